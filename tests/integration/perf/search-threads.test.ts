/**
 * Searches on worker threads (server/search-threads.ts, decision 442): a thread answers the board's and
 * the API's searches as the request thread does, from its own read-only connection to the same file;
 * while a thread is busy the request thread goes on; a thread that dies fails its waiting searches and is
 * replaced; one that cannot start leaves the searches on the request thread. Real threads, the built
 * thread entry (build/server/search-thread.js), a real SQLite file.
 */
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { register } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogLines } from "../../../app/lib/log.server";
import { inlineSearchRoom } from "../../../app/search/search-jobs.server";
import { apiSearchSchema } from "../../../app/search/search-schema";
import { type SearchThreads, startSearchThreads } from "../../../server/search-threads";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";

const BUILT_ENTRY = pathToFileURL(resolve("build/server/search-thread.js")).href;
const HOLDING_ENTRY = pathToFileURL(resolve("tests/support/holding-search-thread.mjs")).href;

let t: TestDb | undefined;
let threads: SearchThreads | undefined;
afterEach(async () => {
  await threads?.stop();
  threads = undefined;
  t?.cleanup();
});

function start(entry: string, count = 1) {
  t = createTestDb();
  createOpportunity(t.db, { title: "Mangrove survey intern", description: "Coastal mangrove mapping." });
  createOpportunity(t.db, { title: "Mangrove fellowship", type: "fellowship", location: null });
  createOpportunity(t.db, { title: "Solar fellowship", type: "fellowship", location: null });
  threads = startSearchThreads({ count, entry, databasePath: t.path, logLevel: "silent" });
  return { db: t.db, threads };
}

async function searchLookups(): Promise<number> {
  const metric = await register.getSingleMetric("cache_lookups_total")?.get();
  return (metric?.values ?? []).filter((value) => value.labels.cache === "search").reduce((sum, value) => sum + value.value, 0);
}

describe("search threads", () => {
  it("answer the API's and the board's searches as the request thread does, and count their cache lookups here", async () => {
    const { db, threads } = start(BUILT_ENTRY);
    await threads.whenReady();
    const { limit, offset, ...filters } = apiSearchSchema.parse({ query: "mangrove" });
    const api = { filters: { ...filters, jobsAsInternships: true }, limit, offset, cacheSeconds: 30 };
    const lookups = await searchLookups();
    const onThread = await threads.run("apiPage", db, api);
    expect(onThread.results.map((result) => result.title).sort()).toEqual(["Mangrove fellowship", "Mangrove survey intern"]);
    expect(onThread.typeCounts).not.toBeNull();
    expect(onThread).toEqual(await inlineSearchRoom.run("apiPage", db, api));
    // The thread's search cache was asked, and the count reached this process's metrics.
    expect(await searchLookups()).toBeGreaterThan(lookups);

    const board = { search: "query=mangrove&type=fellowship", requestId: "test", cacheSeconds: 0, language: "hi" };
    const boardOnThread = await threads.run("homeBoard", db, board);
    expect(boardOnThread.results.map((card) => card.title)).toEqual(["Mangrove fellowship"]);
    expect(boardOnThread).toEqual(await inlineSearchRoom.run("homeBoard", db, board));
  });

  it("see a listing published after they started", async () => {
    const { db, threads } = start(BUILT_ENTRY);
    await threads.whenReady();
    const api = { filters: { ...apiSearchSchema.parse({ query: "seagrass" }), jobsAsInternships: true }, limit: 20, offset: 0, cacheSeconds: 30 };
    expect((await threads.run("apiPage", db, api)).total).toBe(0);
    createOpportunity(db, { title: "Seagrass count intern" });
    expect((await threads.run("apiPage", db, api)).results.map((result) => result.title)).toEqual(["Seagrass count intern"]);
  });

  it("leave the request thread free while a search runs, and answer it once done", async () => {
    const { db, threads } = start(HOLDING_ENTRY);
    await threads.whenReady();
    const gate = new SharedArrayBuffer(4);
    const held = threads.run("hold" as never, db, { gate } as never);
    // The thread is held; this thread goes on: a timer fires and another turn of its loop comes.
    let answered = false;
    void held.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    Atomics.store(new Int32Array(gate), 0, 1);
    Atomics.notify(new Int32Array(gate), 0);
    expect(await held).toBe("released");
  });

  it("fail the searches of a thread that stops, and start another for the next", async () => {
    const { db, threads } = start(HOLDING_ENTRY);
    await threads.whenReady();
    await expect(threads.run("exit" as never, db, {} as never)).rejects.toThrow("the search thread stopped (exit code 3)");
    await threads.whenReady();
    await expect.poll(() => threads.run("listings" as never, db, {} as never).catch(() => "not yet")).toBe(3);
  });

  it("leave the searches on the request thread when none can start, and say why in the log", async () => {
    const logged = captureLogLines();
    try {
      const { db, threads } = start(pathToFileURL(resolve("build/server/no-such-entry.js")).href);
      await threads.whenReady();
      const api = { filters: { ...apiSearchSchema.parse({ query: "solar" }), jobsAsInternships: true }, limit: 20, offset: 0, cacheSeconds: 0 };
      expect((await threads.run("apiPage", db, api)).results.map((result) => result.title)).toEqual(["Solar fellowship"]);
      expect(logged.lines.map((line) => JSON.parse(line) as { event?: string }).filter((line) => line.event === "search_thread.error")).toHaveLength(1);
    } finally {
      logged.stop();
    }
  });
});
