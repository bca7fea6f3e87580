/**
 * Counts listing views, apply clicks and board searches, privately and cheaply
 * (docs/decisions/235-counting-visitors.md):
 * - a visitor is a hash of the day's in-memory salt, their address, their user agent and
 *   what they did (view or apply of a listing, or a search text); no cookie, no address kept;
 * - each request only adds to maps in memory; every `flushSeconds` (and at shutdown) one
 *   transaction writes them: the hashes go to `visitor_marks` with INSERT OR IGNORE, and only
 *   a hash new there adds one to the day's count. Worker processes share the salt and the
 *   database, so a visitor seen by two workers is counted once;
 * - a crash (kill -9) loses what was gathered since the last write, at most `flushSeconds`;
 * - each count is also split by the language of the page (listing_language_stats and
 *   search_language_stats): a visitor counted once is counted under the language of that request.
 */
import { createHash } from "node:crypto";
import type { Db } from "../../db/client.server";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { utcDay, type VisitorSalt } from "./visitor-salt.server";

export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Counted per listing per day. */
export type ListingEvent = "view" | "apply";

/** Searches longer than this are cut before counting. */
export const MAX_COUNTED_QUERY = 100;
/** Counts are kept this many days; older daily rows are deleted. */
export const KEEP_DAYS = 400;
/** Enough pending marks to write at once, whatever the timer says (bounded memory). */
const MAX_PENDING = 50_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsightsCounter {
  listing(event: ListingEvent, slug: string, visitor: Visitor, at?: number, language?: Locale): void;
  search(query: string, visitor: Visitor, at?: number, language?: Locale): void;
  /** Writes what was gathered; returns how many marks it looked at. */
  flush(at?: number): number;
  /** Stops the timer and writes what is left (at shutdown). */
  stop(): void;
}

export interface CounterOptions {
  salt: VisitorSalt;
  flushSeconds: number;
  /** How many board results a search text finds (bucketed when written). */
  countResults: (query: string) => number;
  onError?: (error: unknown) => void;
}

/** Lower case, spaces collapsed, trimmed, at most 100 characters; "" is not a search. */
export function normaliseQuery(query: string): string {
  return query.toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_COUNTED_QUERY).trim();
}

/** 0, 1 (for 1-9) or 10 (for 10 and more). */
export function resultsBucket(count: number): number {
  return count <= 0 ? 0 : count < 10 ? 1 : 10;
}

interface ListingMark {
  day: string;
  event: ListingEvent;
  slug: string;
  language: Locale;
}

interface SearchMark {
  day: string;
  query: string;
}

export function createInsightsCounter(db: Db, options: CounterOptions): InsightsCounter {
  const sqlite = db.$client;
  let listingMarks = new Map<string, ListingMark>();
  let searchMarks = new Map<string, SearchMark>();
  /** Every search request (not only new visitors), by day and text. */
  let searchRequests = new Map<string, SearchMark & { count: number }>();
  /** Every search request by day and language of the board. */
  let searchLanguages = new Map<string, { day: string; language: Locale; count: number }>();
  let lastPurge = 0;

  const markSql = sqlite.prepare("INSERT OR IGNORE INTO visitor_marks (hash, day) VALUES (?, ?)");
  const opportunitySql = sqlite.prepare("SELECT id FROM opportunities WHERE slug = ?").pluck();
  const jobSql = sqlite.prepare("SELECT id FROM job_listings WHERE slug = ?").pluck();
  const listingSql = sqlite.prepare(
    `INSERT INTO listing_daily_stats (listing_key, day, views, apply_clicks) VALUES (?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET views = views + excluded.views, apply_clicks = apply_clicks + excluded.apply_clicks`,
  );
  const listingLanguageSql = sqlite.prepare(
    `INSERT INTO listing_language_stats (listing_key, day, language, views, apply_clicks) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET views = views + excluded.views, apply_clicks = apply_clicks + excluded.apply_clicks`,
  );
  const searchLanguageSql = sqlite.prepare(
    `INSERT INTO search_language_stats (day, language, searches) VALUES (?, ?, ?)
     ON CONFLICT DO UPDATE SET searches = searches + excluded.searches`,
  );
  const searchSql = sqlite.prepare(
    `INSERT INTO search_daily_stats (day, query, searches, visitors, results) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET searches = searches + excluded.searches, visitors = visitors + excluded.visitors,
       results = excluded.results`,
  );

  function visitorHash(day: string, subject: string, visitor: Visitor): string | null {
    const salt = options.salt.saltFor(day);
    if (!salt) return null;
    return createHash("sha256")
      .update(salt)
      .update(`${subject}\n${visitor.ip}\n${visitor.userAgent}`)
      .digest("base64url")
      .slice(0, 22); // 132 bits: no two visitors of a day share one
  }

  /** The listing's key (opportunity id, or minus the legacy job id), the same rule as its page. */
  function listingKey(slug: string, cache: Map<string, number | null>): number | null {
    if (cache.has(slug)) return cache.get(slug)!;
    const opportunity = opportunitySql.get(slug) as number | undefined;
    const job = opportunity === undefined ? (jobSql.get(slug) as number | undefined) : undefined;
    const key = opportunity ?? (job === undefined ? null : -job);
    cache.set(slug, key);
    return key;
  }

  type ListingRow = { key: number; day: string; language: Locale; views: number; applies: number };
  /** Adds a counted mark to its row of `rows`, keyed by `id`. */
  function add(rows: Map<string, ListingRow>, id: string, key: number, mark: ListingMark) {
    const row = rows.get(id) ?? { key, day: mark.day, language: mark.language, views: 0, applies: 0 };
    if (mark.event === "view") row.views++;
    else row.applies++;
    rows.set(id, row);
  }

  const write = sqlite.transaction((marks: Map<string, ListingMark>, searches: Map<string, SearchMark>, requests: typeof searchRequests, results: Map<string, number>, languages: typeof searchLanguages) => {
    const keys = new Map<string, number | null>();
    const listings = new Map<string, ListingRow>();
    const byLanguage = new Map<string, ListingRow>();
    for (const [hash, mark] of marks) {
      const key = listingKey(mark.slug, keys);
      if (key === null || markSql.run(hash, mark.day).changes === 0) continue;
      add(listings, `${key}\n${mark.day}`, key, mark);
      add(byLanguage, `${key}\n${mark.day}\n${mark.language}`, key, mark);
    }
    for (const row of listings.values()) listingSql.run(row.key, row.day, row.views, row.applies);
    for (const row of byLanguage.values()) listingLanguageSql.run(row.key, row.day, row.language, row.views, row.applies);
    for (const row of languages.values()) searchLanguageSql.run(row.day, row.language, row.count);
    const visitors = new Map<string, number>();
    for (const [hash, mark] of searches) {
      if (markSql.run(hash, mark.day).changes === 0) continue;
      const id = `${mark.day}\n${mark.query}`;
      visitors.set(id, (visitors.get(id) ?? 0) + 1);
    }
    for (const [id, request] of requests) {
      searchSql.run(request.day, request.query, request.count, visitors.get(id) ?? 0, resultsBucket(results.get(request.query) ?? 0));
    }
  });

  function purge(at: number) {
    if (at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    const yesterday = utcDay(at - DAY_MS);
    const oldest = utcDay(at - KEEP_DAYS * DAY_MS);
    sqlite.prepare("DELETE FROM visitor_marks WHERE day < ?").run(yesterday);
    sqlite.prepare("DELETE FROM listing_daily_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM search_daily_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM listing_language_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM search_language_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM insight_events WHERE day < ?").run(oldest);
  }

  function flush(at = Date.now()): number {
    const size = listingMarks.size + searchMarks.size + searchRequests.size;
    try {
      if (size > 0) {
        // The result counts are reads: taken before the write transaction, once per text.
        const results = new Map<string, number>();
        for (const request of searchRequests.values()) {
          if (!results.has(request.query)) results.set(request.query, options.countResults(request.query));
        }
        write.immediate(listingMarks, searchMarks, searchRequests, results, searchLanguages);
        listingMarks = new Map();
        searchMarks = new Map();
        searchRequests = new Map();
        searchLanguages = new Map();
      }
      purge(at);
    } catch (error) {
      // Kept for the next try (a busy database); nothing is lost while the process lives.
      options.onError?.(error);
    }
    return size;
  }

  function gathered(at: number) {
    if (listingMarks.size + searchMarks.size >= MAX_PENDING) flush(at);
  }

  const timer = setInterval(() => flush(), options.flushSeconds * 1000);
  timer.unref();

  return {
    listing(event, slug, visitor, at = Date.now(), language = DEFAULT_LOCALE) {
      const day = utcDay(at);
      // Not the language: a visitor who reads a listing in both languages is one visitor.
      const hash = visitorHash(day, `${event}\n${slug}`, visitor);
      if (!hash) return;
      if (!listingMarks.has(hash)) listingMarks.set(hash, { day, event, slug, language });
      gathered(at);
    },
    search(text, visitor, at = Date.now(), language = DEFAULT_LOCALE) {
      const query = normaliseQuery(text);
      if (!query) return;
      const day = utcDay(at);
      const hash = visitorHash(day, `search\n${query}`, visitor);
      if (!hash) return;
      searchMarks.set(hash, { day, query });
      const id = `${day}\n${query}`;
      const request = searchRequests.get(id) ?? { day, query, count: 0 };
      request.count++;
      searchRequests.set(id, request);
      const byLanguage = searchLanguages.get(`${day}\n${language}`) ?? { day, language, count: 0 };
      byLanguage.count++;
      searchLanguages.set(`${day}\n${language}`, byLanguage);
      gathered(at);
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
