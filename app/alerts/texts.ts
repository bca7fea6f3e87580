/** Job alerts' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const ALERT_TEXTS = {
  form: {
    /** `noun` is the board's type in words: "internships", "opportunities". */
    heading: (noun: string) => `Get new ${noun} like these by email`,
    email: "Email address",
    frequency: "How often",
    daily: "Daily",
    weekly: "Weekly",
    create: "Create alert",
  },
  subscribePage: {
    title: "Job alerts",
    sent: "We sent a link to your address. The alert starts once you confirm it; if you already have ten alerts, delete one first from the link in any alert email.",
    backToBoard: "Back to opportunities",
  },
  confirmPage: {
    title: "Confirm your job alert",
    summary: (words: string, frequency: string, email: string) => `${words}, ${frequency}, to ${email}.`,
    confirm: "Confirm",
    confirmed: "Your alert is confirmed.",
  },
  managePage: {
    title: "Your job alert",
    sentTo: (email: string) => `Sent to ${email}`,
    save: "Save",
    delete: "Delete this alert",
    chooseFrequency: "Choose daily or weekly.",
    deleted: "Your alert is deleted.",
    saved: "Your alert is saved.",
  },
  unsubscribePage: {
    title: "Unsubscribe",
    question: "Unsubscribe from this alert?",
    button: "Unsubscribe",
    doneHeading: "You are unsubscribed",
    done: "The alert is deleted; you will get no more mail from it.",
    oneClickDone: "Unsubscribed.\n",
    oneClickNotFound: "Not found.\n",
  },
} as const;
