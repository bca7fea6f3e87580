/**
 * Daily counts of events whose rows do not last (a deleted alert takes its confirmation
 * with it): written with the change itself, which is rare and a write anyway.
 */
import type { Db } from "../../db/client.server";
import { utcDay } from "./visitor-salt.server";

/** `mail-held-back`: a mail a stranger caused, not sent because its recipient's budget was spent (app/mail/budget.server.ts). */
export type InsightEvent = "alert-confirmed" | "alert-unsubscribed" | "mail-held-back" | "my-data-request";

export function recordInsightEvent(db: Db, kind: InsightEvent, at = Date.now()): void {
  db.$client
    .prepare("INSERT INTO insight_events (day, kind, count) VALUES (?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1")
    .run(utcDay(at), kind);
}
