/**
 * Ranking by how a listing matched (decision 295): a listing that has the words as typed comes
 * before one found by a word form, which comes before one found through another language,
 * script or synonym; within a tier, bm25 (title and organisation weigh most), then the board's
 * order. A corrected query has one tier: nothing matched its words as typed.
 *
 * The window's candidates come from the widest query with their bm25; each narrower tier is
 * asked only which of them it matches, walking its matches in the window's range of keys (an
 * FTS5 rowid range), so a tier costs a walk over about as many matches as the window holds and
 * returns no more rows than the window has (filters such as a cause leave far fewer candidates
 * than the range has matches).
 */
import type { Db } from "../../db/client.server";
import { candidateRowsSql, JOB_ROWIDS, KEY_OF_ROWID, pick, type Query, type QueryParams, rowidOfKey, windowBounds } from "./search-query.server";
import { prepared } from "../lib/statements.server";

interface Candidate {
  id: number;
  score: number;
  featured: number;
  posted_at: number;
  type: string;
}

export interface TieredWindow {
  /** The window's keys, best first. */
  ids: number[];
  opportunities: number;
  jobs: number;
  /** The oldest opportunity in the window, or null. */
  oldest: number | null;
  /** Each candidate's key and type (listing_facets.opportunity_type): the tab counts begin from them. */
  types?: { id: number; type: string }[];
}

const CANDIDATES = "+rowid IN (SELECT value FROM json_each(@candidates))";
/** The candidates (@candidates, their rowids) among the tier's opportunities from the window's oldest (@from): their keys. */
const OPPORTUNITIES_FROM = `SELECT ${KEY_OF_ROWID} FROM listing_search WHERE listing_search MATCH @fts
  AND rowid BETWEEN CAST(@from AS INTEGER) AND ${JOB_ROWIDS - 1} AND ${CANDIDATES}`;
/** The candidates among the tier's legacy jobs from the window's oldest (@from, its rowid): their keys. */
const JOBS_FROM = `SELECT ${KEY_OF_ROWID} FROM listing_search WHERE listing_search MATCH @fts AND rowid >= CAST(@from AS INTEGER) AND ${CANDIDATES}`;

export function tieredWindow(db: Db, q: Query, params: QueryParams): TieredWindow {
  const text = candidateRowsSql(q);
  const rows = prepared(db, text).all(pick({ ...params, ...windowBounds(db, q) }, text)) as Candidate[];
  const tiers = q.understood?.tiers ?? [];
  const tierOf = new Map<number, number>();
  let oldest: number | null = null;
  // The window's oldest legacy job (its key is the largest: minus its id).
  let oldestJob: number | null = null;
  let opportunities = 0;
  for (const row of rows) {
    if (row.id > 0) {
      opportunities++;
      oldest = oldest === null ? row.id : Math.min(oldest, row.id);
    } else oldestJob = oldestJob === null ? row.id : Math.max(oldestJob, row.id);
  }
  const candidates = JSON.stringify(rows.map((row) => rowidOfKey(row.id)));
  // From the widest narrower tier to the narrowest, so a listing keeps the first tier it matches.
  for (let tier = tiers.length - 2; tier >= 0; tier--) {
    const fts = tiers[tier]!;
    const found: number[] = [];
    if (oldest !== null) found.push(...(prepared(db, OPPORTUNITIES_FROM).pluck().all({ fts, from: oldest, candidates }) as number[]));
    if (oldestJob !== null) found.push(...(prepared(db, JOBS_FROM).pluck().all({ fts, from: rowidOfKey(oldestJob), candidates }) as number[]));
    for (const id of found) tierOf.set(id, tier);
  }
  const last = Math.max(0, tiers.length - 1);
  rows.sort(
    (a, b) =>
      (tierOf.get(a.id) ?? last) - (tierOf.get(b.id) ?? last) ||
      a.score - b.score ||
      b.featured - a.featured ||
      b.posted_at - a.posted_at ||
      b.id - a.id,
  );
  return { ids: rows.map((row) => row.id), opportunities, jobs: rows.length - opportunities, oldest, types: rows };
}
