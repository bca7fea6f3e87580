/**
 * The hourly merge of the search index (app/search/index-merge.server.ts): the segments that edits leave
 * are merged, every match stays, and a run with nothing to merge writes nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { seedDatabase } from "../../../db/seed";
import { mergeSearchIndex, searchIndexMergeJob } from "../../../app/search/index-merge.server";
import { runScheduledJobsOnce } from "../../../app/jobs/registry.server";
import { testEnv } from "../../support/context";
import { createOpportunity } from "./fixtures";

const dir = mkdtempSync(join(tmpdir(), "ic-index-merge-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUERIES = ['"water"', '"intern"*', '"community" AND "health"', '("teaching" OR "शिक्षा")', '"kelp"'];

describe("the search index merged hourly", () => {
  it("merges what edits leave into fewer segments with the same matches, then has nothing to do", async () => {
    const db = openDatabase(join(dir, "app.db"));
    migrateDatabase(db);
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const sql = db.$client;
    expect(sql.prepare("SELECT v FROM listing_search_config WHERE k = 'usermerge'").pluck().get()).toBe(2);

    // Each write its own transaction, as the board's are: each adds a segment.
    const ids = Array.from({ length: 24 }, (_, i) => createOpportunity(db, { title: `Kelp farming intern ${i}`, description: "Community health and water work." }).id);
    for (let i = 0; i < 40; i++) sql.prepare("UPDATE opportunities SET title = title WHERE id = ?").run(ids[i % ids.length]);
    const segments = () => sql.prepare("SELECT count(DISTINCT segid) FROM listing_search_idx").pluck().get() as number;
    const matches = () => QUERIES.map((q) => sql.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ? ORDER BY rowid").pluck().all(q));
    const left = segments();
    expect(left).toBeGreaterThanOrEqual(4);
    const before = matches();
    expect(before.at(-1)).toHaveLength(24);

    const [run] = await runScheduledJobsOnce(db, testEnv(), new Date(), [searchIndexMergeJob]);
    expect(run).toEqual({ name: "search-index-merge", ok: true });
    expect(segments()).toBeLessThan(left / 2);
    expect(matches()).toEqual(before);
    sql.prepare("INSERT INTO listing_search(listing_search) VALUES ('integrity-check')").run();

    // Nothing left: one step that writes no page of the index.
    const pages = () => sql.prepare("SELECT id, hex(block) FROM listing_search_data ORDER BY id").raw().all();
    const merged = pages();
    expect(await mergeSearchIndex(db)).toEqual({ steps: 0, done: true });
    expect(pages()).toEqual(merged);
    db.$client.close();
  });

  it("stops after its steps, leaving the rest for the next hour", async () => {
    const db = openDatabase(join(dir, "steps.db"));
    migrateDatabase(db);
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    for (let i = 0; i < 24; i++) createOpportunity(db, { title: `Reef survey intern ${i}`, description: "Water quality." });
    expect(await mergeSearchIndex(db, 1)).toEqual({ steps: 1, done: false });
    expect((await mergeSearchIndex(db)).done).toBe(true);
    db.$client.close();
  });
});
