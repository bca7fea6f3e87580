/**
 * Counts listing views, apply clicks and board searches, privately and cheaply
 * (docs/decisions/235-counting-visitors.md):
 * - a visitor is a hash of the day's in-memory salt, their network (IPv4 address, IPv6 /64; decision 308) and
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
import { cleanSearchText, type Visitor } from "./counted-visitor.server";

export type { Visitor };

/** Counted per listing per day. */
export type ListingEvent = "view" | "apply";

/** Counts are kept this many days; older daily rows are deleted. */
export const KEEP_DAYS = 400;
/** Enough pending marks to write at once, whatever the timer says (bounded memory). */
const MAX_PENDING = 50_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsightsCounter {
  listing(event: ListingEvent, slug: string, visitor: Visitor, at?: number, language?: Locale): void;
  search(query: string, visitor: Visitor, at?: number, language?: Locale): void;
  /** A view of an embed (docs/decisions/393): `subject` names the embed; counted once a day per visitor, as "embed-view". */
  embed?(subject: string, visitor: Visitor, at?: number, language?: Locale): void;
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
  /** What search tries for a text besides its words as typed ("", "expanded", "corrected", "expanded, corrected"). */
  triedFor?: (query: string) => string;
  onError?: (error: unknown) => void;
}

/**
 * The day's search statistics are bounded (decision 308): at most this many distinct texts a day,
 * and each visitor brings at most `MAX_NEW_SEARCHES_PER_VISITOR` new ones; past either, a new text
 * is counted in the "other" row.
 */
export const MAX_SEARCH_TEXTS_PER_DAY = 2000;
export const MAX_NEW_SEARCHES_PER_VISITOR = 20;
/** The "other" row's text: never a search (a search is never empty). */
export const OTHER_SEARCHES = "";

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

interface SearchRequests extends SearchMark {
  count: number;
  /** The hash of the first visitor who asked it in this batch: who brings it, if it is new. */
  bringer: string;
}

export function createInsightsCounter(db: Db, options: CounterOptions): InsightsCounter {
  const sqlite = db.$client;
  let listingMarks = new Map<string, ListingMark>();
  let searchMarks = new Map<string, SearchMark>();
  /** Every search request (not only new visitors), by day and text. */
  let searchRequests = new Map<string, SearchRequests>();
  /** Every search request by day and language of the board. */
  let searchLanguages = new Map<string, { day: string; language: Locale; count: number }>();
  /** Embed views by visitor hash: their day (docs/decisions/393). */
  let embedMarks = new Map<string, string>();
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
    `INSERT INTO search_daily_stats (day, query, searches, visitors, results, tried) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET searches = searches + excluded.searches, visitors = visitors + excluded.visitors,
       results = excluded.results, tried = excluded.tried`,
  );
  const embedSql = sqlite.prepare(
    `INSERT INTO insight_events (day, kind, count) VALUES (?, 'embed-view', ?) ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  const knownSearchSql = sqlite.prepare("SELECT 1 FROM search_daily_stats WHERE day = ? AND query = ?").pluck();
  const searchTextsSql = sqlite.prepare("SELECT count(*) FROM search_daily_stats WHERE day = ?").pluck();
  // No row back once the visitor's count is at the cap: the text is not theirs to add.
  const bringSql = sqlite
    .prepare(
      `INSERT INTO search_novelty (hash, day, count) VALUES (?, ?, 1)
       ON CONFLICT (hash) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count`,
    )
    .pluck();

  /** The row a text is counted in: its own when known or admitted today, else "other". */
  function searchRow(request: SearchRequests, texts: Map<string, number>): string {
    if (knownSearchSql.get(request.day, request.query)) return request.query;
    const today = texts.get(request.day) ?? (searchTextsSql.get(request.day) as number);
    const admitted = today < MAX_SEARCH_TEXTS_PER_DAY && bringSql.get(request.bringer, request.day, MAX_NEW_SEARCHES_PER_VISITOR) !== undefined;
    texts.set(request.day, admitted ? today + 1 : today);
    return admitted ? request.query : OTHER_SEARCHES;
  }

  function visitorHash(day: string, subject: string, visitor: Visitor): string | null {
    const salt = options.salt.saltFor(day);
    if (!salt) return null;
    return createHash("sha256")
      .update(salt)
      .update(`${subject}\n${visitor.network}`)
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

  const write = sqlite.transaction((marks: Map<string, ListingMark>, searches: Map<string, SearchMark>, requests: typeof searchRequests, results: Map<string, [number, string]>, languages: typeof searchLanguages, embeds: Map<string, string>) => {
    const embedViews = new Map<string, number>();
    for (const [hash, day] of embeds) {
      if (markSql.run(hash, day).changes > 0) embedViews.set(day, (embedViews.get(day) ?? 0) + 1);
    }
    for (const [day, views] of embedViews) embedSql.run(day, views);
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
    const texts = new Map<string, number>();
    for (const [id, request] of requests) {
      const query = searchRow(request, texts);
      const [found, tried] = query === OTHER_SEARCHES ? [0, ""] : (results.get(request.query) ?? [0, ""]);
      searchSql.run(request.day, query, request.count, visitors.get(id) ?? 0, resultsBucket(found), tried);
    }
  });

  function purge(at: number) {
    if (at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    const yesterday = utcDay(at - DAY_MS);
    const oldest = utcDay(at - KEEP_DAYS * DAY_MS);
    sqlite.prepare("DELETE FROM visitor_marks WHERE day < ?").run(yesterday);
    sqlite.prepare("DELETE FROM search_novelty WHERE day < ?").run(yesterday);
    sqlite.prepare("DELETE FROM listing_daily_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM search_daily_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM listing_language_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM search_language_stats WHERE day < ?").run(oldest);
    sqlite.prepare("DELETE FROM insight_events WHERE day < ?").run(oldest);
  }

  function flush(at = Date.now()): number {
    const size = listingMarks.size + searchMarks.size + searchRequests.size + embedMarks.size;
    try {
      if (size > 0) {
        // The result counts are reads: taken before the write transaction, once per text.
        const results = new Map<string, [number, string]>();
        for (const request of searchRequests.values()) {
          if (!results.has(request.query)) results.set(request.query, [options.countResults(request.query), options.triedFor?.(request.query) ?? ""]);
        }
        write.immediate(listingMarks, searchMarks, searchRequests, results, searchLanguages, embedMarks);
        embedMarks = new Map();
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
    if (listingMarks.size + searchMarks.size + embedMarks.size >= MAX_PENDING) flush(at);
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
      const query = cleanSearchText(text);
      if (!query) return;
      const day = utcDay(at);
      const hash = visitorHash(day, `search\n${query}`, visitor);
      if (!hash) return;
      searchMarks.set(hash, { day, query });
      const id = `${day}\n${query}`;
      const request = searchRequests.get(id) ?? { day, query, count: 0, bringer: visitorHash(day, "brings", visitor)! };
      request.count++;
      searchRequests.set(id, request);
      const byLanguage = searchLanguages.get(`${day}\n${language}`) ?? { day, language, count: 0 };
      byLanguage.count++;
      searchLanguages.set(`${day}\n${language}`, byLanguage);
      gathered(at);
    },
    embed(subject, visitor, at = Date.now()) {
      const day = utcDay(at);
      const hash = visitorHash(day, `embed\n${subject}`, visitor);
      if (!hash) return;
      embedMarks.set(hash, day);
      gathered(at);
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
