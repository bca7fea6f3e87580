/**
 * "Is this still open?" (docs/lifecycle.md): an open-ended listing (no deadline, or one further
 * away than LISTING_LONG_DEADLINE_DAYS) is asked about by mail every LISTING_CONFIRM_AFTER_DAYS,
 * again LISTING_CONFIRM_GRACE_DAYS later, and closes that many days after the second ask without
 * an answer. Its poster answers from the manage page; a listing without a poster's email waits in
 * the admins' queue after LISTING_ADMIN_CHECK_DAYS instead. Every rule takes `now`.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingChecks, listingPosters, opportunities } from "../../db/schema";
import type { Env } from "~/lib/env.server";
import type { ScheduledJob } from "~/lib/schedule.server";
import { recordAudit } from "~/audit/audit-log.server";
import { DAY_MS } from "~/opportunities/listing-rules";
import { indiaToday } from "~/submissions/deadline-city-values";
import { type NoticeSite, queuePosterNotice } from "./notices.server";

export type StillOpenSettings = Pick<
  Env,
  "LISTING_CONFIRM_AFTER_DAYS" | "LISTING_CONFIRM_GRACE_DAYS" | "LISTING_LONG_DEADLINE_DAYS" | "LISTING_ADMIN_CHECK_DAYS"
>;

/** The second ask is the last: its grace ends in a close. */
const LAST_ASK = 2;

/** A published listing that counts as open-ended at `now`, with when its clock started and its asks. */
const OPEN_ENDED_SQL = `SELECT o.id, coalesce(c.confirmed_at, o.approved_at, o.posted_at) AS since,
       coalesce(c.asks, 0) AS asks, c.asked_at AS askedAt
  FROM opportunities o LEFT JOIN listing_checks c ON c.opportunity_id = o.id
  WHERE o.status = 'published' AND o.archived = 0
    AND (o.expires_at IS NULL OR o.expires_at > @farDeadline)`;

interface OpenEndedRow {
  id: number;
  since: number;
  asks: number;
  askedAt: number | null;
}

/** Starts the clock again: after "Still open", the team's "Keep", or a reopen. Call inside the caller's transaction. */
export function restartStillOpenClock(db: Db, id: number, now: number) {
  db.insert(listingChecks)
    .values({ opportunityId: id, confirmedAt: new Date(now), asks: 0, askedAt: null })
    .onConflictDoUpdate({ target: listingChecks.opportunityId, set: { confirmedAt: new Date(now), asks: 0, askedAt: null } })
    .run();
}

export interface StillOpenRun {
  asked: number;
  closed: number;
}

/**
 * One run of the rule as of `now`, decided and queued in one immediate transaction: asks the
 * posters whose listing is due, closes the listings asked twice without an answer (telling them).
 */
export function askStillOpen(db: Db, site: NoticeSite, settings: StillOpenSettings, now = Date.now()): StillOpenRun {
  const askAfter = settings.LISTING_CONFIRM_AFTER_DAYS * DAY_MS;
  const grace = settings.LISTING_CONFIRM_GRACE_DAYS * DAY_MS;
  return db.$client
    .transaction(() => {
      const rows = db.$client
        .prepare(`${OPEN_ENDED_SQL} AND EXISTS (SELECT 1 FROM listing_posters p WHERE p.opportunity_id = o.id)`)
        .all({ farDeadline: now + settings.LISTING_LONG_DEADLINE_DAYS * DAY_MS }) as OpenEndedRow[];
      const run: StillOpenRun = { asked: 0, closed: 0 };
      for (const row of rows) {
        const due = row.asks === 0 ? row.since + askAfter <= now : row.askedAt !== null && row.askedAt + grace <= now;
        if (!due) continue;
        if (row.asks >= LAST_ASK) {
          closeUnconfirmed(db, row.id, now);
          queuePosterNotice(db, site, row.id, { kind: "closed-unconfirmed" });
          run.closed++;
          continue;
        }
        const asks = row.asks + 1;
        db.insert(listingChecks)
          .values({ opportunityId: row.id, confirmedAt: new Date(row.since), asks, askedAt: new Date(now) })
          .onConflictDoUpdate({ target: listingChecks.opportunityId, set: { asks, askedAt: new Date(now) } })
          .run();
        // It closes after the last ask's grace: two graces away after the first ask, one after the second.
        const closesOn = new Date(`${indiaToday(now + (LAST_ASK - asks + 1) * grace)}T00:00:00Z`);
        queuePosterNotice(db, site, row.id, { kind: "still-open", closesOn });
        run.asked++;
      }
      return run;
    })
    .immediate();
}

/** Closes a listing nobody confirmed, as a close does (status expired, its deadline today in India). */
function closeUnconfirmed(db: Db, id: number, now: number) {
  const before = db.select({ status: opportunities.status, title: opportunities.title }).from(opportunities).where(eq(opportunities.id, id)).get();
  if (!before) return;
  db.update(opportunities)
    .set({ status: "expired", expiresAt: new Date(`${indiaToday(now)}T00:00:00Z`), updatedAt: new Date(now) })
    .where(eq(opportunities.id, id))
    .run();
  // Its own mail says why it closed: not the general "your listing is closed" notice as well.
  db.update(listingPosters).set({ closedNoticeAt: new Date(now) }).where(eq(listingPosters.opportunityId, id)).run();
  recordAudit(db, {
    actorId: null,
    action: "opportunity.close-unconfirmed",
    entityType: "opportunity",
    entityId: id,
    statusBefore: before.status,
    statusAfter: "expired",
    details: { actor: "schedule", title: before.title },
  });
}

/** "Still open": the poster's answer from the manage page resets the clock. False when the listing is not open-ended and published. */
export function confirmStillOpen(db: Db, id: number, now = Date.now()): boolean {
  return db.$client
    .transaction(() => {
      const row = db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)).get();
      if (row?.status !== "published") return false;
      restartStillOpenClock(db, id, now);
      recordAudit(db, {
        actorId: null,
        action: "opportunity.poster-still-open",
        entityType: "opportunity",
        entityId: id,
        statusBefore: "published",
        statusAfter: "published",
        details: { actor: "poster" },
      });
      return true;
    })
    .immediate();
}

/** Whether the poster has been asked and not yet answered (the manage page then asks too). */
export function stillOpenAsked(db: Db, id: number): boolean {
  const row = db.select({ asks: listingChecks.asks }).from(listingChecks).where(eq(listingChecks.opportunityId, id)).get();
  return (row?.asks ?? 0) > 0;
}

export const ADMIN_QUEUE_PAGE = 10;

export interface AdminCheckItem {
  id: number;
  title: string;
  organization: string;
  type: string;
  slug: string;
  since: Date;
}

/**
 * The admins' queue "Open for 90 days without a deadline": open-ended published listings without a
 * poster's email, open (or last kept) longer than LISTING_ADMIN_CHECK_DAYS, oldest first, ten at a time.
 */
export function adminStillOpenQueue(db: Db, settings: StillOpenSettings, now = Date.now()): { items: AdminCheckItem[]; total: number } {
  const where = `${OPEN_ENDED_SQL}
    AND NOT EXISTS (SELECT 1 FROM listing_posters p WHERE p.opportunity_id = o.id)
    AND coalesce(c.confirmed_at, o.approved_at, o.posted_at) <= @due`;
  const params = { farDeadline: now + settings.LISTING_LONG_DEADLINE_DAYS * DAY_MS, due: now - settings.LISTING_ADMIN_CHECK_DAYS * DAY_MS };
  const total = (db.$client.prepare(`SELECT count(*) AS n FROM (${where})`).get(params) as { n: number }).n;
  const rows = db.$client
    .prepare(
      `SELECT q.id, q.since, o.title, o.opportunity_type AS type, o.slug, org.name AS organization
         FROM (${where}) q JOIN opportunities o ON o.id = q.id JOIN organizations org ON org.id = o.organization_id
        ORDER BY q.since, q.id LIMIT ${ADMIN_QUEUE_PAGE}`,
    )
    .all(params) as (Omit<AdminCheckItem, "since"> & { since: number })[];
  return { items: rows.map((row) => ({ ...row, since: new Date(row.since) })), total };
}

/** The team's answer from the queue: keep (the clock starts again) or close, audited with the admin. */
export function decideStillOpen(db: Db, id: number, decision: "keep" | "close", actorId: number, now = Date.now()): boolean {
  return db.$client
    .transaction(() => {
      const row = db.select({ status: opportunities.status, title: opportunities.title }).from(opportunities).where(eq(opportunities.id, id)).get();
      if (row?.status !== "published") return false;
      if (decision === "keep") restartStillOpenClock(db, id, now);
      else {
        db.update(opportunities)
          .set({ status: "expired", expiresAt: new Date(`${indiaToday(now)}T00:00:00Z`), updatedAt: new Date(now) })
          .where(eq(opportunities.id, id))
          .run();
      }
      recordAudit(db, {
        actorId,
        action: decision === "keep" ? "opportunity.still-open-kept" : "opportunity.still-open-closed",
        entityType: "opportunity",
        entityId: id,
        statusBefore: "published",
        statusAfter: decision === "keep" ? "published" : "expired",
        details: { title: row.title },
      });
      return true;
    })
    .immediate();
}

export const stillOpenJob: ScheduledJob = {
  name: "listing-still-open",
  pattern: "11 * * * *",
  run: ({ db, env, now }) => void askStillOpen(db, env, env, now.getTime()),
};
