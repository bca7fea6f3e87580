/**
 * What the offline page (offline-page.tsx, rendered on the server) hands the read-page
 * script (app/light/page-script.ts) that draws its lists: React-free, so the script carries
 * none of the page's imports.
 */

/** What the script needs to draw a row of the lists in the page's language (saved-list.tsx's words). */
export interface OfflineRowWords {
  /** A type's English label, as the phone keeps it, to its label in the page's language. */
  types: Record<string, string>;
  /** "Apply by {date}", the placeholder left in. */
  applyBy: string;
  noDeadline: string;
  open: string;
  closed: string;
  /** The Intl locale of dates (none: English's own format). */
  dates?: string;
}

/** The two lists, in the order they show: the saved listings, then the recently viewed ones not saved. */
export const OFFLINE_LISTS = ["saved", "recent"] as const;
