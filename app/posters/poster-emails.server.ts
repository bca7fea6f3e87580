/** The poster's email and pending revision of listings, for the admin screens only. */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import type { Locale } from "~/i18n/locales";
import { listingPosters, listingRevisions } from "../../db/schema";

/** The poster's email of an opportunity, for admins only. */
export function posterEmailOf(db: Db, id: number): string | null {
  return db.select({ email: listingPosters.email }).from(listingPosters).where(eq(listingPosters.opportunityId, id)).get()?.email ?? null;
}

export function posterEmailsOf(db: Db, ids: number[]): Map<number, string> {
  return new Map([...postersOf(db, ids)].map(([id, poster]) => [id, poster.email]));
}

/** Each listing's poster email and the language it was posted in (decision 283). */
function postersOf(db: Db, ids: number[]): Map<number, { email: string; language: Locale }> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: listingPosters.opportunityId, email: listingPosters.email, language: listingPosters.language })
    .from(listingPosters)
    .where(inArray(listingPosters.opportunityId, ids))
    .all();
  return new Map(rows.map(({ id, ...poster }) => [id, poster]));
}

export interface PosterInfo {
  email: string | null;
  /** The language of the page it was posted from (its mails are written in it); null without a poster email. */
  language: Locale | null;
  revision: boolean;
}

/** For the admin screens: each listing's poster email, its language and whether an edit waits for review. */
export function posterInfoFor(db: Db, ids: number[]): Record<number, PosterInfo> {
  const info: Record<number, PosterInfo> = {};
  if (ids.length === 0) return info;
  for (const [id, { email, language }] of postersOf(db, ids)) info[id] = { email, language, revision: false };
  const revisions = db
    .select({ id: listingRevisions.opportunityId })
    .from(listingRevisions)
    .where(inArray(listingRevisions.opportunityId, ids))
    .all();
  for (const { id } of revisions) info[id] = { email: info[id]?.email ?? null, language: info[id]?.language ?? null, revision: true };
  return info;
}
