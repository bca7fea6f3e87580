/**
 * The search index kept in few segments (docs/decisions/468-search-index-merged-hourly.md). Each write to
 * the full-text index adds a segment, and FTS5's own merging lets a level hold three; every segment
 * costs each query a lookup per word and each walk a merge. On a copy of the 100,000-listing board
 * 3,000 edits left 20 segments and made an ordinary search 30-70% dearer. Hourly, the segments of
 * a level are merged once two are there (usermerge 2, migration 0045), a few pages per step, the event
 * loop free between steps, until nothing is left to merge. Never everything into one segment: that
 * rewrites the whole index, which Litestream would then ship again.
 */
import type { Db } from "../../db/client.server";
import type { ScheduledJob } from "../lib/schedule.server";
import { prepared } from "../lib/statements.server";

/** Pages written per step: a few milliseconds of work holding the write lock. */
const STEP_PAGES = 64;
/** Steps per run at most; what is left waits for the next hour. */
const MAX_STEPS = 2000;

const STEP_SQL = `INSERT INTO listing_search(listing_search, rank) VALUES ('merge', ${STEP_PAGES})`;

export interface IndexMerge {
  /** Steps that merged something. */
  steps: number;
  /** Whether nothing is left to merge. */
  done: boolean;
}

/** Merges the index's segments a step at a time until none is left to merge (FTS5 counts under two changes as no work). */
export async function mergeSearchIndex(db: Db, maxSteps = MAX_STEPS): Promise<IndexMerge> {
  const totalChanges = () => prepared(db, "SELECT total_changes()").pluck().get() as number;
  for (let steps = 0; steps < maxSteps; steps++) {
    const before = totalChanges();
    prepared(db, STEP_SQL).run();
    if (totalChanges() - before < 2) return { steps, done: true };
    // Requests waiting on this process go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { steps: maxSteps, done: false };
}

export const searchIndexMergeJob: ScheduledJob = {
  name: "search-index-merge",
  pattern: "47 * * * *",
  run: async ({ db }) => void (await mergeSearchIndex(db)),
};
