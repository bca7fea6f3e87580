/**
 * The CPU of counting itself, in this process and away from the machine's load: the real
 * middleware and counter (app/insights) on a copy of the database, fed the requests of the
 * load run (people on listing pages and board searches), each answered and finished, then
 * the batch written as the timer would. process.cpuUsage() around it, per request.
 */
import { EventEmitter } from "node:events";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import { migrateDatabase, openDatabase } from "../../db/client.server";
import { startCounting } from "../../app/insights/start-counting.server";
import { loadEnv } from "../../app/lib/env.server";
import { BROWSER_USER_AGENT, visitorAddress } from "./read-load";
import { routeRulesTable } from "../../tests/support/route-table";

/** The route table with the rules of the pages the load run requests (the others need a build to load). */
const COUNTED_MODULES = new Set(["routes/home.tsx", "routes/listing.tsx", "routes/apply.tsx"]);
const loadCountedModules = async (file: string): Promise<object> =>
  COUNTED_MODULES.has(file) ? ((await import(/* @vite-ignore */ `../../app/${file}`)) as object) : {};

const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

function fakeExchange(path: string, n: number) {
  const url = new URL(path, "http://bench.local");
  const req = {
    method: "GET",
    path: url.pathname,
    originalUrl: url.pathname + url.search,
    query: Object.fromEntries(url.searchParams),
    headers: { "user-agent": BROWSER_USER_AGENT },
    ip: visitorAddress(n),
    socket: {},
  } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { statusCode: 200, locals: {} }) as unknown as Response;
  return { req, res };
}

/** Microseconds of CPU per counted request: on the request path, and with the batch write added. */
export async function countingPathCpu(tmpDir: string, dbPath: string, paths: string[], requests = 20_000) {
  const copy = join(tmpDir, "counting-path.db");
  copyFileSync(dbPath, copy);
  const db = openDatabase(copy);
  migrateDatabase(db);
  const env = loadEnv({ NODE_ENV: "test", DATABASE_PATH: copy, COUNTING_FLUSH_SECONDS: "60", SESSION_SECRET: "bench-session-secret-bench-session-secret-01" });
  const routes = await routeRulesTable(loadCountedModules);
  const counting = startCounting(db, env, (req, res) => routes.routeOf(req, res))!;
  const next = () => undefined;
  const run = async (from: number, count: number) => {
    for (let n = from; n < from + count; n++) {
      const { req, res } = fakeExchange(paths[n % paths.length]!, n);
      counting.middleware(req, res, next);
      res.emit("finish");
    }
    await new Promise((resolve) => setImmediate(resolve)); // the counts are taken once the answer is sent
  };
  try {
    await run(0, 2_000); // warm
    const started = process.cpuUsage();
    await run(1_000_000, requests);
    const onPath = cpuMicros(started);
    counting.stop(); // the batch write (and the timer's end)
    const total = cpuMicros(started);
    return { onPath: onPath / requests, withWrite: total / requests };
  } finally {
    db.$client.close();
  }
}
