/**
 * The cause filter's SQL (decision 272): listings tagged with any of the visible causes named
 * (slugs). Each facet row carries its listing's causes as bits, `cause_mask` (bit n for cause id
 * n, ids 1-62; kept by the triggers of db/migrations/0023), in the board's covering indexes, so
 * the filter costs what the paid or category filters cost: `(f.cause_mask & mask) != 0`, with no
 * lookup. Two plans, picked per search:
 * - the mask, read from the index the board's scan walks in its order (a query's matches read
 *   their facet rows anyway, so a search with text always takes it);
 * - for causes of few listings and no text, the board is read from the causes' keys instead
 *   (listing_causes' primary key, then each facet row by key, sorted), because the scan would
 *   read most of the index to fill a page and the count. The first costs in inverse proportion
 *   to the causes' listings, the second in proportion; they cross near 10·√(board size) (about
 *   3,200 listings at 100,000).
 * A cause of a larger id than the mask holds is looked up in listing_causes.
 */
import type { Db } from "../../db/client.server";
import { contentMemo } from "~/lib/content-memo.server";
import { prepared } from "~/lib/statements.server";

/** The largest cause id with a bit in `cause_mask` (bit 63 is the sign). */
export const MASK_BITS = 62;

const IDS_SQL = "SELECT id FROM causes WHERE hidden = 0 AND slug IN (SELECT value FROM json_each(@causes))";
/**
 * About how many listings the board has: opportunity ids and legacy job ids grow from 1. Two
 * subqueries, because SQLite reads max() or min() from the primary key only when it is alone in
 * its query (both in one read the whole table: 6 ms at 100,000 listings).
 */
const BOARD_SIZE_SQL = `SELECT coalesce((SELECT max(key) FROM listing_facets), 0)
  + max(0, -coalesce((SELECT min(key) FROM listing_facets), 0))`;
/** About how many listings the board has (open or not), read from the facet keys' two ends. */
export function boardSize(db: Db): number {
  return prepared(db, BOARD_SIZE_SQL).pluck().get() as number;
}

const PROBE_SQL = "SELECT count(*) FROM (SELECT 1 FROM listing_causes WHERE cause_id IN (SELECT value FROM json_each(@ids)) LIMIT @limit)";
const KEYS_SQL = "f.key IN (SELECT lc.key FROM listing_causes lc WHERE lc.cause_id IN (SELECT value FROM json_each(@causeIds)))";
const MASK_SQL = "(f.cause_mask & @causeMask) != 0";

/** The causes' keys, which a text search's matches are checked against before their facet rows are read. */
const CAUSE_KEYS_SQL = "SELECT lc.key FROM listing_causes lc WHERE lc.cause_id IN (SELECT value FROM json_each(@causeIds))";

export interface CauseFilter {
  sql: string;
  params: Record<string, string | bigint>;
  /** The board is read from the causes' keys: the caller keeps the facet indexes out of the plan. */
  byKeys: boolean;
  /** For a text search: a query of the causes' keys (`lc.key`), to check matches against before their facet rows are read. */
  keysSql: string | null;
}

/** The filter of a set of causes, chosen once per content version (its probes count up to thousands of keys). */
const chosen = contentMemo<CauseFilter>(500);

export function causeFilter(db: Db, slugs: readonly string[], { text }: { text: boolean }): CauseFilter {
  return chosen(db, JSON.stringify([slugs, text]), () => chooseCauseFilter(db, slugs, text));
}

function chooseCauseFilter(db: Db, slugs: readonly string[], text: boolean): CauseFilter {
  const ids = prepared(db, IDS_SQL).pluck().all({ causes: JSON.stringify(slugs) }) as number[];
  // Unknown or hidden causes only: nothing matches.
  if (ids.length === 0) return { sql: "0", params: {}, byKeys: false, keysSql: null };
  const causeIds = JSON.stringify(ids);
  if (!text && fewListings(db, ids, (size) => 10 * Math.sqrt(size))) {
    return { sql: KEYS_SQL, params: { causeIds }, byKeys: true, keysSql: null };
  }
  const inMask = ids.filter((id) => id >= 1 && id <= MASK_BITS);
  const beyond = ids.filter((id) => !inMask.includes(id));
  const parts: string[] = [];
  const params: CauseFilter["params"] = {};
  if (inMask.length > 0) {
    parts.push(MASK_SQL);
    params.causeMask = inMask.reduce((mask, id) => mask | (1n << BigInt(id)), 0n);
  }
  if (beyond.length > 0) {
    parts.push(KEYS_SQL);
    params.causeIds = JSON.stringify(beyond);
  }
  // A text search reads a facet row per match (about 0.2 µs each); for causes of up to one listing
  // in eight, the causes' keys, read once into a list with a Bloom filter, reject most matches for
  // less. The mask stays in the conditions: it decides alone where the list is not used.
  const matchKeys = text && fewListings(db, ids, (size) => size / 8);
  if (matchKeys) params.causeIds = causeIds;
  return { sql: parts.length > 1 ? `(${parts.join(" OR ")})` : parts[0]!, params, byKeys: false, keysSql: matchKeys ? CAUSE_KEYS_SQL : null };
}

/** Fewer listings than `share(board size)` have any of the causes (counted up to that many). */
function fewListings(db: Db, ids: readonly number[], share: (size: number) => number): boolean {
  const size = boardSize(db);
  const threshold = Math.ceil(share(size));
  const rows = prepared(db, PROBE_SQL).pluck().get({ ids: JSON.stringify(ids), limit: threshold }) as number;
  return rows < threshold;
}
