/**
 * Real traffic on the production server: anonymous reads of a spread of public
 * URLs at 50 connections, alone and with 10 writes per second beside them (8
 * submissions through POST /api/opportunities and 2 approvals by an admin), each
 * with one worker process and with one per CPU (WEB_CONCURRENCY). The caches
 * follow the public content version, so reads should keep at least half their
 * read-only throughput under the writes. Writes go to a copy of the database.
 *
 * Counting (app/insights): people reading listing pages and searching the board, each
 * request from one of 2,000 addresses with a browser's user agent, with COUNTING off and
 * on in alternating rounds of the same run (bench/lib/alternating.ts); counting should
 * keep at least 95% of the throughput without it (`--only=counting` runs this part alone).
 */
import { copyFileSync, existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { alternatingRounds, describeAlternating } from "../lib/alternating";
import { countingPathCpu } from "../lib/counting-path";
import { type ReadResult, readLoad, VISITOR_ADDRESSES } from "../lib/read-load";
import { ms, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { database } from "./board";
import type { BenchContext, BenchSuite } from "./types";

const READ_PATHS = [
  "/",
  "/?type=internship",
  "/?type=fellowship&category=data",
  "/?query=climate&type=internship&category=engineering&stipend=paid",
  "/?query=water",
  "/api/opportunities/search?query=health&limit=20",
];
const WRITES_PER_SECOND = 10;
const COUNTED_SEARCHES = ["/?query=water", "/?query=climate", "/?query=teaching", "/?query=health&type=fellowship"];

/** Pages people read and count: 20 listing pages and a few board searches. */
function visitorPaths(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    const rows = db
      .prepare("SELECT slug, opportunity_type AS type FROM opportunities WHERE status = 'published' AND archived = 0 ORDER BY id LIMIT 20")
      .all() as { slug: string; type: string }[];
    return [...rows.map((r) => `/${r.type}s/${r.slug}`), ...COUNTED_SEARCHES];
  } finally {
    db.close();
  }
}

/** 10 writes a second until stopped: 8 submissions, 2 approvals of earlier submissions. */
async function startWriters(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "bench-admin", password: "bench-admin-password" }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const pending: number[] = [];
  let n = 0;
  let writes = 0;
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const write = async (i: number) => {
    if (i % 5 === 4 && pending.length > 0) {
      const id = pending.shift()!;
      const response = await fetch(`${baseUrl}/api/admin/opportunities/${id}/status`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ id, status: "published" }),
      });
      if (!response.ok) errors++;
      return;
    }
    const response = await fetch(`${baseUrl}/api/opportunities`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${i % 250}` },
      body: JSON.stringify({
        data: {
          title: `Bench Field Fellow ${i}`,
          organizationName: `Bench Trust ${i % 40}`,
          opportunityType: "fellowship",
          description: "Work with village councils to test drinking water and train local volunteers to do the same.",
          applicationUrl: "https://bench.example.org/apply",
          requirements: "Graduates in any discipline with field experience.",
          applicationInstructions: "Apply with your CV and a one-page statement.",
          location: "Remote (Work From Home)",
        },
        attributes: { category: "data", duration: "6+ months", stipend: "₹15,000/month", hasPaid: true, skills: "Excel" },
      }),
    });
    if (response.status !== 201) {
      errors++;
      return;
    }
    const body = (await response.json()) as { id?: number };
    if (typeof body.id === "number") pending.push(body.id);
  };
  const timer = setInterval(() => {
    const p = write(n++)
      .then(() => void writes++)
      .catch(() => void errors++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / WRITES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return { writes, errors };
  };
}

export const trafficSuite: BenchSuite = {
  name: "traffic",
  async run(ctx) {
    const size = ctx.sizes[ctx.sizes.length - 1]!;
    const { dbPath } = await database(ctx, size);
    const cpus = availableParallelism();
    const rows: (string | number)[][] = [];
    const summary: string[] = [];
    const readOnly = new Map<number, ReadResult>();
    for (const workers of [...new Set(ctx.workers ?? [1, cpus])]) {
      const copy = join(ctx.tmpDir, `traffic-${workers}.db`);
      copyFileSync(dbPath, copy);
      for (const suffix of ["-wal", "-shm"]) if (existsSync(`${dbPath}${suffix}`)) copyFileSync(`${dbPath}${suffix}`, `${copy}${suffix}`);
      const server = await startProductionServer(copy, {
        WEB_CONCURRENCY: String(workers),
        TRUST_PROXY: "1",
        RATE_LIMIT_POSTS_PER_HOUR: "100000",
      });
      try {
        for (const path of READ_PATHS) await fetch(`${server.baseUrl}${path}`);
        const alone = await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration, { paths: READ_PATHS });
        const stop = await startWriters(server.baseUrl);
        const mixed = await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration, { paths: READ_PATHS });
        const w = await stop();
        const row = (label: string, r: ReadResult, writes = "") => [
          `${workers} worker${workers > 1 ? "s" : ""}, ${label}`,
          r.rps.toFixed(0),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.cpuPerRequest.toFixed(2),
          r.errors,
          writes,
        ];
        rows.push(row("reads alone", alone));
        rows.push(row(`reads + ${WRITES_PER_SECOND} writes/s`, mixed, `${w.writes} (${w.errors} failed)`));
        summary.push(
          `${workers} worker(s): reads under writes keep ${((mixed.rps / alone.rps) * 100).toFixed(0)}% of read-only throughput (target ≥ 50%)`,
        );
        readOnly.set(workers, alone);
      } finally {
        await server.stop();
      }
    }
    ctx.log(`\nAnonymous reads of ${READ_PATHS.length} public URLs at ${ctx.connections} connections, ${size.toLocaleString("en")} listings, ${ctx.duration} s each (CPU ms/req summed over all processes)`);
    ctx.log(table(["run", "req/s", "p50", "p95", "p99", "CPU ms/req", "errors", "writes"], rows));
    const one = readOnly.get(1);
    const all = readOnly.get(cpus);
    if (one && all && cpus > 1) {
      summary.push(`${cpus} workers against 1: ${((all.rps / one.rps) * 100).toFixed(0)}% of the read throughput`);
    }
    summary.push(...(await countingCost(ctx, dbPath)));
    ctx.log(`Traffic summary:\n  ${summary.join("\n  ")}`);
  },
};

/** People reading listings and searching, with COUNTING off and on (one worker): the cost of counting. */
async function countingCost(ctx: BenchContext, dbPath: string): Promise<string[]> {
  const paths = visitorPaths(dbPath);
  const r = await alternatingRounds(ctx, dbPath, "counting", (on) => ({ TRUST_PROXY: "1", COUNTING: String(on) }), { paths, asVisitors: true });
  ctx.log(`\nPeople reading ${paths.length - COUNTED_SEARCHES.length} listing pages and ${COUNTED_SEARCHES.length} searches from ${VISITOR_ADDRESSES} addresses, 1 worker, ${ctx.connections} connections`);
  for (const line of describeAlternating(ctx, "counting", "off (COUNTING=false)", r)) ctx.log(line);
  const path = await countingPathCpu(ctx.tmpDir, dbPath, paths);
  const share = path.withWrite / (r.cpuPerRequest.off * 1000 + path.withWrite);
  ctx.log(
    `Counting's own CPU (in process, the real middleware and counter): ${path.onPath.toFixed(1)} µs per request on the request path, ` +
      `${path.withWrite.toFixed(1)} µs with the batch write; against ${(r.cpuPerRequest.off * 1000).toFixed(0)} µs a request costs with counting off, ` +
      `a server bound by its CPU keeps ${((1 - share) * 100).toFixed(1)}%`,
  );
  return [
    `counting on keeps ${(r.medianRatio * 100).toFixed(0)}% of the throughput with counting off (median of ${r.ratios.length} alternating pairs; target ≥ 95%)`,
    `counting's own CPU is ${((path.withWrite / (r.cpuPerRequest.off * 1000)) * 100).toFixed(1)}% of a request's (${path.withWrite.toFixed(1)} µs of ${(r.cpuPerRequest.off * 1000).toFixed(0)} µs)`,
  ];
}

/** The counting comparison of the traffic suite alone (`--only=counting`). */
export const countingSuite: BenchSuite = {
  name: "counting",
  partOf: "traffic",
  async run(ctx) {
    const { dbPath } = await database(ctx, ctx.sizes[ctx.sizes.length - 1]!);
    ctx.log(`Counting summary:\n  ${(await countingCost(ctx, dbPath)).join("\n  ")}`);
  },
};

/**
 * The anonymous read path with the request log line (LOG_LEVEL=info, to a discarded stdout)
 * and the request metrics, against neither (OBSERVE_REQUESTS=false, LOG_LEVEL=error): their
 * cost per request. One worker, alternating rounds in the same run.
 */
export const observabilitySuite: BenchSuite = {
  name: "observability",
  async run(ctx) {
    for (const size of ctx.sizes) {
      const { dbPath } = await database(ctx, size);
      const r = await alternatingRounds(
        ctx,
        dbPath,
        "observing",
        (on) => (on ? { LOG_LEVEL: "info", OBSERVE_REQUESTS: "true" } : { LOG_LEVEL: "error", OBSERVE_REQUESTS: "false" }),
        { paths: READ_PATHS },
      );
      ctx.log(`\nAnonymous reads of ${READ_PATHS.length} public URLs, ${size.toLocaleString("en")} listings, 1 worker, ${ctx.connections} connections`);
      for (const line of describeAlternating(ctx, "request log + metrics", "off (OBSERVE_REQUESTS=false)", r)) ctx.log(line);
      ctx.log(`Observability summary: on keeps ${(r.medianRatio * 100).toFixed(0)}% of the throughput (median of ${r.ratios.length} alternating pairs; target ≥ 95%)`);
    }
  },
};
