/**
 * Sending due digests. Matching is the board's own search (searchListingKeys,
 * the same query building as searchListings) restricted to the listings
 * published since the alert's last digest: no second filter implementation, and
 * every board filter applies. Each distinct search runs once per run.
 *
 * Work is claimed in immediate transactions, a batch of alerts at a time: the
 * transaction reads which alerts are due, moves their next run, records the
 * listings mailed and queues the mail (outbox). A second sender running at the
 * same time waits for the write lock and then finds those alerts no longer due,
 * so nothing is sent twice; a crash loses nothing that was committed.
 */
import type { Db } from "../../db/client.server";
import type { AlertFrequency } from "../../db/schema";
import type { Locale } from "../i18n/locales";
import type { Translator } from "../i18n/translate";
import type { Env } from "../lib/env.server";
import type { ScheduledJob } from "../lib/schedule.server";
import { enqueueMail } from "../mail/outbox.server";
import { filterNames } from "../taxonomy/filter-names.server";
import type { FilterNames } from "../search/filters-in-words";
import { HOME_DEFAULTS } from "../search/search-params";
import { type ListingSummary, searchListingKeys, searchListings } from "../search/search.server";
import { parseHomeSearchParams } from "../search/search-schema";
import { readRetention } from "../privacy/settings.server";
import { alertMailI18n, mintManageToken, nextRunAfter, purgeUnconfirmedAlerts } from "./alerts.server";
import { digestRenderer } from "./mail";
import { log } from "../lib/log.server";

export const DIGEST_MAX_ITEMS = 20;
const BATCH_SIZE = 100;
/**
 * Listings published shortly before the last digest are looked at again: an
 * approval that committed just after a digest started (its time taken before)
 * is not missed; the delivery record keeps it from being sent twice.
 */
const OVERLAP_MS = 10 * 60_000;

interface DueAlert {
  id: number;
  email: string;
  frequency: AlertFrequency;
  search: string;
  since_at: number;
  confirmed_at: number;
  language: Locale;
}

export interface DigestRun {
  checked: number;
  mailed: number;
  listings: number;
}

/** Publication time: approval for moderated listings, else when it was posted. */
const RECENT_SQL = `SELECT id AS key, coalesce(approved_at, posted_at) AS published FROM opportunities
   WHERE status = 'published' AND archived = 0 AND coalesce(approved_at, posted_at) > @since
 UNION ALL
 SELECT -id, max(coalesce(approved_at, 0), posted_at) FROM job_listings
   WHERE status = 'published' AND archived = 0 AND max(coalesce(approved_at, 0), posted_at) > @since`;

/**
 * Runs `fn` (synchronous: nothing else uses the connection meanwhile) with a TEMP copy of
 * `listing_facets` that holds only `keys`. Unqualified names resolve to the temp schema
 * first, so the board's search reads the few thousand new listings instead of scanning
 * its filter index over all of them; the statements re-prepare on their own when the
 * copy comes and goes. The results stay within `keys` either way (the search's keys
 * scope), so this only changes how fast they come.
 */
function withCandidateFacets<T>(db: Db, keys: number[], fn: () => T): T {
  const sqlite = db.$client;
  const ddl = sqlite
    .prepare("SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = 'listing_facets'")
    .pluck()
    .get() as string;
  sqlite.exec("DROP TABLE IF EXISTS temp.listing_facets");
  sqlite.exec(ddl.replace(/^CREATE TABLE\s+[`"]?listing_facets[`"]?/i, "CREATE TEMP TABLE listing_facets"));
  try {
    sqlite
      .prepare("INSERT INTO temp.listing_facets SELECT * FROM main.listing_facets WHERE key IN (SELECT value FROM json_each(?))")
      .run(JSON.stringify(keys));
    return fn();
  } finally {
    sqlite.exec("DROP TABLE IF EXISTS temp.listing_facets");
  }
}

/** Sends every digest due at `now` (queues the mails in the outbox). */
export function sendDueDigests(
  db: Db,
  env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">,
  { now = Date.now(), batchSize = BATCH_SIZE }: { now?: number; batchSize?: number } = {},
): DigestRun {
  const run: DigestRun = { checked: 0, mailed: 0, listings: 0 };
  const sqlite = db.$client;
  const dueSql = sqlite.prepare(
    `SELECT id, email, frequency, search, since_at, confirmed_at, language FROM alerts
      WHERE next_run_at <= ? AND confirmed_at IS NOT NULL ORDER BY next_run_at, id LIMIT ?`,
  );
  const deliveredSql = sqlite.prepare(
    "SELECT listing_key AS key FROM alert_deliveries WHERE alert_id = ? AND listing_key IN (SELECT value FROM json_each(?))",
  );
  const recordSql = sqlite.prepare("INSERT OR IGNORE INTO alert_deliveries (alert_id, listing_key, sent_at) VALUES (?, ?, ?)");
  const advanceSql = sqlite.prepare(
    "UPDATE alerts SET since_at = ?, next_run_at = ?, last_sent_at = coalesce(?, last_sent_at) WHERE id = ?",
  );

  // What is new at all this run: the listings published since the oldest due alert's last digest.
  const oldest = sqlite
    .prepare("SELECT min(since_at) AS since FROM alerts WHERE next_run_at <= ? AND confirmed_at IS NOT NULL")
    .get(now) as { since: number | null };
  if (oldest.since === null) return run;
  const published = new Map<number, number>();
  for (const row of sqlite.prepare(RECENT_SQL).iterate({ since: oldest.since - OVERLAP_MS }) as IterableIterator<{
    key: number;
    published: number;
  }>) {
    if (row.published <= now) published.set(row.key, row.published);
  }
  const candidates = [...published.keys()];
  // The board's search, once per distinct search in the run, over the new listings only.
  const matches = new Map<string, number[]>();
  const matching = (search: string) => {
    let keys = matches.get(search);
    if (!keys) {
      keys = candidates.length
        ? searchListingKeys(db, { ...parseHomeSearchParams(new URLSearchParams(search)), sortBy: "recent", keys: candidates }, { now })
        : [];
      matches.set(search, keys);
    }
    return keys;
  };
  // The due alerts' searches run before any write lock is taken, over facets of the new
  // listings only (an alert due later in the run is matched in its batch, over all).
  const dueSearches = sqlite
    .prepare("SELECT DISTINCT search FROM alerts WHERE next_run_at <= ? AND confirmed_at IS NOT NULL")
    .pluck()
    .all(now) as string[];
  if (candidates.length) withCandidateFacets(db, candidates, () => dueSearches.forEach(matching));
  const summaries = new Map<number, ListingSummary>();
  const loadSummaries = (keys: number[]) => {
    const missing = [...new Set(keys.filter((k) => !summaries.has(k)))];
    if (!missing.length) return;
    const page = searchListings(
      db,
      { ...HOME_DEFAULTS, type: "all", sortBy: "recent", keys: missing },
      { limit: missing.length, count: false, now },
    );
    for (const item of page.items) summaries.set(item.id, item);
  };
  const names = new Map<Locale, FilterNames>();
  const render = digestRenderer(env, (locale) => names.get(locale) ?? names.set(locale, filterNames(db, locale)).get(locale)!);
  const translators = new Map<Locale, Translator>();
  const i18nOf = (locale: Locale) => translators.get(locale) ?? translators.set(locale, alertMailI18n(locale)).get(locale)!;

  for (;;) {
    const done = sqlite
      .transaction(() => {
        const due = dueSql.all(now, batchSize) as DueAlert[];
        if (due.length === 0) return true;
        const fresh = due.map((alert) => {
          run.checked++;
          // The first digest covers exactly what was published since the confirmation.
          const since = alert.since_at - (alert.since_at > alert.confirmed_at ? OVERLAP_MS : 0);
          let keys = matching(alert.search).filter((key) => published.get(key)! > since);
          // Sent before: by the last digest (the overlap), or before an unpublish and republish.
          if (keys.length) {
            const sent = new Set((deliveredSql.all(alert.id, JSON.stringify(keys)) as { key: number }[]).map((r) => r.key));
            keys = keys.filter((key) => !sent.has(key));
          }
          // Newest publication first.
          keys.sort((a, b) => published.get(b)! - published.get(a)! || b - a);
          return { alert, keys };
        });
        loadSummaries(fresh.flatMap(({ keys }) => keys.slice(0, DIGEST_MAX_ITEMS)));
        for (const { alert, keys } of fresh) {
          const items = keys
            .slice(0, DIGEST_MAX_ITEMS)
            .map((key) => summaries.get(key))
            .filter((item): item is ListingSummary => item !== undefined);
          const mailed = items.length > 0;
          if (mailed) {
            const manageToken = mintManageToken(db, alert.id, now);
            enqueueMail(db, env, render({ to: alert.email, search: alert.search, items, total: keys.length, manageToken, i18n: i18nOf(alert.language) }));
            for (const item of items) recordSql.run(alert.id, item.id, now);
            run.mailed++;
            run.listings += items.length;
          }
          advanceSql.run(now, nextRunAfter(now, alert.frequency), mailed ? now : null, alert.id);
        }
        return false;
      })
      .immediate();
    if (done) break;
  }
  return run;
}

/** When the next confirmed alert's digest falls due after `now` (null when none waits), for operators. */
export function nextDigestDue(db: Db, now = Date.now()): { at: number; alerts: number } | null {
  const row = db.$client
    .prepare("SELECT min(next_run_at) AS at, count(*) AS alerts FROM alerts WHERE confirmed_at IS NOT NULL AND next_run_at > ?")
    .get(now) as { at: number | null; alerts: number };
  return row.at === null ? null : { at: row.at, alerts: row.alerts };
}

/** The hourly job: unconfirmed alerts past their period (a setting, 7 days) go, due digests are queued. */
export function runAlertSchedule(db: Db, env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">, now = Date.now()) {
  const purged = purgeUnconfirmedAlerts(db, now, readRetention(db).unconfirmedAlert * 86_400_000);
  return { purged, ...sendDueDigests(db, env, { now }) };
}

/** Registered in server/background.ts: hourly, at minute 7 (off the hour everyone else uses). */
export const alertDigestJob: ScheduledJob = {
  name: "alert-digests",
  pattern: "7 * * * *",
  run: ({ db, env, now }) => {
    const result = runAlertSchedule(db, env, now.getTime());
    if (result.mailed || result.purged) log.info({ event: "alerts", ...result }, "alerts: digests queued");
  },
};
