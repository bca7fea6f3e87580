/** Texts of the poster's pages, defined once. */
export const LOST_LINK_TEXT = {
  heading: "Lost your link?",
  intro:
    "Enter the email address you gave when you posted. We will send a private link for each of your listings to that address.",
  hint: "The address you entered on the submission form.",
  sent: "If that address posted listings here, we have sent it a link for each of them. Please check your inbox and spam folder.",
  limited: "Too many requests. Please try again in an hour.",
} as const;

/** Where posters meet the way back to their listings: /submit and its success screen. */
export const POSTER_LINK_TEXT = {
  postedBefore: "Posted here before and want to edit or close your listing?",
  mailedTo: "We have sent a private link to edit or close this listing to",
  mailedToAfter: "Keep that mail: anyone with the link can change the listing.",
  notMailed: "You gave no email address, so we sent no private link to edit or close this listing.",
} as const;

export const MANAGE_TOASTS = {
  closed: { message: "Listing closed", description: "It is marked closed and no longer listed on the board." },
  extended: (date: string) => ({ message: "Deadline saved", description: `Applications are open until ${date}.` }),
  reopened: (date: string) => ({ message: "Listing reopened", description: `It is back on the board; applications are open until ${date}.` }),
  reopenedForReview: (date: string) => ({
    message: "Listing sent for review",
    description: `Once our team approves it, it is back on the board until ${date}.`,
  }),
  withdrawn: { message: "Submission withdrawn", description: "It is deleted, and its private link no longer works." },
  resubmitted: { message: "Changes saved", description: "Your listing is in the review queue again." },
  revision: {
    message: "Changes sent for review",
    description: "The public page keeps the approved text until our team approves your changes.",
  },
} as const;

/** The manage page's questions and labels. */
export const MANAGE_TEXT = {
  deadlineHint: (days: number) => `Any day from today (India time) to ${days} days ahead.`,
  reopenLabel: "New application deadline",
  reopenButton: "Reopen with this deadline…",
  reopenHeading: "Reopen this listing?",
  reopenToBoard: "It is closed now. Saving a new deadline puts it back on the board at once.",
  reopenForReview: "It is closed now. Saving a new deadline sends it to our team for review before it is back on the board.",
  reopenDeadline: (date: string) => `Applications would be open until ${date}.`,
  reopenConfirm: "Yes, reopen it",
  keepClosed: "No, keep it closed",
  closeHeading: "Close this listing?",
  closeText: "It leaves the board, the feeds and the alerts at once. Its page stays, marked closed with today's date.",
  closeConfirm: "Yes, close it",
  withdrawIntro: "Changed your mind before our team reviewed it? Withdraw the submission.",
  withdrawHeading: "Withdraw this submission?",
  withdrawText: "It is deleted and will not be reviewed or published. This private link stops working.",
  withdrawConfirm: "Yes, withdraw it",
  cancel: "Cancel",
} as const;

export type ManagedStatus = "pending" | "published" | "rejected" | "closed" | "unpublished";

/** A listing's status as the manage page says it. */
export const STATUS_IN_WORDS: Record<ManagedStatus, string> = {
  pending: "Pending review",
  published: "Published",
  rejected: "Not approved",
  closed: "Closed",
  unpublished: "Not public (taken down by the team)",
};
