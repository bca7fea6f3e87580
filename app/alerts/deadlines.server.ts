/**
 * Deadline reminders for saved listings (docs/decisions/371, docs/lifecycle.md): an alert of the kind
 * 'deadlines' watches listings (alert_watches, by search key: the opportunity id, or minus a legacy job
 * id). It shares the search alert's identity: the per-IP and per-address request limits, the
 * double opt-in (alert_tokens), the manage and one-click unsubscribe links, the mail budget of the
 * confirmation. The job mails each confirmed alert once per listing and deadline three days before the
 * deadline day (India), and once when a watched listing closes early; each mail is queued in the same
 * immediate transaction that records it in alert_watches.
 */
import { readRetention } from "../privacy/settings.server";
import type { Db } from "../../db/client.server";
import type { Locale } from "../i18n/locales";
import type { Env } from "../lib/env.server";
import { log } from "../lib/log.server";
import { hitRateLimit } from "../lib/rate-limit.server";
import type { ScheduledJob } from "../lib/schedule.server";
import { enqueueBudgetedMail, enqueueMail } from "../mail/outbox.server";
import { closingSoonDays, DAY_MS, listingPath } from "../opportunities/listing-rules";
import type { OpportunityType } from "../opportunities/constants";
import { ALERT_REQUESTS_PER_ADDRESS_PER_HOUR, alertMailI18n, MAX_ACTIVE_ALERTS, mintManageToken, type SubscribeOutcome, UNCONFIRMED_TTL_MS } from "./alerts.server";
import { deadlineClosedMail, deadlineConfirmationMail, deadlineReminderMail, type WatchedListing } from "./deadline-mail";
import type { DeadlineAlertValues } from "./deadlines-schema";
import { newToken, tokenHash } from "./tokens.server";

const HOUR = 3_600_000;

/** Every watched listing with what the mails and the rules need; `deadline` is midnight UTC of its deadline day. */
const LISTINGS_SQL = `
  SELECT id AS key, slug, title, opportunity_type AS type, status, archived, expires_at AS deadline FROM opportunities
  UNION ALL
  SELECT -id, slug, position_title, 'job', status, archived,
         CASE WHEN application_deadline IS NULL THEN expiry_date WHEN expiry_date IS NULL THEN application_deadline
              ELSE min(application_deadline, expiry_date) END
    FROM job_listings`;

interface ListingRow {
  key: number;
  slug: string;
  title: string;
  type: OpportunityType | "job";
  status: string;
  archived: number;
  deadline: number | null;
}

const isOpen = (row: ListingRow, now: number) =>
  row.status === "published" && row.archived === 0 && (row.deadline === null || row.deadline > now - DAY_MS);

function watched(row: ListingRow): WatchedListing {
  const path = row.type === "job" ? listingPath("job", "internship", row.slug) : listingPath("opportunity", row.type, row.slug);
  return { title: row.title, path, deadline: row.deadline };
}

/**
 * The open listings among the form's references (short keys or slugs) and the Saved cookie's keys,
 * by search key, in the order given; anything unknown, closed or not public is left out.
 */
export function openListingsOf(db: Db, refs: readonly string[], now = Date.now()): Map<number, WatchedListing> {
  const sqlite = db.$client;
  const byKey = sqlite.prepare(`SELECT * FROM (${LISTINGS_SQL}) WHERE key = ?`);
  const bySlug = sqlite.prepare(`SELECT * FROM (${LISTINGS_SQL}) WHERE slug = ? ORDER BY key DESC LIMIT 1`);
  const open = new Map<number, WatchedListing>();
  for (const ref of refs) {
    const key = /^[oj][1-9][0-9]*$/.test(ref) ? (ref[0] === "o" ? 1 : -1) * Number(ref.slice(1)) : null;
    const row = (key === null ? bySlug.get(ref) : byKey.get(key)) as ListingRow | undefined;
    if (row && isOpen(row, now) && !open.has(row.key)) open.set(row.key, watched(row));
  }
  return open;
}

export type DeadlineOutcome = SubscribeOutcome | { kind: "nothing-open" };

type SiteEnv = Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET" | "RATE_LIMIT_ALERTS_PER_HOUR">;

/**
 * The Saved page's "Remind me before it closes". The same answer for every address, as for search
 * alerts: a new alert of the kind 'deadlines' with its watches and a confirmation mail (on the
 * address's budget); while the address has an unconfirmed deadline request, that request's
 * listings are replaced and no second mail goes; while it has another unconfirmed alert, or is at
 * its limit of alerts, nothing. Confirming a second request adds its listings to the address's
 * confirmed reminders (confirmAlert), so a stranger cannot change them without the mailbox.
 */
export function askForDeadlineReminders(
  db: Db,
  env: SiteEnv,
  values: Pick<DeadlineAlertValues, "email">,
  refs: readonly string[],
  { ip, now = Date.now(), language = "en" }: { ip: string; now?: number; language?: Locale },
): DeadlineOutcome {
  const listings = openListingsOf(db, refs, now);
  if (listings.size === 0) return { kind: "nothing-open" };
  const byIp = hitRateLimit(db, `alert-ip:${ip}`, { limit: env.RATE_LIMIT_ALERTS_PER_HOUR, windowMs: HOUR, now });
  if (!byIp.allowed) return { kind: "rate-limited", retryAfterSeconds: byIp.retryAfterSeconds };
  const byAddress = hitRateLimit(db, `alert-email:${values.email}`, { limit: ALERT_REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR, now });
  if (!byAddress.allowed) return { kind: "rate-limited", retryAfterSeconds: byAddress.retryAfterSeconds };

  const sqlite = db.$client;
  sqlite
    .transaction(() => {
      const pending = sqlite
        .prepare("SELECT id, kind FROM alerts WHERE email = ? AND confirmed_at IS NULL AND created_at > ? ORDER BY id DESC LIMIT 1")
        .get(values.email, now - UNCONFIRMED_TTL_MS) as { id: number; kind: string } | undefined;
      if (pending?.kind === "deadlines") {
        sqlite.prepare("DELETE FROM alert_watches WHERE alert_id = ?").run(pending.id);
        insertWatches(db, pending.id, [...listings.keys()]);
        return;
      }
      if (pending) return;
      const state = sqlite
        .prepare(
          `SELECT count(*) AS active, count(*) FILTER (WHERE kind = 'deadlines') AS reminders
             FROM alerts WHERE email = ? AND confirmed_at IS NOT NULL`,
        )
        .get(values.email) as { active: number; reminders: number };
      // A second request joins the confirmed reminders once confirmed: it adds no alert.
      if (state.reminders === 0 && state.active >= MAX_ACTIVE_ALERTS) return;
      const { id } = sqlite
        .prepare("INSERT INTO alerts (email, frequency, search, language, kind, created_at) VALUES (?, 'daily', '', ?, 'deadlines', ?) RETURNING id")
        .get(values.email, language, now) as { id: number };
      insertWatches(db, id, [...listings.keys()]);
      const token = newToken();
      sqlite.prepare("INSERT INTO alert_tokens (hash, alert_id, purpose, created_at) VALUES (?, ?, 'confirm', ?)").run(tokenHash(token), id, now);
      enqueueBudgetedMail(db, env, deadlineConfirmationMail(env, alertMailI18n(language), { to: values.email, token, listings: [...listings.values()], unconfirmedDays: readRetention(db).unconfirmedAlert }), now);
    })
    .immediate();
  return { kind: "accepted" };
}

function insertWatches(db: Db, alertId: number, keys: number[]) {
  const insert = db.$client.prepare("INSERT OR IGNORE INTO alert_watches (alert_id, listing_key) VALUES (?, ?)");
  for (const key of keys) insert.run(alertId, key);
}

interface WatchRow extends ListingRow {
  alert_id: number;
  email: string;
  language: Locale;
  reminded_for: number | null;
}

export interface DeadlineRun {
  reminders: number;
  closed: number;
}

/** The job's work as of `now`: reminders three days before each deadline day (India), and early closes. */
export function sendDeadlineReminders(db: Db, env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">, now = Date.now()): DeadlineRun {
  const sqlite = db.$client;
  const run: DeadlineRun = { reminders: 0, closed: 0 };
  sqlite
    .transaction(() => {
      const rows = sqlite
        .prepare(
          `SELECT w.alert_id, w.reminded_for, a.email, a.language, l.*
             FROM alert_watches w
             JOIN alerts a ON a.id = w.alert_id AND a.kind = 'deadlines' AND a.confirmed_at IS NOT NULL
             JOIN (${LISTINGS_SQL}) l ON l.key = w.listing_key
            WHERE w.closed_notice_at IS NULL`,
        )
        .all() as WatchRow[];
      const remind = sqlite.prepare("UPDATE alert_watches SET reminded_for = ? WHERE alert_id = ? AND listing_key = ?");
      const done = sqlite.prepare("UPDATE alert_watches SET closed_notice_at = ? WHERE alert_id = ? AND listing_key = ?");
      for (const row of rows) {
        const i18n = alertMailI18n(row.language);
        if (isOpen(row, now)) {
          const days = closingSoonDays(row.deadline, now);
          if (days === null || row.reminded_for === row.deadline) continue;
          remind.run(row.deadline, row.alert_id, row.key);
          const manageToken = mintManageToken(db, row.alert_id, now);
          enqueueMail(db, env, deadlineReminderMail(env, i18n, { to: row.email, listing: watched(row), days, manageToken }));
          run.reminders++;
        } else if (row.status === "published" && row.archived === 0) {
          // Closed at the end of its deadline day, as announced: nothing more to say about it.
          done.run(now, row.alert_id, row.key);
        } else if (row.status === "expired" || row.status === "rejected" || row.archived === 1) {
          // Closed before its deadline (by its poster, the team, or unanswered "still open?" asks).
          done.run(now, row.alert_id, row.key);
          const manageToken = mintManageToken(db, row.alert_id, now);
          enqueueMail(db, env, deadlineClosedMail(env, i18n, { to: row.email, listing: watched(row), manageToken }));
          run.closed++;
        }
      }
    })
    .immediate();
  return run;
}

/** In the one list of jobs (app/jobs/registry.server.ts): hourly, at minute 11. */
export const deadlineReminderJob: ScheduledJob = {
  name: "saved-listing-reminders",
  pattern: "11 * * * *",
  run: ({ db, env, now }) => {
    const result = sendDeadlineReminders(db, env, now.getTime());
    if (result.reminders || result.closed) log.info({ event: "deadline-reminders", ...result }, "alerts: deadline reminders queued");
  },
};
