/**
 * The public board's search.
 *
 * Both kinds of listing are searched together: opportunities (the current model,
 * with category, duration and stipend in opportunity_attributes) and published
 * legacy job listings, which appear under the Internships tab and open at
 * /jobs/{slug} (docs/decisions/042-legacy-jobs-on-the-board.md).
 *
 * Only published, unarchived listings that are still open (listing-rules.ts) are
 * found. Filters and sorting read `listing_facets` (keyed by the opportunity id, or minus
 * the legacy job id); a query goes through the FTS5 index `listing_search` (the same
 * listings, the legacy jobs' rows above the opportunities': index-rows.ts),
 * ranked by bm25 with title and organisation weighted highest
 * (docs/decisions/043-board-search-performance.md, 047-filter-semantics.md).
 *
 * A search runs in two steps: one query finds the ids of the page (filters, sort,
 * limit; no text columns) and, when the page is full, another counts the matches
 * up to a cap; relevance ranks a bounded window of the newest matches (decision 160);
 * then the page's rows are loaded with just the columns the result shape needs and
 * their attributes in one query (no N+1).
 */
import type Database from "better-sqlite3";
import { contentVersion, type Db } from "../../db/client.server";
import { EVERY_LISTING_NEWEST_FIRST, type SearchFilters } from "./search-params";
import {
  buildQuery,
  commonPageSql,
  COUNT_CAP,
  countBelowSql,
  countSql,
  matchingShare,
  pageSql,
  pastWindowSql,
  pick,
  type Query,
  type QueryParams,
  RANK_WINDOW,
  TYPE_COUNT_SCAN,
  typeCountsSql,
  windowBounds,
  windowPageSql,
} from "./search-query.server";
import { loadSummaries } from "./search-rows.server";
import { walkedPage, walkedPlan } from "./walked-page.server";
import { type TieredWindow, tieredWindow } from "./search-tiers.server";
import type { ListingScope, ListingSummary, SearchOptions, SearchPage, TypeCounts } from "./search-results";
import { prepared } from "../lib/statements.server";

export { BM25_WEIGHTS, COMMON_PROBE, COUNT_CAP, RANK_WINDOW } from "./search-query.server";
export { loadSummaries } from "./search-rows.server";
export { triedLabel, understandQuery, understoodQuery, type UnderstoodQuery } from "./understand-query.server";
export {
  type CardItem,
  type ListingScope,
  type ListingSummary,
  type SearchOptions,
  type SearchPage,
  type SearchResult,
  type TypeCounts,
  toCardItem,
  toSearchResult,
} from "./search-results";
import { countCacheLookup } from "../lib/metrics.server";

/**
 * Searches the public board. Results are in the §3 search-result shape (plus
 * `kind`, `path` and `hasPaid` for our own pages); legacy jobs carry the negative
 * of their id, the same key as in the search index.
 */
export function searchListings(db: Db, filters: SearchFilters & ListingScope, options: SearchOptions): SearchPage {
  if (!options.cacheSeconds || options.now !== undefined) return runSearch(db, filters, options, Date.now());
  return cachedSearch(db, filters, options);
}

function runSearch(db: Db, filters: SearchFilters & ListingScope, options: SearchOptions, defaultNow: number): SearchPage {
  const now = options.now ?? defaultNow;
  const offset = options.offset ?? 0;
  const q = buildQuery(filters, now, db);
  const params = { ...q.params, limit: options.limit, offset };
  let ids: number[];
  let counted: number | undefined;
  let fullWindow: (WindowRow & { oldest: number }) | undefined;
  let typeCounts: TypeCounts | undefined;
  // A search of every type without a location: the tabs' filters are the page's, so a ranked window begins them.
  const fromWindow = options.typeCounts === true && filters.type === "all" && filters.location === "worldwide";
  const share = q.fts && filters.sortBy === "relevant" ? matchingShare(db, q.fts) : null;
  if (q.fts && share !== null && share * 2 > 1) {
    // Common words rank like no query (decision 167): the board's order, walked row by row or in batches.
    const plan = walkedPlan(db, q, "relevant", offset + options.limit, share);
    const walked = plan ? walkedPage(db, q, "relevant", plan, offset, options.limit) : null;
    if (walked) ids = walked;
    else {
      const text = commonPageSql(q);
      ids = (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
    }
  } else if (q.fts && filters.sortBy === "relevant" && offset + options.limit <= RANK_WINDOW && (q.understood?.tiers.length ?? 0) > 1) {
    const window = tieredWindow(db, q, params);
    if (fromWindow) typeCounts = typeCountsFromWindow(db, q, window);
    ids = window.ids.slice(offset, offset + options.limit);
    if (window.jobs < RANK_WINDOW) {
      if (window.opportunities < RANK_WINDOW) counted = window.opportunities + window.jobs;
      else if (window.oldest !== null) fullWindow = { id: 0, opportunities: window.opportunities, jobs: window.jobs, oldest: window.oldest };
    }
  } else if (q.fts && filters.sortBy === "relevant" && offset + options.limit <= RANK_WINDOW) {
    const text = windowPageSql(q);
    const rows = prepared(db, text).all(pick({ ...params, ...windowBounds(db, q) }, text)) as WindowRow[];
    ids = rows.map((r) => r.id);
    const first = rows[0];
    if (first && first.jobs < RANK_WINDOW) {
      if (first.opportunities < RANK_WINDOW) counted = first.opportunities + first.jobs;
      else if (first.oldest !== null) fullWindow = { ...first, oldest: first.oldest };
    }
  } else if (q.fts && filters.sortBy === "relevant") {
    // Past the first RANK_WINDOW results: the whole window, then the matches it left out.
    const window = rankedWindow(db, q, params);
    if (fromWindow && window.types) typeCounts = typeCountsFromWindow(db, q, window);
    ids = window.ids.slice(offset, offset + options.limit);
    if (ids.length < options.limit) ids.push(...pastWindow(db, q, window, Math.max(0, offset - window.ids.length), options.limit - ids.length));
    if (window.jobs < RANK_WINDOW) {
      if (window.opportunities < RANK_WINDOW) counted = window.opportunities + window.jobs;
      else if (window.oldest !== null) fullWindow = { id: 0, opportunities: window.opportunities, jobs: window.jobs, oldest: window.oldest };
    }
  } else {
    // A frequent word under another sort: its matches found by walking that sort's order, when cheaper.
    const plan = filters.sortBy === "relevant" ? null : walkedPlan(db, q, filters.sortBy, offset + options.limit);
    const walked = plan ? walkedPage(db, q, filters.sortBy, plan, offset, options.limit) : null;
    if (walked) ids = walked;
    else {
      const text = pageSql(q, filters.sortBy, offset + options.limit);
      ids = (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
    }
  }
  if (options.typeCounts && filters.query && !typeCounts) typeCounts = searchTypeCounts(db, filters, { now });
  const withCounts = (page: SearchPage): SearchPage => (typeCounts ? { ...page, typeCounts } : page);
  // A short page tells the total without counting.
  let total = offset + ids.length;
  if (options.count !== false && (ids.length === options.limit || (ids.length === 0 && offset > 0))) {
    const known = options.knownTotal ?? (typeCounts && totalFromTypeCounts(filters, typeCounts));
    if (known?.more) return withCounts({ total: Math.max(COUNT_CAP, total), more: true, items: loadSummaries(db, ids), ...correction(q) });
    if (known) return withCounts({ total: known.total, items: loadSummaries(db, ids), ...correction(q) });
    if (counted === undefined && fullWindow) counted = countPastWindow(db, q, fullWindow);
    if (counted === undefined) {
      const countText = countSql(q);
      counted = (prepared(db, countText).get(pick(params, countText)) as { total: number }).total;
    }
    if (counted > COUNT_CAP) return withCounts({ total: Math.max(COUNT_CAP, total), more: true, items: loadSummaries(db, ids), ...correction(q) });
    total = counted;
  }
  return withCounts({ total, items: loadSummaries(db, ids), ...correction(q) });
}

/**
 * The tab counts of a search of every type without a location, begun from its ranked window
 * (docs/decisions/467-tab-counts-from-the-ranked-window.md): the tabs count the newest TYPE_COUNT_SCAN matches,
 * opportunities first, then legacy jobs from the oldest, under the page's own filters, and the window holds the
 * newest RANK_WINDOW opportunities and every legacy job it ranks. So the window's opportunities are counted as
 * they are, the walk goes on below the oldest of them, and the legacy jobs are counted from the window when it
 * holds them all.
 */
function typeCountsFromWindow(db: Db, q: Query, window: TieredWindow): TypeCounts {
  const scan = new TypeScan();
  const candidates = window.types ?? [];
  const opportunities = candidates.filter((row) => row.id > 0);
  for (const row of opportunities) scan.add(row.type, 1);
  if (opportunities.length >= RANK_WINDOW && window.oldest !== null) scan.walk(db, q, "below", { below: window.oldest });
  if (scan.room() > 0 && q.jobsPass) {
    const jobs = candidates.filter((row) => row.id < 0);
    // Every legacy job that passes is in the window: the oldest first (the largest key, minus the smallest id).
    if (jobs.length < RANK_WINDOW) for (const row of jobs.sort((a, b) => b.id - a.id).slice(0, scan.room())) scan.add(row.type, 1);
    else scan.walk(db, q, "jobs");
  }
  return scan.result();
}

/** A query's tab counts as its walk of the newest TYPE_COUNT_SCAN matches adds them up. */
class TypeScan {
  private readonly counts = { internship: 0, fellowship: 0, course: 0, job: 0 };
  private seen = 0;

  add(type: string, n: number) {
    if (type in this.counts) this.counts[type as keyof typeof this.counts] += n;
    this.seen += n;
  }

  /** How many more matches the scan reads. */
  room() {
    return TYPE_COUNT_SCAN - this.seen;
  }

  /** One part of the walk (typeCountsSql), as far as the scan's room. */
  walk(db: Db, q: Query, part: "opportunities" | "below" | "jobs", extra: QueryParams = {}) {
    const text = typeCountsSql(q, part);
    for (const row of prepared(db, text).all(pick({ ...q.params, ...extra, scan: this.room() }, text)) as { type: string; n: number }[]) this.add(row.type, row.n);
  }

  /** After a stopped walk every count is "at least". */
  result(): TypeCounts {
    const capped = this.room() <= 0;
    return { counts: this.counts, more: { internship: capped, fellowship: capped, course: capped, job: capped }, capped };
  }
}

/** The corrected query, when a misspelt word was corrected (the page says "Showing results for …"). */
const correction = (q: Query) => (q.understood?.corrected ? { corrected: q.understood.corrected } : {});

interface WindowRow {
  id: number;
  opportunities: number;
  jobs: number;
  /** The oldest opportunity in the window. */
  oldest: number | null;
}

/** The ranked window's keys, best first (by tier when the query has several). */
function rankedWindow(db: Db, q: Query, params: QueryParams): TieredWindow {
  if ((q.understood?.tiers.length ?? 0) > 1) return tieredWindow(db, q, params);
  const text = windowPageSql(q);
  const rows = prepared(db, text).all(pick({ ...params, ...windowBounds(db, q), limit: -1, offset: 0 }, text)) as WindowRow[];
  return { ids: rows.map((r) => r.id), opportunities: rows[0]?.opportunities ?? 0, jobs: rows[0]?.jobs ?? 0, oldest: rows[0]?.oldest ?? null };
}

/**
 * A page of the matches the window left out: a kind with a full window has more below its oldest
 * key; the other kind has none (its range is empty).
 */
function pastWindow(db: Db, q: Query, window: { ids: number[] }, offset: number, limit: number): number[] {
  const opportunities = window.ids.filter((id) => id > 0);
  const jobs = window.ids.filter((id) => id < 0);
  const below = opportunities.length >= RANK_WINDOW ? Math.min(...opportunities) : 1;
  const above = jobs.length >= RANK_WINDOW ? Math.max(...jobs) : -1;
  const text = pastWindowSql(q);
  const params = { ...q.params, below, above, need: offset + limit, limit, offset };
  return (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
}

/**
 * The capped count after a full window of opportunities (and every legacy job match in the
 * window): those are known, so only the opportunities older than the window's are counted.
 */
function countPastWindow(db: Db, q: Query, row: WindowRow & { oldest: number }): number {
  const known = row.opportunities + row.jobs;
  const text = countBelowSql(q);
  const params = pick({ ...q.params, below: row.oldest, rest: COUNT_CAP + 1 - known }, text);
  return known + (prepared(db, text).get(params) as { total: number }).total;
}

/**
 * How many listings of each tab's type a search matches (its type aside), in one
 * grouped query: the tab counts of a search typed in the search box. Counted over
 * the newest TYPE_COUNT_SCAN matches, so a common word costs what the board's own
 * capped count does; then `capped` says every count is a lower bound.
 */
export function searchTypeCounts(
  db: Db,
  filters: SearchFilters & ListingScope,
  options: { cacheSeconds?: number; now?: number } = {},
): TypeCounts {
  const run = (now: number): TypeCounts => {
    const q = buildQuery(filters, now, db, { byType: true });
    if (!q.fts) {
      // Each type was counted on its own up to the cap: a count past it is "1,000+", any other is exact.
      const text = typeCountsSql(q);
      const counts = { internship: 0, fellowship: 0, course: 0, job: 0 };
      const more = { internship: false, fellowship: false, course: false, job: false };
      for (const row of prepared(db, text).all(pick(q.params, text)) as { type: string; n: number }[]) {
        if (row.type in counts) [counts[row.type as keyof typeof counts], more[row.type as keyof typeof more]] = [Math.min(row.n, COUNT_CAP), row.n > COUNT_CAP];
      }
      return { counts, more, capped: false };
    }
    const scan = new TypeScan();
    scan.walk(db, q, "opportunities");
    // The legacy jobs come after the opportunities, as far as the scan goes.
    if (scan.room() > 0 && q.jobsPass) scan.walk(db, q, "jobs");
    return scan.result();
  };
  if (!options.cacheSeconds || options.now !== undefined) return run(options.now ?? Date.now());
  const { type: _type, ...rest } = filters;
  return cached(db, JSON.stringify(["types", rest]), options.cacheSeconds, run);
}

/** The API's X-Type-Counts header: "internship=12, fellowship=3, course=1+" ("+": at least). */
export function typeCountsHeader(filters: SearchFilters & ListingScope, typeCounts: TypeCounts): string {
  const counts = { ...typeCounts.counts };
  // The API's internships include the legacy jobs (decision 316); jobs are also counted on their own.
  if (filters.jobsAsInternships) counts.internship += counts.job;
  return (Object.keys(counts) as (keyof typeof counts)[]).map((type) => `${type}=${counts[type]}${typeCounts.more[type] ? "+" : ""}`).join(", ");
}

/**
 * A search's total as its tab counts tell it, or null when they do not (docs/decisions/465-one-count-per-search.md).
 * They count the same matches under the same filters, each tab apart: a tab's count is exact unless counting
 * stopped early (`capped`, a query's scan of its newest matches) or passed COUNT_CAP (`more`). A stopped count
 * still says that a search of every type has more than COUNT_CAP; a location filter leaves fellowships out of
 * the tabs' filters but not out of such a search's, so one under a location filter is counted on its own.
 */
export function totalFromTypeCounts(filters: SearchFilters & ListingScope, { counts, more, capped }: TypeCounts): { total: number; more: boolean } | null {
  const every = Object.keys(counts) as (keyof typeof counts)[];
  const types = filters.type === "all" ? every : filters.type === "internship" && filters.jobsAsInternships ? (["internship", "job"] as const) : [filters.type];
  if (filters.type === "all" && filters.location !== "worldwide") return null;
  if (capped) return filters.type === "all" ? { total: COUNT_CAP, more: true } : null;
  const total = types.reduce((sum, type) => sum + counts[type], 0);
  return types.some((type) => more[type]) || total > COUNT_CAP ? { total: COUNT_CAP, more: true } : { total, more: false };
}

/** The keys of every listing a search matches, in its order, without loading rows (job alert digests). */
export function searchListingKeys(db: Db, filters: SearchFilters & ListingScope, { now = Date.now() } = {}): number[] {
  const q = buildQuery(filters, now, db);
  const text = pageSql(q, filters.sortBy, Number.MAX_SAFE_INTEGER);
  const params = { ...q.params, ...(q.fts && filters.sortBy === "relevant" ? windowBounds(db, q) : {}), limit: -1, offset: 0 };
  return (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
}

// ── Result cache ─────────────────────────────────────────────────────────────
// The board is read far more than it is written, and many visitors run the same
// searches (the first page of each tab, popular words). A result is reused while
// the public content version is unchanged (db/content-version.ts: bumped by
// triggers with any change to what the board shows, in any process; sessions and
// rate limits do not touch it) and for at most `cacheSeconds`, so a listing whose
// deadline passes leaves the board soon after. docs/decisions/043, 161.

const CACHE_MAX_ENTRIES = 500;
interface CacheEntry {
  at: number;
  value: unknown;
}
const resultCaches = new WeakMap<Database.Database, { version: string; entries: Map<string, CacheEntry> }>();

function cachedSearch(db: Db, filters: SearchFilters & ListingScope, options: SearchOptions): SearchPage {
  const key = JSON.stringify([filters, options.limit, options.offset ?? 0, options.count !== false, options.typeCounts === true]);
  return cached(db, key, options.cacheSeconds!, (now) => runSearch(db, filters, options, now));
}

function cached<T>(db: Db, key: string, cacheSeconds: number, compute: (now: number) => T): T {
  const now = Date.now();
  const version = contentVersion(db);
  let cache = resultCaches.get(db.$client);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    resultCaches.set(db.$client, cache);
  }
  const hit = cache.entries.get(key);
  if (hit && now - hit.at < cacheSeconds * 1000) {
    // Least recently used goes first: move the hit to the end.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    countCacheLookup("search", "hit");
    return hit.value as T;
  }
  countCacheLookup("search", "miss");
  const value = compute(now);
  cache.entries.delete(key);
  cache.entries.set(key, { at: now, value });
  if (cache.entries.size > CACHE_MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  return value;
}

/** The Featured Opportunities carousel: featured listings of every type, newest first. */
export const FEATURED_LIMIT = 6;
export function featuredListings(
  db: Db,
  { now, cacheSeconds = 0 }: { now?: number; cacheSeconds?: number } = {},
): ListingSummary[] {
  return searchListings(
    db,
    { ...EVERY_LISTING_NEWEST_FIRST, featured: true },
    { limit: FEATURED_LIMIT, count: false, now, cacheSeconds },
  ).items;
}
