/**
 * The cause filter's SQL (decision 272): listings tagged with any of the visible causes named in
 * @causes (a JSON list of slugs). Two plans, picked per search by how many listings the causes
 * have against the board's size:
 * - a cause of few listings: its keys are read once from listing_causes' primary key
 *   (cause_id, key) into a list the board's scan checks (cost grows with the cause's listings);
 * - a common cause (climate, one listing in four): the board's scan looks each candidate up in
 *   listing_causes_key_idx and stops at the page and the count's cap (cost shrinks as it grows).
 * They cost the same where N = 50·√(listings) (about 16,000 at 100,000 listings).
 */
import type { Db } from "../../db/client.server";
import { prepared } from "~/opportunities/statements.server";

const CAUSE_IDS = "SELECT id FROM causes WHERE hidden = 0 AND slug IN (SELECT value FROM json_each(@causes))";

const LIST_SQL = `f.key IN (SELECT lc.key FROM listing_causes lc WHERE lc.cause_id IN (${CAUSE_IDS}))`;
const EACH_SQL = `EXISTS (SELECT 1 FROM listing_causes lc WHERE lc.key = f.key AND lc.cause_id IN (${CAUSE_IDS}))`;

/** About how many listings the board has: opportunity ids and legacy job ids grow from 1. */
const BOARD_SIZE_SQL = "SELECT coalesce(max(key), 0) + coalesce(max(0, -min(key)), 0) FROM listing_facets";
const PROBE_SQL = `SELECT count(*) FROM (SELECT 1 FROM listing_causes WHERE cause_id IN (${CAUSE_IDS}) LIMIT @limit)`;

export function causeFilterSql(db: Db, causesJson: string): string {
  const size = prepared(db, BOARD_SIZE_SQL).pluck().get() as number;
  const threshold = Math.ceil(50 * Math.sqrt(size));
  const rows = prepared(db, PROBE_SQL).pluck().get({ causes: causesJson, limit: threshold }) as number;
  return rows >= threshold ? EACH_SQL : LIST_SQL;
}
