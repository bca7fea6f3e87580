/** At most this many saved listings, on the phone and in the cookie. */
export const SAVED_LIMIT = 100;

/** One saved listing as the Saved page shows it, from the server (cookie list) or the phone (JavaScript). */
export interface SavedListing {
  /** The listing's address: its identity on the phone. */
  path: string;
  slug: string;
  title: string;
  organization: string;
  /** "Internship", "Job"… */
  type: string;
  deadline: string | null;
  closed: boolean;
  /** When it was saved (ms), newest first. */
  savedAt?: number;
}

/** A listing's slug from its address (`/internships/{slug}`). */
export const slugOfPath = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Where on the board a card stands: the results or the featured carousel (a listing may be in both). */
export type CardPlace = "card" | "featured";

/** A card's element id: a Save sent from it without JavaScript comes back to it (decision 319). */
export const listingAnchor = (slug: string, place: CardPlace = "card") => `${place === "featured" ? "featured" : "listing"}-${slug}`;
