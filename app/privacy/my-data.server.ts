/**
 * "My data" without an account (docs/personal-data.md, docs/decisions/381): an address asks for a
 * link; the link (a random 256-bit secret, stored only as its SHA-256, open for 24 hours) lists
 * what the board keeps for that mailbox, exports it as JSON and erases it. A mailbox is every
 * address that reaches it (any case, with or without a `+tag`: app/mail/budget.server.ts), since
 * the link goes to that mailbox. The erasure runs with secure_delete and checkpoints the log, so
 * the address leaves the database file and its write-ahead log, not only the tables.
 */
import type Database from "better-sqlite3";
import { type Db, withSecureDelete } from "../../db/client.server";
import type { AlertFrequency, ListingStatus, ReportStatus } from "../../db/schema";
import { newToken, tokenHash } from "../alerts/tokens.server";
import { recordInsightEvent } from "../insights/events.server";
import type { Locale } from "../i18n/locales";
import { localizePath } from "../i18n/locales";
import { createServerI18n } from "../i18n/i18n.server";
import { htmlIn } from "../alerts/mail";
import type { Env } from "../lib/env.server";
import { absoluteUrl } from "../lib/meta";
import { hitRateLimit } from "../lib/rate-limit.server";
import { normaliseEmail } from "../mail/address";
import { canonicalAddress } from "../mail/budget.server";
import { enqueueBudgetedMail } from "../mail/outbox.server";
import { MY_DATA_LINK_HOURS } from "./periods";
import { PRIVACY_MAIL_TEXTS } from "./texts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Requests for a link from one network per hour (each mailbox also has its mail budget). */
export const MY_DATA_REQUESTS_PER_IP_PER_HOUR = 10;

type SiteEnv = Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">;

const withFunction = new WeakSet<Database.Database>();

/** The SQL function `mailbox_of(address)`: the canonical mailbox (budget.server.ts) on this connection. */
function mailboxSql(db: Db): Database.Database {
  const sqlite = db.$client;
  if (!withFunction.has(sqlite)) {
    sqlite.function("mailbox_of", { deterministic: true }, (value: unknown) => (typeof value === "string" ? canonicalAddress(value) : null));
    withFunction.add(sqlite);
  }
  return sqlite;
}

export interface MyData {
  /** A search alert (`kind` "search": its filters) or deadline reminders (`kind` "deadlines": the listings watched). */
  alerts: { id: number; kind: string; search: string; watching: string[]; frequency: AlertFrequency; confirmed: boolean; createdAt: string }[];
  listings: { id: number; title: string; status: ListingStatus; postedAt: string }[];
  reports: { id: number; title: string; reason: string; status: ReportStatus; details: string[]; createdAt: string }[];
  mails: { subject: string; kind: string; status: string; date: string }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Everything the board keeps for the mailbox `address` reaches; mails of the last 30 days. */
export function collectMyData(db: Db, address: string, now = Date.now()): MyData {
  const sqlite = mailboxSql(db);
  const mailbox = canonicalAddress(address);
  const alerts = sqlite
    .prepare("SELECT id, kind, search, frequency, confirmed_at, created_at FROM alerts WHERE mailbox_of(email) = ? ORDER BY id")
    .all(mailbox) as { id: number; kind: string; search: string; frequency: AlertFrequency; confirmed_at: number | null; created_at: number }[];
  // A watch names its listing by key: the opportunity's id, or minus an older job's id.
  const watched = sqlite.prepare(
    `SELECT coalesce(o.title, j.position_title, '') AS title FROM alert_watches w
       LEFT JOIN opportunities o ON w.listing_key > 0 AND o.id = w.listing_key
       LEFT JOIN job_listings j ON w.listing_key < 0 AND j.id = -w.listing_key
      WHERE w.alert_id = ? ORDER BY w.listing_key`,
  );
  const listings = sqlite
    .prepare(
      `SELECT o.id, o.title, o.status, o.posted_at FROM listing_posters p JOIN opportunities o ON o.id = p.opportunity_id
        WHERE mailbox_of(p.email) = ? ORDER BY o.id`,
    )
    .all(mailbox) as { id: number; title: string; status: ListingStatus; posted_at: number }[];
  const reports = sqlite
    .prepare(
      `SELECT r.id, coalesce(o.title, j.position_title, '') AS title, r.reason, r.status, r.details, r.created_at FROM listing_reports r
         LEFT JOIN opportunities o ON o.id = r.opportunity_id LEFT JOIN job_listings j ON j.id = r.job_id
        WHERE r.email IS NOT NULL AND mailbox_of(r.email) = ? ORDER BY r.id`,
    )
    .all(mailbox) as { id: number; title: string; reason: string; status: ReportStatus; details: string | null; created_at: number }[];
  const mails = sqlite
    .prepare(
      `SELECT subject, kind, status, coalesce(sent_at, created_at) AS at FROM outbox
        WHERE recipient <> '' AND created_at >= ? AND mailbox_of(recipient) = ? ORDER BY id DESC`,
    )
    .all(now - 30 * DAY, mailbox) as { subject: string; kind: string; status: string; at: number }[];
  return {
    alerts: alerts.map((a) => ({
      id: a.id,
      kind: a.kind,
      search: a.search,
      watching: a.kind === "deadlines" ? (watched.all(a.id) as { title: string }[]).map((w) => w.title) : [],
      frequency: a.frequency,
      confirmed: a.confirmed_at !== null,
      createdAt: iso(a.created_at),
    })),
    listings: listings.map((l) => ({ id: l.id, title: l.title, status: l.status, postedAt: iso(l.posted_at) })),
    reports: reports.map((r) => ({
      id: r.id,
      title: r.title,
      reason: r.reason,
      status: r.status,
      details: r.details ? (JSON.parse(r.details) as string[]) : [],
      createdAt: iso(r.created_at),
    })),
    mails: mails.map((m) => ({ subject: m.subject, kind: m.kind, status: m.status, date: iso(m.at) })),
  };
}

function holdsAnything(data: MyData): boolean {
  return data.alerts.length + data.listings.length + data.reports.length + data.mails.length > 0;
}

/**
 * Mails a link to `email` when the board keeps anything for its mailbox (within the mailbox's mail
 * budget); otherwise nothing. The caller answers the same either way; only the network's limit shows.
 */
export function requestMyDataLink(db: Db, env: SiteEnv, input: { email: string; language: Locale; ip: string }, now = Date.now()): { limited: boolean } {
  const byIp = hitRateLimit(db, `my-data-ip:${input.ip}`, { limit: MY_DATA_REQUESTS_PER_IP_PER_HOUR, windowMs: HOUR, now });
  if (!byIp.allowed) return { limited: true };
  const address = normaliseEmail(input.email);
  db.$client
    .transaction(() => {
      // Counted for the team by week, never with the address (the admin dashboard).
      recordInsightEvent(db, "my-data-request", now);
      if (!holdsAnything(collectMyData(db, address, now))) return;
      const token = newToken();
      const queued = enqueueBudgetedMail(db, env, myDataMail(env, input.language, address, token), now);
      if (queued === null) return;
      db.$client.prepare("INSERT INTO my_data_requests (token_hash, email, language, created_at) VALUES (?, ?, ?, ?)").run(tokenHash(token), address, input.language, now);
    })
    .immediate();
  return { limited: false };
}

function myDataMail(env: SiteEnv, language: Locale, to: string, token: string) {
  const { t } = createServerI18n(language, "privacyMail");
  const TEXT = PRIVACY_MAIL_TEXTS.link;
  const link = absoluteUrl(env.SITE_URL, localizePath(`/my-data/${token}`, language));
  const site = env.SITE_NAME;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const html = [t(TEXT.intro, { site: escape(site) }), `<a href="${escape(link)}">${t(TEXT.link)}</a>`, t(TEXT.ignore)].map((p) => `<p>${p}</p>`).join("\n");
  return {
    to,
    kind: "my-data-link",
    subject: t(TEXT.subject, { site }),
    text: [t(TEXT.intro, { site }), t(TEXT.linkLine, { link }), t(TEXT.ignore)].join("\n\n"),
    html: htmlIn(language, html),
    headers: { "Content-Language": language },
  };
}

/** The address a link opens, while it is younger than 24 hours; null otherwise. */
export function myDataRequestByToken(db: Db, token: string, now = Date.now()): { email: string; language: Locale } | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = db.$client
    .prepare("SELECT email, language FROM my_data_requests WHERE token_hash = ? AND created_at > ?")
    .get(tokenHash(token), now - MY_DATA_LINK_HOURS * HOUR) as { email: string; language: Locale } | undefined;
  return row ?? null;
}

export interface Erasure {
  alerts: number;
  listings: number;
  reports: number;
  mails: number;
}

/**
 * Erases what the board keeps for the mailbox `address` reaches: its alerts (with their links and
 * deliveries), the address on its listings (the listings stay, without mails or manage links), the
 * contact on its reports, the recipient (and sealed body) of its mails, and its "My data" links.
 * The mail budget's ledgers stay: they hold a keyed hash, not the address.
 */
export function eraseMyData(db: Db, address: string): Erasure {
  const sqlite = mailboxSql(db);
  const mailbox = canonicalAddress(address);
  return withSecureDelete(db, () =>
    sqlite
      .transaction(() => {
        const listingIds = sqlite.prepare("SELECT opportunity_id FROM listing_posters WHERE mailbox_of(email) = ?").pluck().all(mailbox) as number[];
        const removeLinks = sqlite.prepare("DELETE FROM manage_tokens WHERE opportunity_id = ?");
        for (const id of listingIds) removeLinks.run(id);
        const erasure: Erasure = {
          alerts: sqlite.prepare("DELETE FROM alerts WHERE mailbox_of(email) = ?").run(mailbox).changes,
          listings: sqlite.prepare("DELETE FROM listing_posters WHERE mailbox_of(email) = ?").run(mailbox).changes,
          reports: sqlite.prepare("UPDATE listing_reports SET email = NULL WHERE email IS NOT NULL AND mailbox_of(email) = ?").run(mailbox).changes,
          // A mail not yet sent is not sent; a sent one keeps its kind, status and times.
          mails:
            sqlite.prepare("DELETE FROM outbox WHERE status = 'queued' AND mailbox_of(recipient) = ?").run(mailbox).changes +
            sqlite.prepare("UPDATE outbox SET recipient = '', body = NULL WHERE recipient <> '' AND mailbox_of(recipient) = ?").run(mailbox).changes,
        };
        sqlite.prepare("DELETE FROM my_data_requests WHERE mailbox_of(email) = ?").run(mailbox);
        // The mailbox's "Your listings" links name the address too.
        sqlite.prepare("DELETE FROM mailbox_links WHERE mailbox_of(email) = ?").run(mailbox);
        return erasure;
      })
      .immediate(),
  );
}

/** "My data" requests per week (Monday, UTC), newest first, for the admin: counts only. */
export function myDataRequestsPerWeek(db: Db, weeks = 8, now = Date.now()): { week: string; requests: number }[] {
  const rows = db.$client
    .prepare(
      `SELECT date(day, '-' || ((cast(strftime('%w', day) AS integer) + 6) % 7) || ' days') AS week, sum(count) AS requests
         FROM insight_events WHERE kind = 'my-data-request' AND day >= date(?, 'unixepoch', ?) GROUP BY week ORDER BY week DESC`,
    )
    .all(Math.floor(now / 1000), `-${weeks * 7} days`) as { week: string; requests: number }[];
  return rows;
}
