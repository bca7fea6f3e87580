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
import { candidateRowsSql, pick, type Query, type QueryParams } from "./search-query.server";
import { prepared } from "../lib/statements.server";

interface Candidate {
  id: number;
  score: number;
  featured: number;
  posted_at: number;
}

export interface TieredWindow {
  /** The window's keys, best first. */
  ids: number[];
  opportunities: number;
  jobs: number;
  /** The oldest opportunity in the window, or null. */
  oldest: number | null;
}

const CANDIDATES = "+rowid IN (SELECT value FROM json_each(@candidates))";
const OPPORTUNITIES_FROM = `SELECT rowid FROM listing_search WHERE listing_search MATCH @fts AND rowid >= CAST(@from AS INTEGER) AND ${CANDIDATES}`;
const JOBS_TO = `SELECT rowid FROM listing_search WHERE listing_search MATCH @fts AND rowid <= CAST(@to AS INTEGER) AND ${CANDIDATES}`;

export function tieredWindow(db: Db, q: Query, params: QueryParams): TieredWindow {
  const text = candidateRowsSql(q);
  const rows = prepared(db, text).all(pick(params, text)) as Candidate[];
  const tiers = q.understood?.tiers ?? [];
  const tierOf = new Map<number, number>();
  let oldest: number | null = null;
  let newestJob: number | null = null;
  let opportunities = 0;
  for (const row of rows) {
    if (row.id > 0) {
      opportunities++;
      oldest = oldest === null ? row.id : Math.min(oldest, row.id);
    } else newestJob = newestJob === null ? row.id : Math.max(newestJob, row.id);
  }
  const candidates = JSON.stringify(rows.map((row) => row.id));
  // From the widest narrower tier to the narrowest, so a listing keeps the first tier it matches.
  for (let tier = tiers.length - 2; tier >= 0; tier--) {
    const fts = tiers[tier]!;
    const found: number[] = [];
    if (oldest !== null) found.push(...(prepared(db, OPPORTUNITIES_FROM).pluck().all({ fts, from: oldest, candidates }) as number[]));
    if (newestJob !== null) found.push(...(prepared(db, JOBS_TO).pluck().all({ fts, to: newestJob, candidates }) as number[]));
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
  return { ids: rows.map((row) => row.id), opportunities, jobs: rows.length - opportunities, oldest };
}
