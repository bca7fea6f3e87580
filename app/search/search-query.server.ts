/**
 * The board search's SQL: filters and sort over `listing_facets`, the FTS5 match
 * and its bm25 ranking in a bounded window of the newest matches, the common-word
 * probe and the capped count (docs/decisions/043, 047, 160). It builds text and
 * parameters only; search.server.ts runs them.
 */
import type { Db } from "../../db/client.server";
import { canonicalCity, canonicalState, placeKey } from "../taxonomy/cities";
import { type UnderstoodQuery, understoodQuery } from "./understand-query.server";
import { openDeadlineCutoff } from "../opportunities/listing-rules";
import { DURATION_STORED, LISTING_TYPES, POSTED_WITHIN_HOURS, type SearchFilters } from "./search-params";
import type { ListingScope } from "./search-results";
import { prepared } from "../lib/statements.server";
import { causeFilter } from "~/causes/filter.server";
import { whoFilterClauses } from "~/eligibility/filter";
import { whoKeysFilter } from "~/eligibility/filter-keys.server";
import { JOB_ROWIDS } from "./index-rows";

/** bm25 weights, in column order: title, organization, description, requirements, skills, location, category. */
export const BM25_WEIGHTS = [10, 8, 2, 1.5, 4, 1, 3] as const;

/** A legacy job closes at the earlier of its application deadline and its expiry date. */
export const JOB_DEADLINE = `CASE WHEN j.application_deadline IS NULL THEN j.expiry_date
  WHEN j.expiry_date IS NULL THEN j.application_deadline
  ELSE min(j.application_deadline, j.expiry_date) END`;

/** Named parameters; a cause mask is a 64-bit integer (bigint). */
export type QueryParams = Record<string, string | number | bigint>;

export interface Query {
  where: string;
  params: QueryParams;
  /** The FTS5 query that finds the results: the widest of `understood.tiers`. */
  fts: string | null;
  /** What the query's words mean (tiers of alternatives, types, pay, corrections); null without a query. */
  understood: UnderstoodQuery | null;
  /** For a search by cause with text: the causes' keys (`lc.key`), which matches are checked against first. */
  causeKeys: string | null;
  /**
   * Sets of keys every result is in (verified organisations' listings, a place's, an organisation's): a
   * query's matches are checked against them before their facet row is read, as against the causes' keys.
   */
  keySets: string[];
  /** `where` without the key sets' conditions: what a match that passed them (matched()) is still checked against. */
  matchWhere: string;
  /**
   * Whether the board's order can be walked through the facet indexes: no filter reads the listings
   * from a list of keys (a cause, a rare who-can-apply value) and none fixes `featured`.
   */
  walksIndex: boolean;
  /** No filter but the listing's type (or pay a query's words name): a walk in the board's order meets matches at the query's own rate. */
  plain: boolean;
  /**
   * Whether a legacy job can pass the filters: not when the type asked for (the tab, or a type the query's
   * words name) is not "job", nor among verified organisations' listings. Else no walk visits their rows.
   */
  jobsPass: boolean;
}

export { JOB_ROWIDS, keyOfRowid, rowidOfKey } from "./index-rows";
/** The key (listing_facets.key) of the index's current row (index-rows.ts). */
export const KEY_OF_ROWID = `(CASE WHEN listing_search.rowid < ${JOB_ROWIDS} THEN listing_search.rowid ELSE ${JOB_ROWIDS} - listing_search.rowid END)`;
/** The index's rowid of a key, in SQL. */
export const rowidOfKeySql = (key: string) => `(CASE WHEN ${key} > 0 THEN ${key} ELSE ${JOB_ROWIDS} - ${key} END)`;
/** A facet row joined to the index's row, either way round (SQLite may lead with either table). */
const JOINED = `f.key = ${KEY_OF_ROWID} AND listing_search.rowid = ${rowidOfKeySql("f.key")}`;

/**
 * A range of the index's rowids, the same listings' keys (the causes' list is of keys), and the key of the
 * index's current row within it: within one kind's range no CASE is evaluated for each match.
 */
interface RowRange {
  rowids: string;
  keys: string;
  key: string;
}
const OPPORTUNITY_KEY = "listing_search.rowid";
const JOB_KEY = `(${JOB_ROWIDS} - listing_search.rowid)`;
/** Every opportunity. */
const OPPORTUNITY_ROWS: RowRange = { rowids: `BETWEEN 1 AND ${JOB_ROWIDS - 1}`, keys: "> 0", key: OPPORTUNITY_KEY };
/** Every legacy job. */
const JOB_ROWS: RowRange = { rowids: `> ${JOB_ROWIDS}`, keys: "< 0", key: JOB_KEY };
/** The opportunities below @below, an opportunity's key (bound as an integer: FTS5 uses a rowid bound only then). */
const BELOW: RowRange = { rowids: "BETWEEN 1 AND CAST(@below AS INTEGER) - 1", keys: "BETWEEN 1 AND CAST(@below AS INTEGER) - 1", key: OPPORTUNITY_KEY };
/** The legacy jobs older than @above, a legacy job's key. */
const JOBS_ABOVE: RowRange = {
  rowids: `BETWEEN ${JOB_ROWIDS + 1} AND CAST(${JOB_ROWIDS} - @above AS INTEGER) - 1`,
  keys: "BETWEEN CAST(@above AS INTEGER) + 1 AND -1",
  key: JOB_KEY,
};

/**
 * The text match (and a range of its rows), then for a search by cause, the match's key
 * checked against the causes' keys, so most matches are rejected before their facet row is read
 * (the `+` keeps FTS5 from being asked for each key; the list comes with a Bloom filter).
 */
function matched(q: Query, range?: RowRange, { keySets = true } = {}): string {
  const text = range ? `listing_search MATCH @fts AND listing_search.rowid ${range.rowids}` : "listing_search MATCH @fts";
  const key = range?.key ?? KEY_OF_ROWID;
  const sets = keySets ? q.keySets.map((set) => ` AND +${key} IN (${set})`).join("") : "";
  if (!q.causeKeys) return text + sets;
  return `${text} AND +${key} IN (${q.causeKeys}${range ? ` AND lc.key ${range.keys}` : ""})${sets}`;
}

/**
 * `byType` builds the filters of every tab at once, for counting matches per type
 * (typeCountsSql): no type condition, and the location filter, hidden for
 * fellowships, applies to the other types only.
 */
export function buildQuery(filters: SearchFilters & ListingScope, now: number, db: Db, { byType = false } = {}): Query {
  const params: QueryParams = { cutoff: openDeadlineCutoff(now) };
  const where = ["f.visible = 1", "(f.deadline IS NULL OR f.deadline > @cutoff)"];
  let causeKeys: string | null = null;
  const keySets: string[] = [];
  // A query of only punctuation has no words: it does not constrain the results.
  // The last word is a prefix when a prefix index serves it, otherwise a whole word (decision 166).
  const understood = filters.query ? understoodQuery(db, filters.query) : null;
  const fts = understood?.tiers.at(-1) ?? null;
  // Words that name a type or pay narrow the results as the tabs and filters do (decision 295).
  if (understood?.types) where.push(`f.opportunity_type IN (${understood.types.map((type) => `'${type}'`).join(", ")})`);
  if (understood?.paid !== null && understood?.paid !== undefined) where.push(`f.paid = ${understood.paid ? 1 : 0}`);
  if (filters.type === "internship" && filters.jobsAsInternships && !byType) {
    // The API's internships include the legacy jobs, as before they had a tab (decision 316).
    where.push("f.opportunity_type IN ('internship', 'job')");
  } else if (filters.type !== "all" && !byType) {
    where.push("f.opportunity_type = @type");
    params.type = filters.type;
  }
  // Conditions the facet indexes answer for every listing they walk; any filter after these makes the query not `plain`.
  const plainConditions = where.length;
  if (filters.featured !== undefined) where.push(`f.featured = ${filters.featured ? 1 : 0}`);
  // Verified organisations are few: SQLite lists their opportunities once per query (legacy jobs have none).
  if (filters.verified) {
    keySets.push("SELECT o.id FROM organizations org JOIN opportunities o ON o.organization_id = org.id WHERE org.verified = 1");
    where.push(`f.key IN (${keySets.at(-1)})`);
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
  freshnessAndStipend(filters, now, where, params);
  whoFilterClauses(filters, where, params);
  // The location filter is hidden for fellowships (§2); worldwide means any.
  if (filters.location !== "worldwide" && (byType || filters.type !== "fellowship")) {
    const located = { remote: "f.remote = 1", hybrid: "f.remote = 1 AND f.on_site = 1", "in-person": "f.on_site = 1" }[filters.location];
    where.push(byType ? `(f.opportunity_type = 'fellowship' OR (${located}))` : `(${located})`);
  }
  if (filters.organizationId !== undefined) {
    // Its opportunities, and the jobs that name it as their company (keyed minus the job's id).
    keySets.push(`SELECT id FROM opportunities WHERE organization_id = @organizationId
      UNION ALL SELECT -j.id FROM job_listings j JOIN organizations org ON j.company_name = org.name COLLATE NOCASE
       WHERE org.id = @organizationId`);
    where.push(`f.key IN (${keySets.at(-1)})`);
    params.organizationId = filters.organizationId;
  }
  if (filters.cause?.length) {
    const cause = causeFilter(db, filters.cause, { text: fts !== null });
    where.push(cause.sql);
    Object.assign(params, cause.params);
    // Read from the causes' keys: `+` keeps the facet indexes (which lead with visible) out of the plan.
    if (cause.byKeys) where[0] = "+f.visible = 1";
    causeKeys = cause.keysSql;
  }
  if (!fts) {
    // A who-can-apply value of few listings: the board is read from its keys (decision 410).
    const who = whoKeysFilter(db, filters, COUNT_CAP);
    if (who) {
      where.push(who.sql);
      Object.assign(params, who.params);
      where[0] = "+f.visible = 1";
    }
  }
  if (filters.keys !== undefined) {
    keySets.push("SELECT value FROM json_each(@keys)");
    where.push(`f.key IN (${keySets.at(-1)})`);
    params.keys = JSON.stringify(filters.keys);
  }
  // A place: the city's canonical name (the schema maps "Bangalore" to it), the state's; fully
  // remote listings come too unless the location filter asks for in-person ones (decision 270).
  // listing_places holds one row per listing and place, so a rare place reads only its listings.
  const places: string[] = [];
  if (filters.city) {
    places.push("SELECT key FROM listing_places WHERE place = @city");
    params.city = `c:${placeKey(canonicalCity(filters.city))}`;
  }
  if (filters.state) {
    places.push("SELECT key FROM listing_places WHERE place = @state");
    params.state = `s:${placeKey(canonicalState(filters.state))}`;
  }
  if (places.length) {
    const inPlace = places.map((set) => `f.key IN (${set})`).join(" AND ");
    if (filters.location === "worldwide") where.push(`(${inPlace} OR (f.remote = 1 AND f.on_site = 0))`);
    else {
      keySets.push(...places);
      where.push(...places.map((set) => `f.key IN (${set})`));
    }
  }
  if (fts) params.fts = fts;
  const walksIndex = !where[0]!.startsWith("+") && filters.featured === undefined;
  const plain = where.length === plainConditions && filters.keys === undefined;
  const bySet = new Set(keySets.map((set) => `f.key IN (${set})`));
  const matchWhere = where.filter((condition) => !bySet.has(condition)).join(" AND ");
  const typeAllowsJobs =
    byType || filters.type === "all" || filters.type === "job" || (filters.type === "internship" && filters.jobsAsInternships === true);
  // The types a query's words name are the opportunities' (no word names the legacy jobs' type).
  const jobsPass = !filters.verified && typeAllowsJobs && !understood?.types;
  return { where: where.join(" AND "), matchWhere, params, fts, understood, causeKeys, keySets, walksIndex, plain, jobsPass };
}

/**
 * The minimum monthly stipend and how recently a listing was posted (decision 315): both are read
 * from the facet indexes the board walks (stipend_monthly is their last column, posted_at is in
 * them). `featured IN (0, 1)` lets SQLite seek the posted-at range under each featured value.
 */
function freshnessAndStipend(filters: SearchFilters, now: number, where: string[], params: QueryParams) {
  if (filters.minStipend) {
    // `+`: a range on the stipend index would read every match and sort them; the board walks its own order.
    where.push("+f.stipend_monthly >= @minStipend");
    params.minStipend = filters.minStipend;
  }
  if (filters.postedWithin && filters.postedWithin !== "any") {
    where.push("f.featured IN (0, 1) AND f.posted_at >= @postedSince");
    params.postedSince = now - POSTED_WITHIN_HOURS[filters.postedWithin] * 3_600_000;
  }
}

const ORDER: Record<SearchFilters["sortBy"], string> = {
  relevant: "f.featured DESC, f.posted_at DESC, f.key DESC",
  recent: "f.posted_at DESC, f.key DESC",
  // Soonest deadline first, listings without a deadline last.
  deadline: "f.deadline IS NULL, f.deadline, f.posted_at DESC, f.key DESC",
  // Highest monthly stipend first; unknown stipends (NULL, the smallest in SQLite) last (decision 315).
  stipend: "f.stipend_monthly DESC, f.posted_at DESC, f.key DESC",
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
  // FTS5 reads a term's matches in rowid order and stops at the LIMIT: newest first, the legacy jobs
  // (above every opportunity), then the opportunities. One walk, so bm25 counts each phrase's listings
  // once (decision 466): the legacy jobs older than the newest RANK_WINDOW that pass the filters
  // (@jobsFloor, from windowBounds) are passed over, and @windowRows is those jobs and RANK_WINDOW
  // opportunities. CROSS JOIN keeps the FTS table as the outer loop, so bm25 is computed only for the
  // rows that pass the filters, up to the window.
  // When no legacy job can pass, the walk starts below their rows.
  const rows = q.jobsPass
    ? `${matched(q)} AND NOT (listing_search.rowid > ${JOB_ROWIDS} AND listing_search.rowid < CAST(@jobsFloor AS INTEGER))`
    : matched(q, OPPORTUNITY_ROWS);
  return `SELECT f.key AS id, bm25(listing_search, ${BM25_WEIGHTS.join(", ")}) AS score, f.featured, f.posted_at, f.opportunity_type AS type
      FROM listing_search CROSS JOIN listing_facets f ON f.key = ${q.jobsPass ? KEY_OF_ROWID : OPPORTUNITY_ROWS.key}
      WHERE ${rows} AND ${q.matchWhere}
      ORDER BY listing_search.rowid DESC LIMIT @windowRows`;
}

/** The newest RANK_WINDOW legacy jobs that match and pass the filters, newest first (no ranking: no bm25). */
function windowJobsSql(q: Query): string {
  return `SELECT listing_search.rowid FROM listing_search CROSS JOIN listing_facets f ON f.key = ${JOB_ROWS.key}
    WHERE ${matched(q, JOB_ROWS)} AND ${q.matchWhere} ORDER BY listing_search.rowid DESC LIMIT ${RANK_WINDOW}`;
}

/**
 * What the ranked window's one walk needs to know first (candidatesSql): where its legacy jobs end and
 * how many rows it takes. The legacy jobs are few; finding them without bm25 costs a walk over their matches.
 */
export function windowBounds(db: Db, q: Query): { jobsFloor: number; windowRows: number } {
  const text = windowJobsSql(q);
  const jobs = q.jobsPass ? (prepared(db, text).pluck().all(pick(q.params, text)) as number[]) : [];
  return { jobsFloor: jobs.length === RANK_WINDOW ? jobs.at(-1)! : JOB_ROWIDS, windowRows: jobs.length + RANK_WINDOW };
}

const RANKED = "score, featured DESC, posted_at DESC, id DESC";

/** Every candidate of the ranked window with what ranks it (search-tiers.server.ts orders them by tier first). */
export function candidateRowsSql(q: Query): string {
  return `SELECT id, score, featured, posted_at, type FROM (${candidatesSql(q)})`;
}

/**
 * A page within the ranked window. Each row also carries how many candidates of each
 * kind there are: a kind with fewer than RANK_WINDOW has all its matches there, so
 * the total needs no counting; and the window's oldest opportunity, below which the
 * count of a full window goes on (countBelowSql, decision 266).
 */
export function windowPageSql(q: Query): string {
  return `SELECT id, sum(id > 0) OVER () AS opportunities, sum(id < 0) OVER () AS jobs,
      min(CASE WHEN id > 0 THEN id END) OVER () AS oldest
    FROM (${candidatesSql(q)}) ORDER BY ${RANKED} LIMIT @limit OFFSET @offset`;
}

/**
 * A query whose every word is in most listings ranks like no query: bm25 gives such a
 * word its least weight, and ranking it would cost a pass over its whole doclist
 * (decision 167). The matches come in the board's order, found by walking the
 * filtered listings in that order and looking each up in the index.
 */
export function commonPageSql(q: Query): string {
  return `SELECT f.key AS id FROM listing_facets f
    WHERE ${q.where} AND EXISTS (SELECT 1 FROM listing_search WHERE listing_search MATCH @fts AND listing_search.rowid = ${rowidOfKeySql("f.key")})
    ORDER BY ${ORDER.relevant} LIMIT @limit OFFSET @offset`;
}

/**
 * The filtered listings in a sort's order (no text), @take of them after the first @skip: the walk of
 * walked-page.server.ts (docs/decisions/459-walked-pages-for-frequent-words.md) through the recency
 * index for relevance, the stipend index for highest stipend (most recent: recentPartSql).
 */
export function listingsInOrderSql(q: Query, sortBy: "relevant" | "stipend"): string {
  return `SELECT f.key AS id FROM listing_facets f WHERE ${q.where} ORDER BY ${ORDER[sortBy]} LIMIT @take OFFSET @skip`;
}

/**
 * One part of the recency index (featured or not, decision 460) newest first, below (@belowAt, @belowKey)
 * and from (@fromAt, @fromKey) on when asked: the walk of most recent first, a batch at a time. The
 * listings that are not featured are taken @take at a time; the featured ones between the same bounds
 * are few.
 */
export function recentPartSql(q: Query, featured: 0 | 1, { below, from }: { below: boolean; from: boolean }): string {
  return `SELECT f.key AS id, f.posted_at FROM listing_facets f WHERE ${q.where} AND f.featured = ${featured}
    ${below ? "AND f.posted_at <= @belowAt AND (f.posted_at < @belowAt OR f.key < @belowKey)" : ""}
    ${from ? "AND f.posted_at >= @fromAt AND (f.posted_at > @fromAt OR f.key >= @fromKey)" : ""}
    ORDER BY f.posted_at DESC, f.key DESC${featured ? "" : " LIMIT @take"}`;
}

/**
 * Which of a batch of listings (@rowids, their rowids in the index, a JSON array) match, in one pass over the
 * query's matches between the batch's smallest and largest rowid (@low, @high), each checked against the batch.
 * Gives their keys.
 */
export const MATCHING_KEYS_SQL = `SELECT ${KEY_OF_ROWID} FROM listing_search WHERE listing_search MATCH @fts
  AND rowid BETWEEN CAST(@low AS INTEGER) AND CAST(@high AS INTEGER) AND +rowid IN (SELECT value FROM json_each(@rowids))`;

/** The same over every match (no range): for a batch spread over most of the index (walked-page.server.ts). */
export const MATCHING_KEYS_ANYWHERE_SQL = `SELECT ${KEY_OF_ROWID} FROM listing_search WHERE listing_search MATCH @fts
  AND +rowid IN (SELECT value FROM json_each(@rowids))`;

/** The first @need of a batch of keys (in the batch's order) that match, each looked up in the full-text index. */
export const FIRST_MATCHING_KEYS_SQL = `SELECT value FROM json_each(@keys)
  WHERE EXISTS (SELECT 1 FROM listing_search WHERE listing_search MATCH @fts AND listing_search.rowid = ${rowidOfKeySql("value")}) LIMIT @need`;

/** How many of the newest COMMON_PROBE opportunities decide whether a query's words are common. */
export const COMMON_PROBE = 1000;
const PROBE_FLOOR_SQL = `SELECT key FROM listing_facets WHERE key > 0 ORDER BY key DESC LIMIT 1 OFFSET ${COMMON_PROBE - 1}`;
// FTS5 uses a rowid bound only when it is an integer, and better-sqlite3 binds numbers as reals.
const PROBE_SQL = `SELECT count(*) FROM listing_search WHERE listing_search MATCH @fts AND rowid BETWEEN CAST(@floor AS INTEGER) AND ${JOB_ROWIDS - 1}`;

/** The share of the newest COMMON_PROBE opportunities the query matches (null on a board with fewer). */
export function matchingShare(db: Db, fts: string): number | null {
  const floor = prepared(db, PROBE_FLOOR_SQL).pluck().get() as number | undefined;
  if (floor === undefined) return null;
  return (prepared(db, PROBE_SQL).pluck().get({ fts, floor }) as number) / COMMON_PROBE;
}

/**
 * Past the ranked window (docs/request-cost.md): the matches the window left out, older
 * opportunities (keys below @below) newest first, then older legacy jobs (keys above @above),
 * each kind walked in the index's own order and read no further than the page's end (@need),
 * so a page there costs about what the window does, however deep it is.
 */
export function pastWindowSql(q: Query): string {
  const part = (kind: number, range: RowRange, direction: string) =>
    `SELECT * FROM (SELECT f.key AS id, ${kind} AS kind FROM listing_search CROSS JOIN listing_facets f ON f.key = ${range.key}
      WHERE ${matched(q, range)} AND ${q.matchWhere} ORDER BY listing_search.rowid ${direction} LIMIT @need)`;
  return `SELECT id FROM (${part(0, BELOW, "DESC")} UNION ALL ${part(1, JOBS_ABOVE, "DESC")})
    ORDER BY kind, CASE WHEN kind = 0 THEN -id ELSE id END LIMIT @limit OFFSET @offset`;
}

/**
 * Most recent first (docs/decisions/460-most-recent-by-featured-parts.md): the recency index leads with `featured`, so the newest
 * listings of each value are read in its order, as far as the page's end, and merged, instead of
 * sorting every open listing.
 */
function recentPageSql(q: Query): string {
  const part = (featured: number) =>
    `SELECT * FROM (SELECT f.key AS id, f.posted_at FROM listing_facets f WHERE ${q.where} AND f.featured = ${featured}
      ORDER BY f.posted_at DESC, f.key DESC LIMIT @limit + @offset)`;
  return `SELECT id FROM (${part(1)} UNION ALL ${part(0)}) ORDER BY posted_at DESC, id DESC LIMIT @limit OFFSET @offset`;
}

/**
 * One part of soonest deadline first (docs/decisions/461-deadline-order-from-its-index.md): the listings with
 * a deadline, soonest first, then newest; or those without one, newest first. Each is one range of the deadline
 * index, read in its order and no further than `limit` (SQL text: "@take OFFSET @skip" for a walk's batch). The
 * dated part's `f.deadline > @cutoff` is what `q.where` already asks of a dated listing, said as a range.
 */
export function deadlinePartSql(q: Query, undated: boolean, limit: string): string {
  return `SELECT f.key AS id, ${undated ? 1 : 0} AS part, f.deadline, f.posted_at FROM listing_facets f
    WHERE ${q.where} AND ${undated ? "f.deadline IS NULL" : "f.deadline > @cutoff"}
    ORDER BY ${undated ? "" : "f.deadline, "}f.posted_at DESC, f.key DESC LIMIT ${limit}`;
}

/**
 * Soonest deadline first without a query: each part of the deadline index as far as the page's end, then the
 * page taken from the two (the dated before the undated), instead of sorting every open listing.
 */
function deadlinePageSql(q: Query): string {
  const part = (undated: boolean) => `SELECT * FROM (${deadlinePartSql(q, undated, "@limit + @offset")})`;
  return `SELECT id FROM (${part(false)} UNION ALL ${part(true)})
    ORDER BY part, deadline, posted_at DESC, id DESC LIMIT @limit OFFSET @offset`;
}

export function pageSql(q: Query, sortBy: SearchFilters["sortBy"], end: number): string {
  if (!q.fts && sortBy === "recent" && q.walksIndex) return recentPageSql(q);
  if (!q.fts && sortBy === "deadline" && q.walksIndex) return deadlinePageSql(q);
  if (!q.fts) return `SELECT f.key AS id FROM listing_facets f WHERE ${q.where} ORDER BY ${ORDER[sortBy]} LIMIT @limit OFFSET @offset`;
  if (sortBy !== "relevant") {
    // SQLite chooses which table leads here: the key sets are left to the facet conditions.
    return `SELECT f.key AS id FROM listing_search JOIN listing_facets f ON ${JOINED}
    WHERE ${matched(q, undefined, { keySets: false })} AND ${q.where} ORDER BY ${ORDER[sortBy]} LIMIT @limit OFFSET @offset`;
  }
  if (end <= RANK_WINDOW) return `SELECT id FROM (${candidatesSql(q)}) ORDER BY ${RANKED} LIMIT @limit OFFSET @offset`;
  // Past the ranked window: the remaining matches follow, featured first, then newest.
  return `WITH ranked AS (${candidatesSql(q)})
    SELECT id FROM (
      SELECT id, 0 AS tier, score, featured, posted_at FROM ranked
      UNION ALL
      SELECT f.key AS id, 1 AS tier, 0 AS score, f.featured, f.posted_at
        FROM listing_search JOIN listing_facets f ON ${JOINED}
        WHERE ${matched(q, undefined, { keySets: false })} AND ${q.where} AND f.key NOT IN (SELECT id FROM ranked)
    ) ORDER BY tier, ${RANKED} LIMIT @limit OFFSET @offset`;
}

export function countSql(q: Query): string {
  const matches = q.fts
    ? `SELECT 1 FROM listing_search JOIN listing_facets f ON ${JOINED}
    WHERE ${matched(q, undefined, { keySets: false })} AND ${q.where}`
    : `SELECT 1 FROM listing_facets f WHERE ${q.where}`;
  return `SELECT count(*) AS total FROM (${matches} LIMIT ${COUNT_CAP + 1})`;
}

/**
 * The matches a full window of opportunities left out: those older than its oldest (@below),
 * counted up to @rest. With the window's own and every legacy job it found, that is the capped
 * count, read without walking the window's matches a second time.
 */
export function countBelowSql(q: Query): string {
  return `SELECT count(*) AS total FROM (SELECT 1 FROM listing_search CROSS JOIN listing_facets f ON f.key = ${BELOW.key}
    WHERE ${matched(q, BELOW)} AND ${q.matchWhere} LIMIT @rest)`;
}

/** How many matches the per-type count reads at most: as many as the board's own count reads (decision 275). */
export const TYPE_COUNT_SCAN = COUNT_CAP + 1;

/**
 * Matches per type in one grouped query (a query built with `byType`) over the newest
 * TYPE_COUNT_SCAN matches: FTS5 walks the index from the newest opportunity, then (`part`
 * "jobs", run by searchTypeCounts when the opportunities did not reach @scan) the legacy jobs
 * from the oldest, and CROSS JOIN keeps it the outer loop. When the walk stops there, every
 * count is a lower bound ("412+").
 */
export function typeCountsSql(q: Query, part: "opportunities" | "below" | "jobs" = "opportunities"): string {
  // Without text (a query of type or pay words only): each type counted on its own, up to the cap, walking
  // the facet index of that type, instead of sorting every match by age to take the newest (decision 357).
  if (!q.fts) {
    return LISTING_TYPES.map(
      (type) => `SELECT '${type}' AS type, (SELECT count(*) FROM (SELECT 1 FROM listing_facets f WHERE ${q.where} AND f.opportunity_type = '${type}' LIMIT ${TYPE_COUNT_SCAN})) AS n`,
    ).join(" UNION ALL ");
  }
  // "below": the opportunities older than @below, the tab counts going on below a ranked window (search.server.ts).
  const [range, direction] = part === "opportunities" ? [OPPORTUNITY_ROWS, "DESC"] : part === "below" ? [BELOW, "DESC"] : [JOB_ROWS, "ASC"];
  return `SELECT type, count(*) AS n FROM (SELECT f.opportunity_type AS type FROM listing_search CROSS JOIN listing_facets f ON f.key = ${range.key}
    WHERE ${matched(q, range)} AND ${q.matchWhere} ORDER BY listing_search.rowid ${direction} LIMIT @scan) GROUP BY type`;
}

export function pick(params: QueryParams, sqlText: string) {
  // better-sqlite3 rejects named parameters the statement does not use.
  return Object.fromEntries(Object.entries(params).filter(([key]) => sqlText.includes(`@${key}`)));
}

// ── Loading the rows of one page ─────────────────────────────────────────────
