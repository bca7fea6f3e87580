/** The poster's email and pending revision of listings, for the admin screens only. */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, listingRevisions } from "../../db/schema";

/** The poster's email of an opportunity, for admins only. */
export function posterEmailOf(db: Db, id: number): string | null {
  return db.select({ email: listingPosters.email }).from(listingPosters).where(eq(listingPosters.opportunityId, id)).get()?.email ?? null;
}

export function posterEmailsOf(db: Db, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: listingPosters.opportunityId, email: listingPosters.email })
    .from(listingPosters)
    .where(inArray(listingPosters.opportunityId, ids))
    .all();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** For the admin screens: each listing's poster email and whether an edit waits for review. */
export function posterInfoFor(db: Db, ids: number[]): Record<number, { email: string | null; revision: boolean }> {
  const info: Record<number, { email: string | null; revision: boolean }> = {};
  if (ids.length === 0) return info;
  for (const [id, email] of posterEmailsOf(db, ids)) info[id] = { email, revision: false };
  const revisions = db
    .select({ id: listingRevisions.opportunityId })
    .from(listingRevisions)
    .where(inArray(listingRevisions.opportunityId, ids))
    .all();
  for (const { id } of revisions) info[id] = { email: info[id]?.email ?? null, revision: true };
  return info;
}
