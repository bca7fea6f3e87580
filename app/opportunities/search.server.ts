/**
 * The public board's search (public-side.md §2, §3, §7).
 *
 * Both kinds of listing are searched together: opportunities (the current model,
 * with category, duration and stipend in opportunity_attributes) and published
 * legacy job listings, which appear under the Internships tab and open at
 * /jobs/{slug} (docs/decisions/042-legacy-jobs-on-the-board.md).
 *
 * Only published, unarchived listings that are still open (listing-rules.ts) are
 * found. Filters and sorting read `listing_facets`; a query goes through the FTS5
 * index `listing_search` (both keyed by the opportunity id, or minus the legacy job
 * id), ranked by bm25 with title and organisation weighted highest
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
import type { OpportunityType } from "./constants";
import { toFtsQuery } from "./fts-query";
import { prefixIndexed } from "./fts-stems.server";
import { type ListingKind, listingPath, openDeadlineCutoff } from "./listing-rules";
import { DURATION_STORED, EVERY_LISTING_NEWEST_FIRST, type SearchFilters } from "./search-params";
import { prepared } from "./statements.server";

/** bm25 weights, in column order: title, organization, description, requirements, skills, location, category. */
export const BM25_WEIGHTS = [10, 8, 2, 1.5, 4, 1, 3] as const;

/** One result, in the search-result shape of §3. */
export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  opportunityType: OpportunityType;
  location: string | null;
  /** Cities of an in-person or hybrid listing ("Pune, Mumbai"), null when none. */
  city: string | null;
  organization: { name: string; logo: string | null; verified: boolean };
  postedAt: string;
  expiresAt: string | null;
  featured: boolean;
  attributes: {
    category: string | null;
    stipend: string | null;
    duration: string | null;
    applicationUrl: string | null;
  };
}

/** A result as the board's pages use it: the §3 shape plus where its page lives. */
export interface ListingSummary extends SearchResult {
  kind: ListingKind;
  path: string;
  hasPaid: boolean | null;
  /** The organisation page's slug (legacy jobs have no organisation row). */
  organizationSlug: string | null;
}

/**
 * Narrows a search beyond the board's filters: one organisation's listings (its
 * page and feed), or only the given listing keys (job alert digests).
 */
export interface ListingScope {
  organizationId?: number;
  keys?: number[];
}

export interface SearchPage {
  /** Every match, counted up to COUNT_CAP (then `more` is true: "1,000+"). */
  total: number;
  /** There are more than `total` matches. */
  more?: boolean;
  items: ListingSummary[];
}

export interface SearchOptions {
  limit: number;
  offset?: number;
  /** Count every match (for the count label, Load More and X-Total-Count). */
  count?: boolean;
  /** The moment that decides which listings are still open (default: now; a given moment is never cached). */
  now?: number;
  /** Reuse an identical search's result for this many seconds while the data is unchanged (0 = off). */
  cacheSeconds?: number;
}

/** Strips what the §3 shape does not have. */
export function toSearchResult(item: ListingSummary): SearchResult {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    opportunityType: item.opportunityType,
    location: item.location,
    city: item.city,
    organization: item.organization,
    postedAt: item.postedAt,
    expiresAt: item.expiresAt,
    featured: item.featured,
    attributes: item.attributes,
  };
}

// ── SQL ──────────────────────────────────────────────────────────────────────
// Filters and sorts read `listing_facets` (one small row per listing, kept in sync
// by triggers, docs/decisions/043), so a search never touches the attribute rows
// or the wide listing rows of its candidates. Text goes through `listing_search`.

/** A legacy job closes at the earlier of its application deadline and its expiry date. */
const JOB_DEADLINE = `CASE WHEN j.application_deadline IS NULL THEN j.expiry_date
  WHEN j.expiry_date IS NULL THEN j.application_deadline
  ELSE min(j.application_deadline, j.expiry_date) END`;

interface Query {
  where: string;
  params: Record<string, string | number>;
  fts: string | null;
}

function buildQuery(filters: SearchFilters & ListingScope, now: number): Query {
  const params: Record<string, string | number> = { cutoff: openDeadlineCutoff(now) };
  const where = ["f.visible = 1", "(f.deadline IS NULL OR f.deadline > @cutoff)"];
  if (filters.type !== "all") {
    // Legacy jobs are stored with the type 'internship'.
    where.push("f.opportunity_type = @type");
    params.type = filters.type;
  }
  if (filters.featured !== undefined) where.push(`f.featured = ${filters.featured ? 1 : 0}`);
  // Verified organisations are few: SQLite lists their opportunities once per query (legacy jobs have none).
  if (filters.verified) {
    where.push(
      "f.key IN (SELECT o.id FROM organizations org JOIN opportunities o ON o.organization_id = org.id WHERE org.verified = 1)",
    );
  }
  if (filters.category !== "all") {
    where.push("f.category = @category");
    params.category = filters.category.toLowerCase();
  }
  if (filters.duration !== "any") {
    where.push("f.duration = @duration");
    params.duration = DURATION_STORED[filters.duration];
  }
  if (filters.stipend !== "all-options") where.push(`f.paid = ${filters.stipend === "paid" ? 1 : 0}`);
  // The location filter is hidden for fellowships (§2); worldwide means any.
  if (filters.location !== "worldwide" && filters.type !== "fellowship") {
    where.push(filters.location === "remote" ? "f.remote = 1" : "f.on_site = 1");
  }
  if (filters.organizationId !== undefined) {
    where.push("f.key IN (SELECT id FROM opportunities WHERE organization_id = @organizationId)");
    params.organizationId = filters.organizationId;
  }
  if (filters.keys !== undefined) {
    where.push("f.key IN (SELECT value FROM json_each(@keys))");
    params.keys = JSON.stringify(filters.keys);
  }
  if (filters.city) {
    where.push("instr(f.city, @city) > 0");
    params.city = `,${filters.city.trim().replace(/\s+/g, " ").toLowerCase()},`;
  }
  // A query of only punctuation has no words: it does not constrain the results.
  // The last word is a prefix when a prefix index serves it, otherwise a whole word (decision 166).
  const fts = filters.query ? toFtsQuery(filters.query, prefixIndexed) : null;
  if (fts) params.fts = fts;
  return { where: where.join(" AND "), params, fts };
}

const ORDER: Record<SearchFilters["sortBy"], string> = {
  relevant: "f.featured DESC, f.posted_at DESC, f.key DESC",
  recent: "f.posted_at DESC, f.key DESC",
  // Soonest deadline first, listings without a deadline last.
  deadline: "f.deadline IS NULL, f.deadline, f.posted_at DESC, f.key DESC",
};

/**
 * How many of the newest matches (per kind of listing, after the filters) a query's
 * relevance ranking considers. bm25 costs a few microseconds per match, so ranking
 * every match of a common word ("communities" matches almost every listing) costs
 * tens of milliseconds at 100,000 listings; ranking the newest few hundred costs a
 * bounded amount and, on a board where old listings close, loses little
 * (docs/decisions/160-bounded-relevance-ranking.md). A board with fewer matches
 * than this is ranked exactly as before.
 */
export const RANK_WINDOW = 500;
/** Counting stops here: the board says "1,000+" (decision 160). */
export const COUNT_CAP = 1000;

/** The newest RANK_WINDOW matches of each kind that pass the filters, with their bm25. */
function candidatesSql(q: Query): string {
  // FTS5 reads a term's matches in rowid order and stops at the LIMIT; opportunities
  // have positive keys (newest highest), legacy jobs negative ones (newest lowest).
  // CROSS JOIN keeps the FTS table as the outer loop, so bm25 is computed only for
  // the rows that pass the filters, up to the window.
  const part = (range: string, direction: string) =>
    `SELECT * FROM (SELECT f.key AS id, bm25(listing_search, ${BM25_WEIGHTS.join(", ")}) AS score, f.featured, f.posted_at
      FROM listing_search CROSS JOIN listing_facets f ON f.key = listing_search.rowid
      WHERE listing_search MATCH @fts AND listing_search.rowid ${range} AND ${q.where}
      ORDER BY listing_search.rowid ${direction} LIMIT ${RANK_WINDOW})`;
  return `${part("> 0", "DESC")} UNION ALL ${part("< 0", "ASC")}`;
}

const RANKED = "score, featured DESC, posted_at DESC, id DESC";

/**
 * A page within the ranked window. Each row also carries how many candidates of each
 * kind there are: a kind with fewer than RANK_WINDOW has all its matches there, so
 * the total needs no counting.
 */
function windowPageSql(q: Query): string {
  return `SELECT id, sum(id > 0) OVER () AS opportunities, sum(id < 0) OVER () AS jobs
    FROM (${candidatesSql(q)}) ORDER BY ${RANKED} LIMIT @limit OFFSET @offset`;
}

/**
 * A query whose every word is in most listings ranks like no query: bm25 gives such a
 * word its least weight, and ranking it would cost a pass over its whole doclist
 * (decision 167). The matches come in the board's order, found by walking the
 * filtered listings in that order and looking each up in the index.
 */
function commonPageSql(q: Query): string {
  return `SELECT f.key AS id FROM listing_facets f
    WHERE ${q.where} AND EXISTS (SELECT 1 FROM listing_search WHERE listing_search MATCH @fts AND listing_search.rowid = f.key)
    ORDER BY ${ORDER.relevant} LIMIT @limit OFFSET @offset`;
}

/** How many of the newest COMMON_PROBE opportunities decide whether a query's words are common. */
export const COMMON_PROBE = 1000;
const PROBE_FLOOR_SQL = `SELECT key FROM listing_facets WHERE key > 0 ORDER BY key DESC LIMIT 1 OFFSET ${COMMON_PROBE - 1}`;
// FTS5 uses a rowid bound only when it is an integer, and better-sqlite3 binds numbers as reals.
const PROBE_SQL = "SELECT count(*) FROM listing_search WHERE listing_search MATCH @fts AND rowid >= CAST(@floor AS INTEGER)";

/** More than half of the newest COMMON_PROBE opportunities match the query (boards with fewer are never "common"). */
function isCommonQuery(db: Db, fts: string): boolean {
  const floor = prepared(db, PROBE_FLOOR_SQL).pluck().get() as number | undefined;
  if (floor === undefined) return false;
  const matching = prepared(db, PROBE_SQL).pluck().get({ fts, floor }) as number;
  return matching * 2 > COMMON_PROBE;
}

function pageSql(q: Query, sortBy: SearchFilters["sortBy"], end: number): string {
  if (!q.fts) return `SELECT f.key AS id FROM listing_facets f WHERE ${q.where} ORDER BY ${ORDER[sortBy]} LIMIT @limit OFFSET @offset`;
  if (sortBy !== "relevant") {
    return `SELECT f.key AS id FROM listing_search JOIN listing_facets f ON f.key = listing_search.rowid
    WHERE listing_search MATCH @fts AND ${q.where} ORDER BY ${ORDER[sortBy]} LIMIT @limit OFFSET @offset`;
  }
  if (end <= RANK_WINDOW) return `SELECT id FROM (${candidatesSql(q)}) ORDER BY ${RANKED} LIMIT @limit OFFSET @offset`;
  // Past the ranked window: the remaining matches follow, featured first, then newest.
  return `WITH ranked AS (${candidatesSql(q)})
    SELECT id FROM (
      SELECT id, 0 AS tier, score, featured, posted_at FROM ranked
      UNION ALL
      SELECT f.key AS id, 1 AS tier, 0 AS score, f.featured, f.posted_at
        FROM listing_search JOIN listing_facets f ON f.key = listing_search.rowid
        WHERE listing_search MATCH @fts AND ${q.where} AND f.key NOT IN (SELECT id FROM ranked)
    ) ORDER BY tier, ${RANKED} LIMIT @limit OFFSET @offset`;
}

function countSql(q: Query): string {
  const matches = q.fts
    ? `SELECT 1 FROM listing_search JOIN listing_facets f ON f.key = listing_search.rowid
    WHERE listing_search MATCH @fts AND ${q.where}`
    : `SELECT 1 FROM listing_facets f WHERE ${q.where}`;
  return `SELECT count(*) AS total FROM (${matches} LIMIT ${COUNT_CAP + 1})`;
}

function pick(params: Record<string, string | number>, sqlText: string) {
  // better-sqlite3 rejects named parameters the statement does not use.
  return Object.fromEntries(Object.entries(params).filter(([key]) => sqlText.includes(`@${key}`)));
}

// ── Loading the rows of one page ─────────────────────────────────────────────

interface OpportunityRow {
  id: number;
  slug: string;
  title: string;
  type: OpportunityType;
  location: string | null;
  city: string | null;
  org_name: string;
  org_logo: string | null;
  org_slug: string | null;
  org_verified: number;
  posted_at: number;
  expires_at: number | null;
  featured: number;
  application_url: string | null;
}
interface AttributeRow {
  id: number;
  name: string;
  string_value: string | null;
  boolean_value: number | null;
}
interface JobRow {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  org_name: string;
  org_logo: string | null;
  posted_at: number;
  deadline: number | null;
  featured: number;
  category: string | null;
  duration: string | null;
  salary: string | null;
  application_url: string | null;
}

const OPPORTUNITY_ROWS_SQL = `SELECT o.id, o.slug, o.title, o.opportunity_type AS type, o.location, o.city,
    org.name AS org_name, org.logo AS org_logo, org.verified AS org_verified, org.slug AS org_slug, o.posted_at, o.expires_at, o.featured, o.application_url
  FROM opportunities o JOIN organizations org ON org.id = o.organization_id
  WHERE o.id IN (SELECT value FROM json_each(?))`;
const ATTRIBUTE_ROWS_SQL = `SELECT a.opportunity_id AS id, d.name, a.string_value, a.boolean_value
  FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id
  WHERE a.opportunity_id IN (SELECT value FROM json_each(?))
    AND d.name IN ('category', 'duration', 'stipend', 'hasPaid', 'applicationUrl')`;
const JOB_ROWS_SQL = `SELECT j.id, j.slug, j.position_title AS title, j.location, j.company_name AS org_name,
    j.company_logo AS org_logo, j.posted_at, ${JOB_DEADLINE} AS deadline, j.featured, j.category, j.duration,
    j.salary, j.application_url
  FROM job_listings j WHERE j.id IN (SELECT value FROM json_each(?))`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function loadSummaries(db: Db, ids: number[]): ListingSummary[] {
  const oppIds = ids.filter((id) => id > 0);
  const jobIds = ids.filter((id) => id < 0).map((id) => -id);
  const byId = new Map<number, ListingSummary>();
  if (oppIds.length) {
    const json = JSON.stringify(oppIds);
    const attributes = new Map<number, Record<string, string | number | null>>();
    for (const row of prepared(db, ATTRIBUTE_ROWS_SQL).all(json) as AttributeRow[]) {
      const values = attributes.get(row.id) ?? {};
      values[row.name] = row.name === "hasPaid" ? row.boolean_value : row.string_value;
      attributes.set(row.id, values);
    }
    for (const row of prepared(db, OPPORTUNITY_ROWS_SQL).all(json) as OpportunityRow[]) {
      const values = attributes.get(row.id) ?? {};
      const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : null);
      byId.set(row.id, {
        id: row.id,
        kind: "opportunity",
        path: listingPath("opportunity", row.type, row.slug),
        slug: row.slug,
        title: row.title,
        opportunityType: row.type,
        location: row.location,
        city: row.city,
        organization: { name: row.org_name, logo: row.org_logo, verified: row.org_verified === 1 },
        organizationSlug: row.org_slug,
        postedAt: iso(row.posted_at)!,
        expiresAt: iso(row.expires_at),
        featured: row.featured === 1,
        hasPaid: values.hasPaid === null || values.hasPaid === undefined ? null : values.hasPaid === 1,
        attributes: {
          category: text("category"),
          stipend: text("stipend"),
          duration: text("duration"),
          applicationUrl: row.application_url ?? text("applicationUrl"),
        },
      });
    }
  }
  if (jobIds.length) {
    for (const row of prepared(db, JOB_ROWS_SQL).all(JSON.stringify(jobIds)) as JobRow[]) {
      byId.set(-row.id, {
        id: -row.id,
        kind: "job",
        path: listingPath("job", "internship", row.slug),
        slug: row.slug,
        title: row.title,
        opportunityType: "internship",
        location: row.location,
        city: null,
        organization: { name: row.org_name, logo: row.org_logo, verified: false },
        organizationSlug: null,
        postedAt: iso(row.posted_at)!,
        expiresAt: iso(row.deadline),
        featured: row.featured === 1,
        hasPaid: null,
        attributes: {
          category: row.category,
          stipend: row.salary,
          duration: row.duration,
          applicationUrl: row.application_url,
        },
      });
    }
  }
  return ids.map((id) => byId.get(id)).filter((item): item is ListingSummary => item !== undefined);
}

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
  const q = buildQuery(filters, now);
  const params = { ...q.params, limit: options.limit, offset };
  let ids: number[];
  let counted: number | undefined;
  if (q.fts && filters.sortBy === "relevant" && isCommonQuery(db, q.fts)) {
    const text = commonPageSql(q);
    ids = (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
  } else if (q.fts && filters.sortBy === "relevant" && offset + options.limit <= RANK_WINDOW) {
    const text = windowPageSql(q);
    const rows = prepared(db, text).all(pick(params, text)) as { id: number; opportunities: number; jobs: number }[];
    ids = rows.map((r) => r.id);
    if (rows[0] && rows[0].opportunities < RANK_WINDOW && rows[0].jobs < RANK_WINDOW) {
      counted = rows[0].opportunities + rows[0].jobs;
    }
  } else {
    const text = pageSql(q, filters.sortBy, offset + options.limit);
    ids = (prepared(db, text).all(pick(params, text)) as { id: number }[]).map((r) => r.id);
  }
  // A short page tells the total without counting.
  let total = offset + ids.length;
  if (options.count !== false && (ids.length === options.limit || (ids.length === 0 && offset > 0))) {
    if (counted === undefined) {
      const countText = countSql(q);
      counted = (prepared(db, countText).get(pick(params, countText)) as { total: number }).total;
    }
    if (counted > COUNT_CAP) return { total: Math.max(COUNT_CAP, total), more: true, items: loadSummaries(db, ids) };
    total = counted;
  }
  return { total, items: loadSummaries(db, ids) };
}

/** The keys of every listing a search matches, in its order, without loading rows (job alert digests). */
export function searchListingKeys(db: Db, filters: SearchFilters & ListingScope, { now = Date.now() } = {}): number[] {
  const q = buildQuery(filters, now);
  const text = pageSql(q, filters.sortBy, Number.MAX_SAFE_INTEGER);
  const params = { ...q.params, limit: -1, offset: 0 };
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
  page: SearchPage;
}
const resultCaches = new WeakMap<Database.Database, { version: string; entries: Map<string, CacheEntry> }>();

function cachedSearch(db: Db, filters: SearchFilters & ListingScope, options: SearchOptions): SearchPage {
  const now = Date.now();
  const version = contentVersion(db);
  let cache = resultCaches.get(db.$client);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    resultCaches.set(db.$client, cache);
  }
  const key = JSON.stringify([filters, options.limit, options.offset ?? 0, options.count !== false]);
  const hit = cache.entries.get(key);
  if (hit && now - hit.at < options.cacheSeconds! * 1000) {
    // Least recently used goes first: move the hit to the end.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.page;
  }
  const page = runSearch(db, filters, options, now);
  cache.entries.delete(key);
  cache.entries.set(key, { at: now, page });
  if (cache.entries.size > CACHE_MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  return page;
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

/** What a result card needs (kept small: it is also the page's hydration data). */
export interface CardItem {
  id: number;
  path: string;
  title: string;
  organization: string;
  organizationSlug: string | null;
  logo: string | null;
  verified: boolean;
  type: OpportunityType;
  location: string | null;
  city: string | null;
  /** Legacy jobs are labelled "Job" (docs/decisions/142). */
  kind: ListingKind;
  category: string | null;
  duration: string | null;
  stipend: string | null;
  deadline: string | null;
  /** Only present when featured: the cards are the page's hydration data too. */
  featured?: true;
}

export function toCardItem(item: ListingSummary): CardItem {
  return {
    id: item.id,
    path: item.path,
    title: item.title,
    organization: item.organization.name,
    organizationSlug: item.organizationSlug,
    logo: item.organization.logo,
    verified: item.organization.verified,
    type: item.opportunityType,
    location: item.location,
    city: item.city,
    kind: item.kind,
    category: item.attributes.category,
    duration: item.attributes.duration,
    stipend: item.attributes.stipend || (item.hasPaid === false ? "Unpaid" : null),
    deadline: item.expiresAt,
    ...(item.featured ? { featured: true as const } : {}),
  };
}
