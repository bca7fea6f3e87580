/**
 * What the team sees on /admin/insights: the last 12 weeks (Monday to Sunday, UTC) of
 * moderation, audience, alerts and reports, and the searches people make.
 */
import type { Db } from "../../db/client.server";
import { LOCALES, type Locale } from "../i18n/locales";
import { median } from "./listing-stats.server";
import { utcDay } from "./visitor-salt.server";
import { cleanSearchText } from "./counted-visitor.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEKS = 12;
/** A search text is shown only once this many distinct visitors asked it on one day. */
export const SEARCH_VISITOR_FLOOR = 3;
export const SEARCH_DAYS = 30;
export const TOP_SEARCHES = 20;

export interface WeekRow {
  /** The Monday the week starts, YYYY-MM-DD. */
  week: string;
  submissions: number;
  approvals: number;
  rejections: number;
  /** Median hours from submission to decision of the week's decisions, or null without any. */
  medianHoursToDecision: number | null;
  views: number;
  applyClicks: number;
  alertConfirmations: number;
  alertUnsubscribes: number;
  reports: number;
  /** Mails a stranger caused that their recipient's budget held back (app/mail/budget.server.ts). */
  mailsHeldBack: number;
  /** Views of the embeds on other sites (docs/decisions/393): their own source, apart from the board's listing views. */
  embedViews: number;
}

/** The Monday of the week of `at`. */
export function weekStart(at: number): string {
  const date = new Date(at);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(at - sinceMonday * DAY_MS);
}

const WEEK_OF_MS = (column: string) => `date(${column} / 1000, 'unixepoch', 'weekday 0', '-6 days')`;
const WEEK_OF_DAY = (column: string) => `date(${column}, 'weekday 0', '-6 days')`;

export function weeklyNumbers(db: Db, now = Date.now()): WeekRow[] {
  const weeks: string[] = [];
  for (let i = WEEKS - 1; i >= 0; i--) weeks.push(weekStart(now - i * 7 * DAY_MS));
  const fromDay = weeks[0]!;
  const fromMs = Date.parse(fromDay);
  const sqlite = db.$client;
  const byWeek = (sql: string, from: string | number) =>
    new Map((sqlite.prepare(sql).all(from) as { week: string; n: number }[]).map((r) => [r.week, r.n]));

  const submissions = byWeek(`SELECT ${WEEK_OF_MS("created_at")} AS week, count(*) AS n FROM opportunities WHERE created_at >= ? GROUP BY week`, fromMs);
  // A decision: a listing leaving "pending" for published or rejected (the audit log keeps every one).
  const decisions = sqlite
    .prepare(
      `SELECT ${WEEK_OF_MS("a.created_at")} AS week, a.status_after AS outcome, a.created_at - o.created_at AS waited
       FROM audit_log a LEFT JOIN opportunities o ON a.entity_type = 'opportunity' AND o.id = a.entity_id
       WHERE a.created_at >= ? AND a.entity_type IN ('opportunity', 'job') AND a.status_before = 'pending'
         AND a.status_after IN ('published', 'rejected')`,
    )
    .all(fromMs) as { week: string; outcome: string; waited: number | null }[];
  const audience = new Map(
    (
      sqlite
        .prepare(
          `SELECT ${WEEK_OF_DAY("day")} AS week, sum(views) AS views, sum(apply_clicks) AS applies
           FROM listing_daily_stats WHERE day >= ? GROUP BY week`,
        )
        .all(fromDay) as { week: string; views: number; applies: number }[]
    ).map((r) => [r.week, r]),
  );
  const events = sqlite
    .prepare(`SELECT ${WEEK_OF_DAY("day")} AS week, kind, sum(count) AS n FROM insight_events WHERE day >= ? GROUP BY week, kind`)
    .all(fromDay) as { week: string; kind: string; n: number }[];
  const reports = byWeek(`SELECT ${WEEK_OF_MS("created_at")} AS week, count(*) AS n FROM listing_reports WHERE created_at >= ? GROUP BY week`, fromMs);

  return weeks.map((week) => {
    const decided = decisions.filter((d) => d.week === week);
    const waits = decided.flatMap((d) => (d.waited === null ? [] : [d.waited]));
    const event = (kind: string) => events.find((e) => e.week === week && e.kind === kind)?.n ?? 0;
    return {
      week,
      submissions: submissions.get(week) ?? 0,
      approvals: decided.filter((d) => d.outcome === "published").length,
      rejections: decided.filter((d) => d.outcome === "rejected").length,
      medianHoursToDecision: waits.length ? Math.round((median(waits) / 3_600_000) * 10) / 10 : null,
      views: audience.get(week)?.views ?? 0,
      applyClicks: audience.get(week)?.applies ?? 0,
      alertConfirmations: event("alert-confirmed"),
      alertUnsubscribes: event("alert-unsubscribed"),
      reports: reports.get(week) ?? 0,
      mailsHeldBack: event("mail-held-back"),
      embedViews: event("embed-view"),
    };
  });
}

/** The submission waiting longest for review now: its age in hours, or null when none waits. */
export function oldestPendingHours(db: Db, now = Date.now()): number | null {
  const oldest = db.$client
    .prepare(
      `SELECT min(created_at) FROM (SELECT created_at FROM opportunities WHERE status = 'pending' AND archived = 0
       UNION ALL SELECT created_at FROM job_listings WHERE status = 'pending' AND archived = 0)`,
    )
    .pluck()
    .get() as number | null;
  return oldest === null ? null : Math.round((now - oldest) / 3_600_000);
}

export interface SearchRow {
  query: string;
  /** Distinct visitors, summed over the days the text passed the floor. */
  visitors: number;
  searches: number;
  /** The results bucket of the latest day: "0", "1-9" or "10+". */
  results: string;
  /** What search tried besides the words as typed, on the latest day: "", "expanded", "corrected" or both (decision 297). */
  tried: string;
}

const BUCKET_LABELS: Record<number, string> = { 0: "0", 1: "1-9", 10: "10+" };

/**
 * The searches of the last 30 days, most visitors first; only days on which at least 3 distinct
 * visitors asked a text count, so no one's rare search is shown. `zeroOnly`: those that found nothing.
 */
export function topSearches(db: Db, { zeroOnly = false, limit = TOP_SEARCHES as number | null, now = Date.now() } = {}): SearchRow[] {
  const rows = db.$client
    .prepare(
      `SELECT query, sum(visitors) AS visitors, sum(searches) AS searches,
         (SELECT results FROM search_daily_stats l WHERE l.query = s.query AND l.day >= :from AND l.visitors >= :floor
          ORDER BY l.day DESC LIMIT 1) AS results,
         (SELECT tried FROM search_daily_stats l WHERE l.query = s.query AND l.day >= :from AND l.visitors >= :floor
          ORDER BY l.day DESC LIMIT 1) AS tried
       FROM search_daily_stats s
       WHERE day >= :from AND visitors >= :floor ${zeroOnly ? "AND query <> ''" : ""}
       GROUP BY query
       ${zeroOnly ? "HAVING results = 0" : ""}
       ORDER BY visitors DESC, searches DESC, query
       LIMIT :limit`,
    )
    .all({ from: utcDay(now - (SEARCH_DAYS - 1) * DAY_MS), floor: SEARCH_VISITOR_FLOOR, limit: limit ?? -1 }) as {
    query: string;
    visitors: number;
    searches: number;
    results: number;
    tried: string;
  }[];
  // A text stored before searches were cleaned shows cleaned too (decision 308).
  return rows.map((r) => ({ ...r, query: cleanSearchText(r.query), results: BUCKET_LABELS[r.results] ?? String(r.results) }));
}

export interface LanguageRow {
  language: Locale;
  alerts: number;
  listings: number;
  /** The last 12 weeks' listing views, apply clicks and board searches on pages in this language (decision 291). */
  views: number;
  applyClicks: number;
  searches: number;
}

/**
 * Confirmed alerts, and listings posted, views, apply clicks and searches in the last 12 weeks, by the
 * language people used (decisions 283, 285, 291), for every language of app/i18n/locales.ts.
 */
export function languageNumbers(db: Db, now = Date.now()): LanguageRow[] {
  const sinceDay = weekStart(now - (WEEKS - 1) * 7 * DAY_MS);
  const since = Date.parse(sinceDay);
  const count = (sql: string, ...args: unknown[]) =>
    new Map((db.$client.prepare(sql).all(...args) as { language: string; n: number }[]).map((r) => [r.language, r.n]));
  const alerts = count("SELECT language, count(*) AS n FROM alerts WHERE confirmed_at IS NOT NULL GROUP BY language");
  const listings = count(
    "SELECT p.language, count(*) AS n FROM listing_posters p JOIN opportunities o ON o.id = p.opportunity_id WHERE o.created_at >= ? GROUP BY p.language",
    since,
  );
  const audience = new Map(
    (
      db.$client
        .prepare("SELECT language, sum(views) AS views, sum(apply_clicks) AS applyClicks FROM listing_language_stats WHERE day >= ? GROUP BY language")
        .all(sinceDay) as { language: string; views: number; applyClicks: number }[]
    ).map((r) => [r.language, r]),
  );
  const searches = count("SELECT language, sum(searches) AS n FROM search_language_stats WHERE day >= ? GROUP BY language", sinceDay);
  return LOCALES.map((language) => ({
    language,
    alerts: alerts.get(language) ?? 0,
    listings: listings.get(language) ?? 0,
    views: audience.get(language)?.views ?? 0,
    applyClicks: audience.get(language)?.applyClicks ?? 0,
    searches: searches.get(language) ?? 0,
  }));
}
