// A search thread with jobs of a test's own (tests/integration/perf/search-threads.test.ts): the built
// thread's body (build/server/search-thread.js) with jobs that hold it, end it, or read the database.
import process from "node:process";
import { serveSearchThread as serve } from "../../build/server/search-thread.js";

export function serveSearchThread() {
  serve({
    /** Holds the thread, as a long search does, until the test stores 1 in `gate[0]`. */
    hold: (_db, { gate }) => {
      const flag = new Int32Array(gate);
      Atomics.wait(flag, 0, 0, 30_000);
      return "released";
    },
    /** Ends the thread in the middle of a search. */
    exit: () => process.exit(3),
    listings: (db) => db.$client.prepare("SELECT count(*) AS n FROM opportunities").get().n,
  });
}
