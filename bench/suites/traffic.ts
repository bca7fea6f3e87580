/**
 * Real traffic on the production server: anonymous reads of a spread of public
 * URLs at 50 connections, alone and with 10 writes per second beside them (8
 * submissions through POST /api/opportunities and 2 approvals by an admin), each
 * with one worker process and with one per CPU (WEB_CONCURRENCY). The caches
 * follow the public content version, so reads should keep at least half their
 * read-only throughput under the writes. Writes go to a copy of the database.
 *
 * Counting (app/insights): people reading listing pages and searching the board, each
 * request from one of 2,000 addresses with a browser's user agent, with COUNTING on and
 * off in the same run; counting should keep at least 95% of the throughput without it.
 */
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { processCpuMs } from "../lib/load";
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
/** A person's browser (a request without one is not counted, like a bot). */
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const VISITOR_ADDRESSES = 2000;
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

/** CPU of a process and its children (the cluster's workers). */
function treeCpuMs(pid: number): number {
  let total = processCpuMs(pid);
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    for (const child of children) total += treeCpuMs(Number(child));
  } catch {
    // not Linux
  }
  return total;
}

interface ReadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  writes: number;
  writeErrors: number;
}

async function readLoad(
  baseUrl: string,
  pid: number,
  connections: number,
  duration: number,
  { paths = READ_PATHS, asVisitors = false }: { paths?: string[]; asVisitors?: boolean } = {},
): Promise<ReadResult> {
  const latencies: number[] = [];
  const cpuBefore = treeCpuMs(pid);
  let n = 0;
  const result = await new Promise<{ duration: number; errors: number; timeouts: number; non2xx: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        requests: paths.map((path) => ({
          method: "GET",
          path,
          // People: a browser's user agent and one of many addresses (the server trusts one proxy).
          ...(asVisitors
            ? {
                setupRequest: (request: { headers?: Record<string, string> }) => {
                  n++;
                  const address = `10.${(n % VISITOR_ADDRESSES) >> 8}.${n % 256}.${(n * 7) % 250}`;
                  request.headers = { ...request.headers, "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": address };
                  return request;
                },
              }
            : {}),
        })),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, time: number) => latencies.push(time));
  });
  const cpu = treeCpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    rps: latencies.length / result.duration,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: cpu / Math.max(1, latencies.length),
    writes: 0,
    writeErrors: 0,
  };
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
        const alone = await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration);
        const stop = await startWriters(server.baseUrl);
        const mixed = await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration);
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

/** People reading listings and searching, with COUNTING on and off (one worker): the cost of counting. */
async function countingCost(ctx: BenchContext, dbPath: string): Promise<string[]> {
  const paths = visitorPaths(dbPath);
  const { off, on } = await onOffRuns(ctx, dbPath, "counting", (on) => ({ TRUST_PROXY: "1", COUNTING: String(on) }), { paths, asVisitors: true });
  ctx.log(`\nPeople reading ${paths.length - COUNTED_SEARCHES.length} listing pages and ${COUNTED_SEARCHES.length} searches from ${VISITOR_ADDRESSES} addresses, 1 worker, ${ctx.connections} connections, ${ctx.duration} s (best of two runs each)`);
  ctx.log(onOffTable("counting", "off (COUNTING=false)", off, on));
  return [`counting on keeps ${((on.rps / off.rps) * 100).toFixed(0)}% of the throughput with counting off (target ≥ 95%)`];
}

/**
 * The same load on a fresh copy of the database with a feature off and on, twice each in
 * turn (evens out a machine whose load drifts); the better run of each is kept.
 */
async function onOffRuns(
  ctx: BenchContext,
  dbPath: string,
  name: string,
  envFor: (on: boolean) => Record<string, string>,
  load: Parameters<typeof readLoad>[4],
): Promise<{ off: ReadResult; on: ReadResult }> {
  const results = new Map<boolean, ReadResult>();
  for (const on of [false, true, false, true]) {
    const copy = join(ctx.tmpDir, `traffic-${name}-${on}.db`);
    copyFileSync(dbPath, copy);
    for (const suffix of ["-wal", "-shm"]) if (existsSync(`${dbPath}${suffix}`)) copyFileSync(`${dbPath}${suffix}`, `${copy}${suffix}`);
    const server = await startProductionServer(copy, envFor(on));
    try {
      for (const path of load?.paths ?? READ_PATHS) await fetch(`${server.baseUrl}${path}`);
      const run = await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration, load);
      const best = results.get(on);
      if (!best || run.rps > best.rps) results.set(on, run);
    } finally {
      await server.stop();
    }
  }
  return { off: results.get(false)!, on: results.get(true)! };
}

function onOffTable(name: string, offLabel: string, off: ReadResult, on: ReadResult) {
  const row = (label: string, r: ReadResult) => [label, r.rps.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), r.cpuPerRequest.toFixed(3), r.errors];
  return table([name, "req/s", "p50", "p95", "p99", "CPU ms/req", "errors"], [row(offLabel, off), row("on", on)]);
}

/**
 * The anonymous read path with the request log line (LOG_LEVEL=info, to a discarded stdout)
 * and the request metrics, against neither (OBSERVE_REQUESTS=false, LOG_LEVEL=error): their
 * cost per request. One worker, the same run.
 */
export const observabilitySuite: BenchSuite = {
  name: "observability",
  async run(ctx) {
    for (const size of ctx.sizes) {
      const { dbPath } = await database(ctx, size);
      const { off, on } = await onOffRuns(
        ctx,
        dbPath,
        "observing",
        (on) => (on ? { LOG_LEVEL: "info", OBSERVE_REQUESTS: "true" } : { LOG_LEVEL: "error", OBSERVE_REQUESTS: "false" }),
        {},
      );
      ctx.log(`\nAnonymous reads of ${READ_PATHS.length} public URLs, ${size.toLocaleString("en")} listings, 1 worker, ${ctx.connections} connections, ${ctx.duration} s (best of two runs each)`);
      ctx.log(onOffTable("request log + metrics", "off (OBSERVE_REQUESTS=false)", off, on));
      ctx.log(
        `Observability summary: on keeps ${((on.rps / off.rps) * 100).toFixed(0)}% of the throughput; ` +
          `${(on.cpuPerRequest - off.cpuPerRequest).toFixed(3)} CPU ms per request (target: ≥ 95%)`,
      );
    }
  },
};
