/**
 * The one-time tagging of listings that have no cause (docs/decisions/265): a board upgraded from
 * before causes, or listings an admin or import saved without them. The screen lists the live
 * ones (published first, then waiting for review; newest first) with suggested causes ticked.
 */
import type { Db } from "../../db/client.server";
import { recordAudit } from "~/audit/audit-log.server";
import { setListingCausesByName, visibleCauses } from "./causes.server";
import { suggestCauses } from "./suggest";

/** Listings shown at once: each is a small form, and the page stays light. */
export const TAG_PAGE_SIZE = 10;

const UNTAGGED = `
  SELECT key, title, organization, type, status, description FROM (
    SELECT o.id AS key, o.title, org.name AS organization, o.opportunity_type AS type, o.status,
           substr(o.description, 1, 2000) AS description, o.posted_at
      FROM opportunities o JOIN organizations org ON org.id = o.organization_id
     WHERE o.archived = 0 AND o.status IN ('published', 'pending')
    UNION ALL
    SELECT -j.id, j.position_title, j.company_name, 'job', j.status, substr(j.description, 1, 2000), j.posted_at
      FROM job_listings j
     WHERE j.archived = 0 AND j.status IN ('published', 'pending')
  ) listing
  WHERE NOT EXISTS (SELECT 1 FROM listing_causes lc WHERE lc.key = listing.key)`;

export interface UntaggedListing {
  /** The listing_causes key: the opportunity id, or minus the legacy job id. */
  key: number;
  title: string;
  organization: string;
  type: string;
  status: string;
  suggested: string[];
}

/** How many live listings have no cause. */
export function untaggedCount(db: Db): number {
  return (db.$client.prepare(`SELECT count(*) AS total FROM (${UNTAGGED})`).get() as { total: number }).total;
}

/** The live listings without a cause: how many, and the first page of them with suggestions. */
export function untaggedListings(db: Db, limit = TAG_PAGE_SIZE): { total: number; items: UntaggedListing[] } {
  const total = untaggedCount(db);
  const rows = db.$client
    .prepare(`${UNTAGGED} ORDER BY (status = 'published') DESC, posted_at DESC, key DESC LIMIT ?`)
    .all(limit) as (Omit<UntaggedListing, "suggested"> & { description: string })[];
  const slugs = visibleCauses(db).map((cause) => cause.slug);
  return { total, items: rows.map(({ description, ...row }) => ({ ...row, suggested: suggestCauses({ ...row, description }, slugs) })) };
}

/** Whether a key names a live listing without causes (what the screen offers to tag). */
export function isUntagged(db: Db, key: number): { title: string } | undefined {
  return db.$client.prepare(`SELECT title FROM (${UNTAGGED}) WHERE key = ?`).get(key) as { title: string } | undefined;
}

/** Stores a listing's first causes (already validated: one to three that exist) and records who did. */
export function tagListing(db: Db, actorId: number, listing: { key: number; title: string }, causeTokens: readonly string[]): void {
  const { key, title } = listing;
  db.transaction(
    () => {
      setListingCausesByName(db, key, causeTokens);
      recordAudit(db, {
        actorId,
        action: "listing.tag_causes",
        entityType: key > 0 ? "opportunity" : "job",
        entityId: Math.abs(key),
        details: { title, causes: [...causeTokens] },
      });
    },
    { behavior: "immediate" },
  );
}
