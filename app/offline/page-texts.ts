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
