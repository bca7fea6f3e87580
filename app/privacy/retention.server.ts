/**
 * Nothing kept past its purpose (docs/personal-data.md): the retention job deletes or blanks each
 * kind of personal data once its period (a setting, periods.ts) has passed, as of `now`. Each rule
 * runs in one immediate transaction with SQLite's secure_delete on, and the write-ahead log is
 * checkpointed afterwards, so what is erased leaves the database file and its log too.
 */
import { LINK_IDLE_DAYS } from "../posters/mailbox.server";
import { filterNames } from "../taxonomy/filter-names.server";
import { subMonths } from "date-fns";
import { type Db, withSecureDelete } from "../../db/client.server";
import { alertMailI18n, mintManageToken, purgeUnconfirmedAlerts } from "../alerts/alerts.server";
import { stillWantedMail } from "../alerts/mail";
import type { AlertFrequency } from "../../db/schema";
import type { Locale } from "../i18n/locales";
import type { Env } from "../lib/env.server";
import { log } from "../lib/log.server";
import type { ScheduledJob } from "../lib/schedule.server";
import { enqueueMail } from "../mail/outbox.server";
import { closingInstant } from "../opportunities/listing-rules";
import { MY_DATA_LINK_HOURS, type Retention } from "./periods";
import { readRetention } from "./settings.server";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface RetentionRun {
  unconfirmedAlerts: number;
  alertsAsked: number;
  idleAlertsDeleted: number;
  remindersDone: number;
  posterAddresses: number;
  reportContacts: number;
  sentMails: number;
  myDataLinks: number;
  rateLimits: number;
}

type RetentionEnv = Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">;

/** Runs every retention rule once as of `now`, with the periods of the settings (or `periods`). */
export function runRetention(db: Db, env: RetentionEnv, now: number, periods: Retention = readRetention(db)): RetentionRun {
  const run = withSecureDelete(
    db,
    () =>
      db.$client
        .transaction(() => ({
          unconfirmedAlerts: purgeUnconfirmedAlerts(db, now, periods.unconfirmedAlert * DAY),
          idleAlertsDeleted: deleteUnansweredAlerts(db, now, periods.idleAlertAnswer),
          alertsAsked: askIdleAlerts(db, env, now, periods),
          remindersDone: deleteFinishedReminders(db, now),
          posterAddresses: removeClosedPosterAddresses(db, now, periods.posterAddress),
          reportContacts: removeDecidedReportContacts(db, now, periods.reportContact),
          sentMails: blankSentMail(db, now, periods.sentMail),
          myDataLinks: db.$client.prepare("DELETE FROM my_data_requests WHERE created_at <= ?").run(now - MY_DATA_LINK_HOURS * HOUR).changes,
          // A "Your listings" link unused past its idle days no longer opens: its address goes with it.
          mailboxLinks: db.$client
            .prepare("DELETE FROM mailbox_links WHERE coalesce(used_at, created_at) <= ?")
            .run(now - LINK_IDLE_DAYS * DAY).changes,
          // Limits count per network address within a window of a day at most: a counter idle for two days goes.
          rateLimits: db.$client
            .prepare("DELETE FROM rate_limits WHERE window_start <= ? AND coalesce(blocked_until, 0) <= ?")
            .run(now - 2 * DAY, now).changes,
        }))
        .immediate(),
    (result) => Object.values(result).some((count) => count > 0),
  );
  return run;
}

/** The time of the last sign of life an alert can be asked after. */
function idleSince(now: number, months: number): number {
  return subMonths(new Date(now), months).getTime();
}

/** Confirmed alerts with no sign of life for `months`, not yet asked: asked once by mail whether they are still wanted. */
function askIdleAlerts(db: Db, env: RetentionEnv, now: number, periods: Retention): number {
  const rows = db.$client
    .prepare(
      `SELECT id, email, search, frequency, language FROM alerts
        WHERE kind <> 'deadlines' AND confirmed_at IS NOT NULL AND asked_at IS NULL AND coalesce(last_used_at, confirmed_at) <= ?`,
    )
    .all(idleSince(now, periods.idleAlert)) as { id: number; email: string; search: string; frequency: AlertFrequency; language: Locale }[];
  const asked = db.$client.prepare("UPDATE alerts SET asked_at = ? WHERE id = ?");
  for (const alert of rows) {
    const token = mintManageToken(db, alert.id, now);
    // The board's own question to a subscriber: not a mail a stranger can cause, so no budget.
    enqueueMail(
      db,
      env,
      stillWantedMail(env, alertMailI18n(alert.language), { to: alert.email, token, search: alert.search, frequency: alert.frequency, days: periods.idleAlertAnswer, names: filterNames(db, alert.language) }),
    );
    asked.run(now, alert.id);
  }
  return rows.length;
}

/**
 * Deadline reminders end with their listings: once every watched listing has had its closed notice a day
 * ago, or is gone from the board, nothing more is sent, so the alert and its address go. (They are never
 * asked whether still wanted: their end is their listings'.)
 */
function deleteFinishedReminders(db: Db, now: number): number {
  return db.$client
    .prepare(
      `DELETE FROM alerts WHERE kind = 'deadlines' AND confirmed_at IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM alert_watches w WHERE w.alert_id = alerts.id
            AND (w.closed_notice_at IS NULL OR w.closed_notice_at > ?)
            AND (EXISTS (SELECT 1 FROM opportunities o WHERE w.listing_key > 0 AND o.id = w.listing_key)
              OR EXISTS (SELECT 1 FROM job_listings j WHERE w.listing_key < 0 AND j.id = -w.listing_key)))`,
    )
    .run(now - DAY).changes;
}

/** Asked alerts with no answer (no link used since) for `days`: deleted with their tokens and deliveries. */
function deleteUnansweredAlerts(db: Db, now: number, days: number): number {
  return db.$client
    .prepare("DELETE FROM alerts WHERE asked_at IS NOT NULL AND asked_at <= ? AND coalesce(last_used_at, 0) < asked_at")
    .run(now - days * DAY).changes;
}

/**
 * When a listing closed, or null while it is open or waiting: its deadline passed, it was closed
 * (by its poster or the team: status expired) or rejected, or archived.
 */
export function closedAt(listing: { status: string; expiresAt: number | null; updatedAt: number; archived: number }, now: number): number | null {
  if (listing.expiresAt !== null && (listing.status === "published" || listing.status === "expired")) {
    const closing = closingInstant(listing.expiresAt);
    if (closing <= now) return closing;
  }
  if (listing.status === "expired" || listing.status === "rejected" || listing.archived) return listing.updatedAt;
  return null;
}

/** A poster's address leaves a listing `days` after it closed: the listing stays, without mails or manage links. */
function removeClosedPosterAddresses(db: Db, now: number, days: number): number {
  const rows = db.$client
    .prepare(
      `SELECT p.opportunity_id AS id, o.status, o.expires_at AS expiresAt, o.updated_at AS updatedAt, o.archived
         FROM listing_posters p JOIN opportunities o ON o.id = p.opportunity_id
        WHERE o.status NOT IN ('pending', 'draft')`,
    )
    .all() as { id: number; status: string; expiresAt: number | null; updatedAt: number; archived: number }[];
  const limit = now - days * DAY;
  const due = rows.filter((row) => {
    const closed = closedAt(row, now);
    return closed !== null && closed <= limit;
  });
  const removePoster = db.$client.prepare("DELETE FROM listing_posters WHERE opportunity_id = ?");
  const removeLinks = db.$client.prepare("DELETE FROM manage_tokens WHERE opportunity_id = ?");
  for (const { id } of due) {
    removePoster.run(id);
    removeLinks.run(id);
  }
  return due.length;
}

/** A report's contact address goes `days` after the report was decided (dismissed or resolved). */
function removeDecidedReportContacts(db: Db, now: number, days: number): number {
  return db.$client
    .prepare("UPDATE listing_reports SET email = NULL WHERE email IS NOT NULL AND status <> 'open' AND decided_at IS NOT NULL AND decided_at <= ?")
    .run(now - days * DAY).changes;
}

/** A mail sent (or given up) `days` ago loses its recipient and sealed body; the row keeps kind, status and times. */
function blankSentMail(db: Db, now: number, days: number): number {
  return db.$client
    .prepare(
      `UPDATE outbox SET recipient = '', body = NULL
        WHERE recipient <> '' AND status IN ('sent', 'failed') AND coalesce(sent_at, created_at) <= ?`,
    )
    .run(now - days * DAY).changes;
}

/** Registered in app/jobs/registry.server.ts: hourly, at minute 23. */
export const retentionJob: ScheduledJob = {
  name: "personal-data-retention",
  pattern: "23 * * * *",
  run: ({ db, env, now }) => {
    const result = runRetention(db, env, now.getTime());
    if (Object.values(result).some((count) => count > 0)) log.info({ event: "retention", ...result }, "retention: personal data past its period removed");
  },
};
