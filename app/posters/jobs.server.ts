/**
 * Scheduled poster notices (hourly, server/background.ts): "closes in 3 days", once
 * per deadline, and "closed" once a listing has closed. Each run decides and queues in
 * one immediate transaction, so two processes running it at once send each notice once.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, opportunities } from "../../db/schema";
import type { ScheduledJob } from "~/lib/schedule.server";
import { listingTotals } from "~/insights/listing-stats.server";
import { DAY_MS } from "~/opportunities/listing-rules";
import { type NoticeSite, queuePosterNotice } from "./notices.server";

/** Listings that closed longer ago than this (e.g. before the feature existed) get no notice. */
const CLOSED_NOTICE_WINDOW_MS = 7 * DAY_MS;

export function queueDeadlineReminders(db: Db, site: NoticeSite, now = Date.now()): number {
  return db.$client
    .transaction(() => {
      // Open listings whose applications close (end of the deadline day) within 3 days.
      const due = db
        .select({ id: opportunities.id, expiresAt: opportunities.expiresAt })
        .from(listingPosters)
        .innerJoin(opportunities, eq(opportunities.id, listingPosters.opportunityId))
        .where(
          and(
            eq(opportunities.status, "published"),
            eq(opportunities.archived, false),
            isNotNull(opportunities.expiresAt),
            gt(opportunities.expiresAt, new Date(now - DAY_MS)),
            lte(opportunities.expiresAt, new Date(now + 3 * DAY_MS - DAY_MS)),
            or(isNull(listingPosters.remindedFor), ne(listingPosters.remindedFor, opportunities.expiresAt)),
          ),
        )
        .all();
      for (const listing of due) {
        db.update(listingPosters).set({ remindedFor: listing.expiresAt }).where(eq(listingPosters.opportunityId, listing.id)).run();
        queuePosterNotice(db, site, listing.id, { kind: "reminder" });
      }
      return due.length;
    })
    .immediate();
}

export function queueClosedNotices(db: Db, site: NoticeSite, now = Date.now()): number {
  return db.$client
    .transaction(() => {
      const due = db
        .select({ id: opportunities.id })
        .from(listingPosters)
        .innerJoin(opportunities, eq(opportunities.id, listingPosters.opportunityId))
        .where(
          and(
            isNull(listingPosters.closedNoticeAt),
            or(
              // The deadline day ended (recently)…
              and(
                inArray(opportunities.status, ["published", "expired"]),
                isNotNull(opportunities.expiresAt),
                lte(opportunities.expiresAt, new Date(now - DAY_MS)),
                gt(opportunities.expiresAt, new Date(now - DAY_MS - CLOSED_NOTICE_WINDOW_MS)),
              ),
              // …or the team marked it expired.
              and(eq(opportunities.status, "expired"), gt(opportunities.updatedAt, new Date(now - CLOSED_NOTICE_WINDOW_MS))),
            ),
          ),
        )
        .all();
      for (const listing of due) {
        db.update(listingPosters).set({ closedNoticeAt: new Date(now) }).where(eq(listingPosters.opportunityId, listing.id)).run();
        queuePosterNotice(db, site, listing.id, { kind: "closed", totals: listingTotals(db, listing.id) });
      }
      return due.length;
    })
    .immediate();
}

export const posterDeadlineReminders: ScheduledJob = {
  name: "poster-deadline-reminders",
  pattern: "7 * * * *",
  run: ({ db, env, now }) => void queueDeadlineReminders(db, env, now.getTime()),
};

export const posterClosedNotices: ScheduledJob = {
  name: "poster-closed-notices",
  pattern: "9 * * * *",
  run: ({ db, env, now }) => void queueClosedNotices(db, env, now.getTime()),
};

