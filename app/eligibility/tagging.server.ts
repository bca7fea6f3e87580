/**
 * The admin's "tag listings" screen for who can apply (docs/who-can-apply.md): open opportunities
 * still at the defaults every listing from before has (open to anyone, full-time) that no one has
 * confirmed here yet, ten at a time, published first and newest first. Saving one records it in the
 * audit log (`listing.tag_who`), which is what takes it off the list.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { opportunities } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { maskOf, OPEN_TO_VALUES, type OpenTo } from "./values";

export const WHO_TAG_PAGE_SIZE = 10;

const UNTAGGED = `
  SELECT o.id, o.title, org.name AS organization, o.opportunity_type AS type, o.status, o.posted_at
    FROM opportunities o JOIN organizations org ON org.id = o.organization_id
   WHERE o.archived = 0 AND o.status IN ('published', 'pending') AND o.open_to = 0 AND o.part_time = 0
     AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity_type = 'opportunity' AND a.entity_id = o.id AND a.action = 'listing.tag_who')`;

export interface WhoUntagged {
  id: number;
  title: string;
  organization: string;
  type: string;
  status: string;
}

export function whoUntagged(db: Db, limit = WHO_TAG_PAGE_SIZE): { total: number; items: WhoUntagged[] } {
  const total = (db.$client.prepare(`SELECT count(*) AS n FROM (${UNTAGGED})`).get() as { n: number }).n;
  const items = db.$client
    .prepare(`SELECT id, title, organization, type, status FROM (${UNTAGGED}) ORDER BY (status = 'published') DESC, posted_at DESC, id DESC LIMIT ?`)
    .all(limit) as WhoUntagged[];
  return { total, items };
}

/** Sets a listing's openTo and partTime (already validated) and records who confirmed them. */
export function tagWho(db: Db, actorId: number, id: number, value: { openTo: OpenTo[]; partTime: boolean }): { title: string } | null {
  return db.$client
    .transaction(() => {
      const row = db.select({ title: opportunities.title }).from(opportunities).where(eq(opportunities.id, id)).get();
      if (!row) return null;
      db.update(opportunities)
        .set({ openTo: maskOf(OPEN_TO_VALUES, value.openTo), partTime: value.partTime, updatedAt: new Date() })
        .where(eq(opportunities.id, id))
        .run();
      recordAudit(db, { actorId, action: "listing.tag_who", entityType: "opportunity", entityId: id, details: { title: row.title, ...value } });
      return row;
    })
    .immediate();
}
