/**
 * Searches on worker threads (docs/decisions/442-searches-off-the-request-thread.md): better-sqlite3 is
 * synchronous, so a search's SQL on the request thread holds every other request of the worker behind
 * it. Here a search is posted to a thread with its own read-only connection to the same file (WAL lets
 * it read beside the writer), and the request thread keeps serving listing pages, assets and cached
 * pages while it runs. The jobs themselves are app/search/search-jobs.server.ts.
 */
import { parentPort, Worker, workerData } from "node:worker_threads";
import type { Db } from "../db/client.server";
import { openReadOnlyDatabase } from "../db/client.server";
import { configureLogger, log } from "../app/lib/log.server";
import type { Env } from "../app/lib/env.server";
import { countCacheLookup, forwardCacheLookups } from "../app/lib/metrics.server";
import { inlineSearchRoom, SEARCH_JOBS, type SearchJob, type SearchRoom } from "../app/search/search-jobs.server";

type Lookup = Parameters<typeof countCacheLookup>;
interface ThreadData {
  databasePath: string;
  logLevel: Env["LOG_LEVEL"];
}
type Reply =
  | { ready: true }
  | {
      id: number;
      value?: unknown;
      error?: { name: string; message: string };
      /** The search cache's hits and misses on the thread, counted in this process's metrics. */
      lookups: Lookup[];
    };
interface Thread {
  worker: Worker;
  /** It has opened its database and answers searches. */
  ready: boolean;
  waiting: Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>;
}

export interface SearchThreads extends SearchRoom {
  /** Resolves once every thread answers searches (tests; the server does not wait). */
  whenReady(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `count` threads that each load `entry` (build/server/search-thread.js, from
 * server/search-thread.ts) and answer searches. A search goes to the ready thread with the fewest
 * waiting. Until a thread is ready (the first moment after a start), or when none could start,
 * searches run on the request thread as they would without threads. A thread that dies fails its
 * waiting searches (the request answers as when a search fails) and is replaced.
 */
export function startSearchThreads({ count, entry, databasePath, logLevel }: { count: number; entry: string; databasePath: string; logLevel: Env["LOG_LEVEL"] }): SearchThreads {
  let nextId = 0;
  let stopping = false;
  const readiness: Promise<void>[] = [];
  const start = (): Thread => {
    const data: ThreadData = { databasePath, logLevel };
    const worker = new Worker(`import(${JSON.stringify(entry)}).then((thread) => thread.serveSearchThread())`, { eval: true, workerData: data });
    // Never what keeps the process alive: a stop closes the server, then the database.
    worker.unref();
    const thread: Thread = { worker, ready: false, waiting: new Map() };
    let becameReady: () => void;
    readiness.push(new Promise((resolve) => (becameReady = resolve)));
    worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        thread.ready = true;
        log.debug({ event: "search_thread.ready" }, "search thread ready");
        return becameReady();
      }
      for (const lookup of reply.lookups) countCacheLookup(...lookup);
      const waiting = thread.waiting.get(reply.id);
      if (!waiting) return;
      thread.waiting.delete(reply.id);
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      else waiting.resolve(reply.value as never);
    });
    worker.on("error", (error) => {
      log.error({ event: "search_thread.error", err: { type: error.name, message: error.message } }, "search thread failed");
    });
    worker.on("exit", (code) => {
      for (const waiting of thread.waiting.values()) waiting.reject(new Error(`the search thread stopped (exit code ${code})`));
      thread.waiting.clear();
      if (stopping) return;
      // One that never started would fail the same way again: its searches stay on the request thread.
      if (!thread.ready) return void becameReady();
      log.error({ event: "search_thread.exit", code }, "search thread stopped; starting another");
      threads[threads.indexOf(thread)] = start();
    });
    return thread;
  };
  const threads = Array.from({ length: count }, start);

  return {
    run(job: SearchJob, db: Db, args: never) {
      const ready = threads.filter((thread) => thread.ready);
      if (ready.length === 0) return inlineSearchRoom.run(job, db, args);
      const thread = ready.reduce((least, t) => (t.waiting.size < least.waiting.size ? t : least));
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, job, args });
      });
    },
    async whenReady() {
      await Promise.all(readiness);
    },
    async stop() {
      stopping = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  } as SearchThreads;
}

/**
 * The body of a search thread: answers each message with its job's result, in the order they came.
 * `jobs` is the search room's (a test gives jobs of its own, to hold a thread or stop it).
 */
export function serveSearchThread(jobs: Record<string, (db: Db, args: never) => unknown> = SEARCH_JOBS) {
  const port = parentPort;
  if (!port) throw new Error("serveSearchThread runs only on a search thread");
  const { databasePath, logLevel } = workerData as ThreadData;
  configureLogger({ LOG_LEVEL: logLevel });
  const db = openReadOnlyDatabase(databasePath);
  let lookups: Lookup[] = [];
  forwardCacheLookups((...lookup) => lookups.push(lookup));
  port.on("message", ({ id, job, args }: { id: number; job: SearchJob; args: never }) => {
    lookups = [];
    try {
      port.postMessage({ id, value: jobs[job]!(db, args), lookups } satisfies Reply);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, error: { name, message }, lookups } satisfies Reply);
    }
  });
  port.postMessage({ ready: true } satisfies Reply);
}
