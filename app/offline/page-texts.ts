/**
 * The words of the Saved and offline pages (docs/decisions/269; the Hindi is in
 * app/i18n/hi-saved.ts), apart from texts.ts so the pages with a Save button do not carry them.
 */
import { defineTexts } from "~/i18n/define-texts";

/** The Saved page. */
export const SAVED_PAGE_TEXTS = /* @__PURE__ */ defineTexts("saved.page", {
  heading: "Saved listings",
  lead: "Your list lives on this phone (in this browser): no account, nothing about it is kept on our server.",
  empty: "You have not saved any listings yet. Tap Save on a listing to keep it here.",
  count: "{count, plural, one {# saved listing} other {# saved listings}}",
  remove: "Remove",
  removeLabel: "Remove: {title}",
  removeAll: "Remove all",
});

/** A row of the Saved page's and the offline page's lists. */
export const SAVED_LIST_TEXTS = /* @__PURE__ */ defineTexts("saved.list", {
  open: "Open",
  closed: "Closed",
  applyBy: "Apply by {date}",
  noDeadline: "No deadline",
});

/** What the Save form's action answers (toasts and refusals, written on the server). */
export const SAVED_TOASTS = /* @__PURE__ */ defineTexts("saved.toasts", {
  saved: "Saved. Your list is under “Saved” in the site header (in its Menu on a small screen).",
  removed: "Removed from your saved listings.",
  cleared: "Your saved listings were removed.",
  unknownListing: "That listing does not exist or has been removed.",
});

/** The offline page. */
export const OFFLINE_TEXTS = /* @__PURE__ */ defineTexts("saved.offline", {
  heading: "You are offline",
  lead: "This page needs the network. These listings are kept on this phone and open without it:",
  saved: "Saved listings",
  recent: "Recently viewed",
  none: "No listings are kept on this phone yet. Open or save listings while you are online to read them offline.",
  retry: "Try again",
});

/** "Remind me before it closes" on the Saved page (docs/decisions/371), and the schema's messages. */
export const SAVED_REMINDER_TEXTS = /* @__PURE__ */ defineTexts("saved.reminders", {
  heading: "Remind me before it closes",
  lead: "One mail three days before each saved listing's deadline, and one if a saved listing closes early.",
  email: "Email address",
  /** The one line on what the address is used for; `privacy` is the link's words. */
  use: "We use this address only for these reminders, and you can stop them from any of their mails.",
  privacy: "Privacy policy",
  button: "Remind me",
  sent: "Check your inbox: the reminders start once you confirm them.",
  messages: {
    email: "Please enter a valid email address",
    listings: "None of your saved listings is still open.",
    tooMany: "Too many requests. Please try again later.",
  },
});
