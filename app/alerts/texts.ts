/**
 * Job alerts' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English (ICU); the Hindi is in app/i18n/hi.ts (decisions 280, 285).
 * Three exports, so a page's bundle takes only what it shows (the board: the form; the
 * alert pages: their screens; mails are written on the server): the two last are marked
 * pure, so the bundler drops them where they are not used.
 */
import { defineTexts } from "~/i18n/define-texts";

/** The alert form (under the board's results, and on /alerts) and the schema's messages. */
export const ALERT_TEXTS = defineTexts("alerts", {
  form: {
    /** By the board's type (the form sits under the board's results). */
    heading: {
      all: "Get new opportunities like these by email",
      internship: "Get new internships like these by email",
      fellowship: "Get new fellowships like these by email",
      course: "Get new courses like these by email",
      job: "Get new jobs like these by email",
    },
    email: "Email address",
    frequency: "How often",
    daily: "Daily",
    weekly: "Weekly",
    create: "Create alert",
  },
  /** The schema's messages (app/alerts/schema.ts): English in the schema, translated when shown. */
  messages: {
    email: "Please enter a valid email address",
    frequency: "How often: choose daily or weekly",
    checkInbox: "Check your inbox to confirm your alert",
    tooMany: "Too many alert requests. Please try again later.",
  },
});

/** The alert pages: confirm, manage, unsubscribe, and /alerts itself. */
export const ALERT_PAGE_TEXTS = /* @__PURE__ */ defineTexts("alerts", {
  /** A frequency inside a sentence ("Design internships, daily, to …"). */
  frequencies: { daily: "daily", weekly: "weekly" },
  subscribePage: {
    title: "Job alerts",
    /** The same for every address; an address at its limit of alerts is told so by mail (decision 351). */
    sent: "We sent a mail to your address. The alert starts once you confirm it.",
    backToBoard: "Back to opportunities",
  },
  confirmPage: {
    title: "Confirm your job alert",
    summary: "{words}, {frequency}, to {email}.",
    confirm: "Confirm",
    confirmed: "Your alert is confirmed.",
  },
  managePage: {
    title: "Your job alert",
    sentTo: "Sent to {email}",
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
  /** Deadline reminders for saved listings (docs/decisions/371): what the confirm, manage and unsubscribe pages name. */
  deadlines: {
    words: "{count, plural, one {Reminders before # saved listing closes} other {Reminders before # saved listings close}}",
    summary: "{words}, to {email}.",
    confirmTitle: "Confirm your deadline reminders",
    manageTitle: "Your deadline reminders",
    delete: "Stop these reminders",
  },
});

/** The alert mails (app/alerts/mail.ts, server only). */
export const ALERT_MAIL_TEXTS = /* @__PURE__ */ defineTexts("alertMail", {
  /** Added to the next mail a mailbox gets after its budget held some back (app/mail/budget.server.ts). */
  heldBack: "Some requests for this address were not sent because of too many requests.",
  /** The confirmation mail; `site` is the site's name. */
  confirm: {
    subject: "Confirm your job alert on {site}",
    intro: "Please confirm your job alert on {site}:",
    search: "{words} ({frequency})",
    confirmLine: "Confirm: {link}",
    confirmLink: "Confirm your alert",
    ignore:
      "If you did not ask for this alert, ignore this message: nothing will be sent unless you confirm, and the request is deleted after {days, plural, one {# day} other {# days}}.",
  },
  /** To an address that asked for an alert while it has the most it may have (decision 351). */
  limit: {
    subject: "You already have ten job alerts on {site}",
    intro: "Someone, probably you, asked for a new job alert on {site}:",
    full: "This address already has ten alerts, the most one address can have, so this one was not made. To make room, delete one with the link at the end of any of its alert mails, then ask again.",
    ignore: "If you did not ask for it, ignore this message: nothing has changed.",
  },
  /** To an alert unused for a long time, once (app/privacy/retention.server.ts); `days` until it is deleted. */
  stillWanted: {
    subject: "Do you still want your job alert on {site}?",
    intro: "You have this job alert on {site}:",
    unused: "It has not been used for a long time. To keep it, open its page within {days} days; otherwise the alert and your address are deleted.",
    keepLine: "Keep this alert: {link}",
    keepLink: "Keep this alert",
  },
  /** The digest; `count` is how many new listings match, `site` the site's name. */
  digest: {
    subject: {
      all: "{count, plural, one {{count} new opportunity on {site}} other {{count} new opportunities on {site}}}",
      internship: "{count, plural, one {{count} new internship on {site}} other {{count} new internships on {site}}}",
      fellowship: "{count, plural, one {{count} new fellowship on {site}} other {{count} new fellowships on {site}}}",
      course: "{count, plural, one {{count} new course on {site}} other {{count} new courses on {site}}}",
      job: "{count, plural, one {{count} new job on {site}} other {{count} new jobs on {site}}}",
    },
    intro: "New on {site} for your alert “{words}”:",
    /** The HTML intro: `words` comes in bold. */
    introHtml: "New on {site} for your alert {words}:",
    unpaid: "Unpaid",
    applyBy: "Apply by {date}",
    andMoreLine: "And {more} more: {link}",
    andMore: "And {more} more",
    fullSearchLine: "See the full search: {link}",
    fullSearch: "See the full search",
    manageLine: "Manage this alert (frequency, delete): {link}",
    manage: "Manage this alert",
    unsubscribeLine: "Unsubscribe: {link}",
    unsubscribe: "Unsubscribe",
  },
  /** Deadline reminders for saved listings (docs/decisions/371); `site` is the site's name. */
  deadlines: {
    confirmSubject: "Confirm your deadline reminders on {site}",
    confirmIntro: "Please confirm the reminders you asked for on {site}: one mail three days before each of these saved listings closes, and one if it closes early.",
    reminderSubject: "{days, plural, =0 {Closes today: {title}} one {Closes tomorrow: {title}} other {Closes in # days: {title}}}",
    reminderIntro: "A listing you saved on {site} closes soon. Applications close at the end of {date}:",
    closedSubject: "Closed early: {title}",
    closedIntro: "A listing you saved on {site} closed before its deadline and takes no more applications:",
    why: "You get this mail because you asked for reminders about your saved listings.",
    unsubscribeLine: "Stop these reminders: {link}",
    unsubscribe: "Stop these reminders",
  },
});
