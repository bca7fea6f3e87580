/**
 * Job alerts' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English (ICU); the Hindi is in app/i18n/hi.ts (decisions 280, 285).
 * Mails are written in the alert's own language with the same messages.
 */
import { defineTexts } from "~/i18n/define-texts";

export const ALERT_TEXTS = defineTexts("alerts", {
  form: {
    /** By the board's type (the form sits under the board's results). */
    heading: {
      all: "Get new opportunities like these by email",
      internship: "Get new internships like these by email",
      fellowship: "Get new fellowships like these by email",
      course: "Get new courses like these by email",
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
    frequency: "Frequency must be daily or weekly",
    checkInbox: "Check your inbox to confirm your alert",
    tooMany: "Too many alert requests. Please try again later.",
  },
  /** A frequency inside a sentence ("Design internships, daily, to …"). */
  frequencies: { daily: "daily", weekly: "weekly" },
  subscribePage: {
    title: "Job alerts",
    sent: "We sent a link to your address. The alert starts once you confirm it; if you already have ten alerts, delete one first from the link in any alert email.",
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
  /** The confirmation mail; `site` is the site's name. */
  confirmMail: {
    subject: "Confirm your job alert on {site}",
    intro: "Please confirm your job alert on {site}:",
    search: "{words} ({frequency})",
    confirmLine: "Confirm: {link}",
    confirmLink: "Confirm your alert",
    ignore:
      "If you did not ask for this alert, ignore this message: nothing will be sent unless you confirm, and the request is deleted after 7 days.",
  },
  /** The digest; `count` is how many new listings match, `site` the site's name. */
  digestMail: {
    subject: {
      all: "{count, plural, one {{count} new opportunity on {site}} other {{count} new opportunities on {site}}}",
      internship: "{count, plural, one {{count} new internship on {site}} other {{count} new internships on {site}}}",
      fellowship: "{count, plural, one {{count} new fellowship on {site}} other {{count} new fellowships on {site}}}",
      course: "{count, plural, one {{count} new course on {site}} other {{count} new courses on {site}}}",
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
});
