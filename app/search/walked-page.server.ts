/**
 * A page of a query's matches in the board's order, read three ways that give the same keys in the
 * same order, the cheapest chosen (docs/decisions/459-walked-pages-for-frequent-words.md):
 *
 * - **every match**: the full-text index gives every match, each is looked up among the facets, and
 *   SQLite keeps the first ones of the sort. Costs what the word's matches number, however shallow the page.
 * - **row by row**: the filtered listings are walked in the sort's order through a facet index, a batch
 *   at a time, and each is looked up in the full-text index until the page's end is found. Costs what
 *   the page's end, divided by the share of listings the word is in, numbers; each lookup is dear
 *   (FTS5 parses the query and seeks anew).
 * - **in batches**: the same walk, but each batch is checked in one pass over the word's matches (each
 *   checked against the batch's keys). Costs a cheap pass over the matches per batch.
 *
 * The share of listings the query matches comes from the newest COMMON_PROBE opportunities (the probe
 * that says whether a word is common, decision 167); it decides only the cost, never the keys: a batch
 * that finds fewer matches than expected is followed by another, and a walk that reads far more
 * listings than the share predicts gives way (to reading every match, or for relevance to decision
 * 167's walk).
 */
import type { Db } from "../../db/client.server";
import { prepared } from "../lib/statements.server";
import type { SearchFilters } from "./search-params";
import { deadlinePartSql, FIRST_MATCHING_KEYS_SQL, JOB_ROWIDS, listingsInOrderSql, MATCHING_KEYS_ANYWHERE_SQL, MATCHING_KEYS_SQL, matchingShare, pick, type Query, type QueryParams, recentPartSql, rowidOfKey } from "./search-query.server";

/**
 * What each way costs, in microseconds of CPU, measured at 100,000 and 1,000,000 listings (the fuzz
 * bench's deep pages): reading a match with its facet row and sorting it; looking one listing up in the
 * full-text index; walking one listing of a facet index; checking one match against a batch's keys.
 */
const COST = { everyMatch: 0.2, rowByRow: 12, walk: 0.5, batchMatch: 0.07 } as const;
/** A walk that has read this many times the listings the share predicts gives way to reading every match. */
const WALK_SLACK = 4;

const LARGEST_KEY_SQL = "SELECT max(key) FROM listing_facets";

/** How to walk, the share of listings the query matches, and how many listings there are at most (the largest key). */
export type WalkedPlan = { way: "row by row" | "in batches"; share: number; listings: number } | null;

/**
 * How to read a page ending at `end` (offset + limit) of a plain query (no filter but the type) under a
 * sort a facet index walks: null when reading every match costs least (rare words, small boards).
 */
export function walkedPlan(db: Db, q: Query, sortBy: SearchFilters["sortBy"], end: number, share = q.fts ? matchingShare(db, q.fts) : null): WalkedPlan {
  if (!q.fts || !q.plain || !share) return null;
  // Listings on the board, at most (keys are never reused); legacy jobs are few.
  const listings = (prepared(db, LARGEST_KEY_SQL).pluck().get() as number | null) ?? 0;
  const matches = share * listings;
  const walked = end / share;
  const costs = {
    everyMatch: matches * COST.everyMatch,
    rowByRow: walked * COST.rowByRow,
    inBatches: walked * COST.walk + matches * COST.batchMatch,
  };
  if (costs.everyMatch <= Math.min(costs.rowByRow, costs.inBatches)) return null;
  return { way: costs.rowByRow <= costs.inBatches ? "row by row" : "in batches", share, listings };
}

/**
 * The page's keys, read as `plan` says: the listings in the sort's order, a batch at a time, each batch
 * asked of the full-text index row by row or in one pass. Null when the walk gave way (it read far more
 * listings than the share predicts): the caller then reads the page as it did before.
 */
export function walkedPage(db: Db, q: Query, sortBy: SearchFilters["sortBy"], plan: NonNullable<WalkedPlan>, offset: number, limit: number): number[] | null {
  const end = offset + limit;
  const next = sortBy === "recent" ? recentBatches(db, q) : sortBy === "deadline" ? deadlineBatches(db, q) : batchesInOrder(db, q, sortBy);
  const found: number[] = [];
  let walked = 0;
  let take = Math.ceil((end / plan.share) * 1.2) + 50;
  for (;;) {
    const { keys, last } = next(take);
    if (!keys.length) return found.slice(offset);
    const matching = new Set(
      plan.way === "row by row"
        ? (prepared(db, FIRST_MATCHING_KEYS_SQL).pluck().all({ fts: q.fts, keys: JSON.stringify(keys), need: end - found.length }) as number[])
        : matchingInBatch(db, q.fts!, keys, plan.listings),
    );
    for (const key of keys) {
      if (!matching.has(key)) continue;
      found.push(key);
      if (found.length === end) return found.slice(offset);
    }
    if (last) return found.slice(offset);
    walked += keys.length;
    if (walked > (WALK_SLACK * end) / plan.share) return null;
    // The next batch from the rate met so far.
    const rate = Math.max(found.length / walked, plan.share / WALK_SLACK);
    take = Math.ceil(((end - found.length) / rate) * 1.2) + 50;
  }
}

/**
 * Which of a batch's keys match. A rowid range costs FTS5 about 17 ns more for each match it reads (a word in
 * most listings at 100,000: 3.0 ms without one, 4.7 with one), so a batch spread over most of the index (the
 * deadline and stipend orders mix old listings and new) is checked in one pass over every match, both kinds
 * at once. A batch within a narrower range (newest first) reads that range only, the opportunities' and the
 * legacy jobs' each in its own: the board's order mixes the two, and one range from an opportunity's rowid to
 * a legacy job's (above every opportunity's) would read every match between them.
 */
function matchingInBatch(db: Db, fts: string, keys: number[], listings: number): number[] {
  const rowids = keys.map(rowidOfKey);
  const opportunities = rowids.filter((rowid) => rowid < JOB_ROWIDS);
  const opportunitiesRange = opportunities.length ? range(opportunities) : null;
  if (opportunitiesRange && opportunitiesRange.high - opportunitiesRange.low > listings * SPREAD) {
    return prepared(db, MATCHING_KEYS_ANYWHERE_SQL).pluck().all({ fts, rowids: JSON.stringify(rowids) }) as number[];
  }
  const jobs = rowids.filter((rowid) => rowid >= JOB_ROWIDS);
  const found: number[] = [];
  for (const [part, partRange] of [[opportunities, opportunitiesRange], [jobs, jobs.length ? range(jobs) : null]] as const) {
    if (partRange) found.push(...(prepared(db, MATCHING_KEYS_SQL).pluck().all({ fts, rowids: JSON.stringify(part), ...partRange }) as number[]));
  }
  return found;
}

/**
 * Past this share of the listings a batch's range costs more than it skips: every match costs about 50 ns
 * to read and check, 67 within a range.
 */
const SPREAD = 0.75;

/** The smallest and largest of a batch's rowids: the full-text index is read between them only. */
function range(rowids: number[]): { low: number; high: number } {
  let low = rowids[0]!;
  let high = rowids[0]!;
  for (const rowid of rowids) [low, high] = [Math.min(low, rowid), Math.max(high, rowid)];
  return { low, high };
}

type Batches = (take: number) => { keys: number[]; last: boolean };

/** Relevance's and highest stipend's order, @take listings at a time (the index walked from its start each time: batches are few). */
function batchesInOrder(db: Db, q: Query, sortBy: "relevant" | "stipend"): Batches {
  const text = listingsInOrderSql(q, sortBy);
  let skip = 0;
  return (take) => {
    const keys = (prepared(db, text).all(pick({ ...q.params, take, skip }, text)) as { id: number }[]).map((r) => r.id);
    skip += take;
    return { keys, last: keys.length < take };
  };
}

interface Recent {
  id: number;
  posted_at: number;
}

/**
 * Most recent first, a batch at a time (decision 460): the next @take listings that are not featured,
 * and the featured ones from the same point of time on, merged, each batch going on below the last.
 */
function recentBatches(db: Db, q: Query): Batches {
  let below: Recent | null = null;
  return (take) => {
    const bound: QueryParams = below ? { belowAt: below.posted_at, belowKey: below.id } : {};
    const others = recentPartSql(q, 0, { below: below !== null, from: false });
    const rest = prepared(db, others).all(pick({ ...q.params, ...bound, take }, others)) as Recent[];
    const from = rest.length === take ? rest.at(-1)! : null;
    const featuredText = recentPartSql(q, 1, { below: below !== null, from: from !== null });
    const fromBound: QueryParams = from ? { fromAt: from.posted_at, fromKey: from.id } : {};
    const featured = prepared(db, featuredText).all(pick({ ...q.params, ...bound, ...fromBound }, featuredText)) as Recent[];
    const merged = [...rest, ...featured].sort((a, b) => b.posted_at - a.posted_at || b.id - a.id);
    below = from;
    return { keys: merged.map((row) => row.id), last: from === null };
  };
}

/**
 * Soonest deadline first, @take listings at a time (decision 461): the dated part of the deadline index, then
 * the undated part, each walked from its start (batches are few).
 */
function deadlineBatches(db: Db, q: Query): Batches {
  let undated = false;
  let skip = 0;
  return (take) => {
    const keys: number[] = [];
    for (;;) {
      const text = deadlinePartSql(q, undated, "@take OFFSET @skip");
      const rows = prepared(db, text).all(pick({ ...q.params, take: take - keys.length, skip }, text)) as { id: number }[];
      for (const row of rows) keys.push(row.id);
      skip += rows.length;
      if (keys.length === take) return { keys, last: false };
      if (undated) return { keys, last: true };
      undated = true;
      skip = 0;
    }
  };
}
