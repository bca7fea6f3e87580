/**
 * Job alerts: subscribing (double opt-in), confirming, managing and
 * unsubscribing. Mail is queued in the outbox in the same transaction as the
 * change that causes it (app/mail/outbox.server.ts).
 */
import { readRetention } from "../privacy/settings.server";
import type { Db } from "../../db/client.server";
import type { AlertFrequency, AlertKind } from "../../db/schema";
import type { Locale } from "../i18n/locales";
import { createServerI18n } from "../i18n/i18n.server";
import type { Translator } from "../i18n/translate";
import type { Env } from "../lib/env.server";
import { hitRateLimit } from "../lib/rate-limit.server";
import { enqueueBudgetedMail, enqueueMail, mayMail, withHeldBackNotice } from "../mail/outbox.server";
import { prepared } from "../lib/statements.server";
import { addressKey } from "../mail/budget.server";
import { parseHomeSearchParams } from "../search/search-schema";
import { recordInsightEvent } from "../insights/events.server";
import { alertLimitMail, confirmationMail } from "./mail";
import { ALERT_MAIL_TEXTS } from "./texts";
import { filterNames } from "../taxonomy/filter-names.server";
import type { AlertFormValues } from "./schema";
import { alertSearchString } from "./search";
import { newToken, tokenHash } from "./tokens.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const UNCONFIRMED_TTL_MS = 7 * DAY;
export const MAX_ACTIVE_ALERTS = 10;
/** Requests per address per hour (the per-IP limit is RATE_LIMIT_ALERTS_PER_HOUR). */
export const ALERT_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const PERIOD_MS: Record<AlertFrequency, number> = { daily: DAY, weekly: 7 * DAY };

/**
 * When the digest after `from` is due: one period later, at the start of that
 * hour (UTC), so the hourly run at the same minute each day picks it up instead
 * of drifting an hour later every day.
 */
export function nextRunAfter(from: number, frequency: AlertFrequency): number {
  return Math.floor((from + PERIOD_MS[frequency]) / HOUR) * HOUR;
}

/** An alert mail's words, in the alert's language: the mails' own catalogue (decisions 264, 285). */
export function alertMailI18n(language: Locale): Translator {
  return createServerI18n(language, "alertMail");
}

function immediate<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

export type SubscribeOutcome = { kind: "accepted" } | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * POST /alerts. The answer is the same whatever the address's history; what
 * happens differs: a new alert and its confirmation mail; nothing while the
 * address has an unconfirmed alert (no second mail before it confirms) or for an
 * alert it already has; at its limit of active alerts, a mail that says so. The alert keeps the language
 * of the page it was made on: its mails and their links are in it (decision 285).
 */
export function subscribe(
  db: Db,
  env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET" | "RATE_LIMIT_ALERTS_PER_HOUR">,
  values: AlertFormValues,
  { ip, now = Date.now(), language = "en" }: { ip: string; now?: number; language?: Locale },
): SubscribeOutcome {
  const byIp = hitRateLimit(db, `alert-ip:${ip}`, { limit: env.RATE_LIMIT_ALERTS_PER_HOUR, windowMs: HOUR, now });
  if (!byIp.allowed) return { kind: "rate-limited", retryAfterSeconds: byIp.retryAfterSeconds };
  // A keyed hash of the address, never the address itself (docs/personal-data.md).
  const byAddress = hitRateLimit(db, `alert-email:${addressKey(env, "alert-requests", values.email)}`, {
    limit: ALERT_REQUESTS_PER_ADDRESS_PER_HOUR,
    windowMs: HOUR,
    now,
  });
  if (!byAddress.allowed) return { kind: "rate-limited", retryAfterSeconds: byAddress.retryAfterSeconds };

  const search = alertSearchString(values);
  immediate(db, () => {
    const sqlite = db.$client;
    const state = sqlite
      .prepare(
        `SELECT
           (SELECT count(*) FROM alerts WHERE email = @email AND confirmed_at IS NULL AND created_at > @fresh) AS pending,
           (SELECT count(*) FROM alerts WHERE email = @email AND confirmed_at IS NOT NULL) AS active,
           (SELECT count(*) FROM alerts WHERE email = @email AND confirmed_at IS NOT NULL AND search = @search) AS same`,
      )
      .get({ email: values.email, fresh: now - UNCONFIRMED_TTL_MS, search }) as {
      pending: number;
      active: number;
      same: number;
    };
    if (state.pending > 0 || state.same > 0) return;
    if (state.active >= MAX_ACTIVE_ALERTS) {
      // Only this address's mailbox learns that it is full; the page says the same to everyone.
      enqueueBudgetedMail(db, env, { ...alertLimitMail(env, alertMailI18n(language), { to: values.email, search, frequency: values.frequency, names: filterNames(db, language) }), heldBackNotice: alertMailI18n(language).t(ALERT_MAIL_TEXTS.heldBack) }, now);
      return;
    }
    // Anyone can sign any address up: the confirmation spends the mailbox's budget, and one held back creates nothing.
    if (!mayMail(db, env, values.email, now)) return;
    const { id } = sqlite
      .prepare("INSERT INTO alerts (email, frequency, search, language, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id")
      .get(values.email, values.frequency, search, language, now) as { id: number };
    const token = newToken();
    sqlite
      .prepare("INSERT INTO alert_tokens (hash, alert_id, purpose, created_at) VALUES (?, ?, 'confirm', ?)")
      .run(tokenHash(token), id, now);
    const mail = confirmationMail(env, alertMailI18n(language), { to: values.email, token, search, frequency: values.frequency, names: filterNames(db, language), unconfirmedDays: readRetention(db).unconfirmedAlert });
    enqueueMail(db, env, withHeldBackNotice(db, env, { ...mail, heldBackNotice: alertMailI18n(language).t(ALERT_MAIL_TEXTS.heldBack) }, now));
  });
  return { kind: "accepted" };
}

export interface AlertView {
  id: number;
  kind: AlertKind;
  /** How many listings a deadline alert watches (0 for a search alert). */
  watching: number;
  email: string;
  frequency: AlertFrequency;
  search: string;
  confirmed: boolean;
  filters: ReturnType<typeof parseHomeSearchParams>;
}

/** The alert a link's token opens, or null (unknown, expired or deleted). */
export function alertByToken(db: Db, token: string, purpose: "confirm" | "manage"): AlertView | null {
  const row = db.$client
    .prepare(
      `SELECT a.id, a.kind, a.email, a.frequency, a.search, a.confirmed_at,
              (SELECT count(*) FROM alert_watches w WHERE w.alert_id = a.id) AS watching
         FROM alert_tokens t JOIN alerts a ON a.id = t.alert_id
        WHERE t.hash = ? AND t.purpose = ?`,
    )
    .get(tokenHash(token), purpose) as
    | { id: number; kind: AlertKind; watching: number; email: string; frequency: AlertFrequency; search: string; confirmed_at: number | null }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    watching: row.watching,
    email: row.email,
    frequency: row.frequency,
    search: row.search,
    confirmed: row.confirmed_at !== null,
    filters: parseHomeSearchParams(new URLSearchParams(row.search)),
  };
}

/** Activates the alert of a confirm token; returns a manage token for it, or null for an unknown token. */
export function confirmAlert(db: Db, token: string, now = Date.now()): string | null {
  return immediate(db, () => {
    const alert = alertByToken(db, token, "confirm");
    if (!alert) return null;
    const sqlite = db.$client;
    if (alert.kind === "deadlines") {
      const holder = confirmDeadlineRequest(db, alert.id, alert.email, now);
      sqlite.prepare("DELETE FROM alert_tokens WHERE hash = ?").run(tokenHash(token));
      return mintManageToken(db, holder, now);
    }
    const confirmed = sqlite
      .prepare("UPDATE alerts SET confirmed_at = ?, since_at = ?, next_run_at = ?, last_used_at = ? WHERE id = ? AND confirmed_at IS NULL")
      .run(now, now, nextRunAfter(now, alert.frequency), now, alert.id);
    if (confirmed.changes > 0) recordInsightEvent(db, "alert-confirmed", now);
    sqlite.prepare("DELETE FROM alert_tokens WHERE hash = ?").run(tokenHash(token));
    return mintManageToken(db, alert.id, now);
  });
}

/**
 * Confirming a deadline request (inside confirmAlert's transaction): when the address already has
 * confirmed reminders, the request's listings join them and the request goes; returns the alert
 * that now holds them.
 */
function confirmDeadlineRequest(db: Db, alertId: number, email: string, now: number): number {
  const sqlite = db.$client;
  const existing = sqlite
    .prepare("SELECT id FROM alerts WHERE email = ? AND kind = 'deadlines' AND confirmed_at IS NOT NULL AND id <> ? ORDER BY id LIMIT 1")
    .pluck()
    .get(email, alertId) as number | undefined;
  if (existing === undefined) {
    sqlite.prepare("UPDATE alerts SET confirmed_at = ?, since_at = ?, last_used_at = ? WHERE id = ? AND confirmed_at IS NULL").run(now, now, now, alertId);
    return alertId;
  }
  sqlite
    .prepare("INSERT OR IGNORE INTO alert_watches (alert_id, listing_key) SELECT ?, listing_key FROM alert_watches WHERE alert_id = ?")
    .run(existing, alertId);
  sqlite.prepare("DELETE FROM alerts WHERE id = ?").run(alertId);
  sqlite.prepare("UPDATE alerts SET last_used_at = ?, asked_at = NULL WHERE id = ?").run(now, existing);
  return existing;
}

/** A new manage (and unsubscribe) token for an alert; each alert mail carries its own. */
export function mintManageToken(db: Db, alertId: number, now = Date.now()): string {
  const token = newToken();
  prepared(db, "INSERT INTO alert_tokens (hash, alert_id, purpose, created_at) VALUES (?, ?, 'manage', ?)").run(
    tokenHash(token),
    alertId,
    now,
  );
  return token;
}

export function changeAlertFrequency(db: Db, alertId: number, frequency: AlertFrequency, now = Date.now()) {
  immediate(db, () => {
    const row = db.$client.prepare("SELECT since_at FROM alerts WHERE id = ?").get(alertId) as
      | { since_at: number | null }
      | undefined;
    if (!row) return;
    const from = row.since_at ?? now;
    db.$client
      .prepare("UPDATE alerts SET frequency = ?, next_run_at = CASE WHEN confirmed_at IS NULL OR kind <> 'search' THEN NULL ELSE ? END WHERE id = ?")
      .run(frequency, Math.max(nextRunAfter(from, frequency), Math.floor(now / HOUR) * HOUR), alertId);
  });
}

/**
 * A sign of life: one of the alert's links was used. Its 12 months without use start again, and a
 * "do you still want it?" question is answered (app/privacy/retention.server.ts).
 */
export function touchAlert(db: Db, alertId: number, now = Date.now()): void {
  prepared(db, "UPDATE alerts SET last_used_at = ?, asked_at = NULL WHERE id = ?").run(now, alertId);
}

/** Deletes an alert with its tokens and delivery record. */
export function deleteAlert(db: Db, alertId: number): boolean {
  return immediate(db, () => {
    const deleted = db.$client.prepare("DELETE FROM alerts WHERE id = ? RETURNING confirmed_at").get(alertId) as
      | { confirmed_at: number | null }
      | undefined;
    if (deleted?.confirmed_at) recordInsightEvent(db, "alert-unsubscribed");
    return deleted !== undefined;
  });
}

/** Unconfirmed alerts older than `ttlMs` (7 days unless the setting says otherwise) are deleted (by the retention job). */
export function purgeUnconfirmedAlerts(db: Db, now = Date.now(), ttlMs = UNCONFIRMED_TTL_MS): number {
  return db.$client
    .prepare("DELETE FROM alerts WHERE confirmed_at IS NULL AND created_at <= ?")
    .run(now - ttlMs).changes;
}
