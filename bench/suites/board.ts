/**
 * The public board under load. For each size (10,000 and
 * 100,000 published listings) it builds a database, starts the production server
 * against it and measures with autocannon at 50 connections:
 *   (a) the home page with a query and two filters,
 *   (b) GET /api/opportunities/search with a query,
 *   (c) a listing page,
 *   (d) /bench/ping, a small fixed page through the same Express + React Router
 *       stack, measured before and after the others (the baseline is their mean),
 * first as deployed (the anonymous page cache and the search result cache on),
 * then with the page cache off (the cost of rendering a page), then with both
 * off (the cost of the queries themselves). Beside wall-clock
 * req/s and latencies it reports the server's CPU time per request (from
 * /proc/<pid>/stat), which does not depend on what else runs on the machine. It then weighs the
 * home and listing pages (gzipped HTML, CSS, JS) and checks that the first 14 KB
 * of the home page hold the hero and the first results.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrateDatabase, openDatabase } from "../../db/client.server";
import { buildListingsDatabase } from "../lib/listings-data";
import { type LoadResult, runLoad, warmUp } from "../lib/load";
import { kb, ms, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { firstWindowOfGzip, firstWindowUncompressed, INITIAL_WINDOW, pageWeight } from "../lib/weight";
import type { BenchContext, BenchSuite } from "./types";

const HOME_QUERY = "/?query=climate&type=internship&category=engineering&stipend=paid";
const API_QUERY = "/api/opportunities/search?query=climate";
const PING = "/bench/ping";
/** Bump when the generated data changes, so kept databases are rebuilt. */
const DATA_VERSION = "v9";

interface ModeResult {
  mode: string;
  a: LoadResult;
  b: LoadResult;
  c: LoadResult;
  d: LoadResult;
  bSingle: LoadResult;
}

function meanBaseline(first: LoadResult, second: LoadResult): LoadResult {
  const avg = (k: "requestsPerSecond" | "p50" | "p95" | "p99") => (first[k] + second[k]) / 2;
  return {
    ...first,
    requestsPerSecond: avg("requestsPerSecond"),
    p50: avg("p50"),
    p95: avg("p95"),
    p99: avg("p99"),
    requests: first.requests + second.requests,
    cpuMsPerRequest: (first.cpuMsPerRequest + second.cpuMsPerRequest) / 2,
    errors: first.errors + second.errors,
    non2xx: first.non2xx + second.non2xx,
  };
}

async function measure(ctx: BenchContext, dbPath: string, slug: string, mode: string, env: Record<string, string>) {
  const server = await startProductionServer(dbPath, env);
  try {
    const url = (path: string) => `${server.baseUrl}${path}`;
    const listing = `/internships/${slug}`;
    for (const path of [PING, HOME_QUERY, API_QUERY, listing]) {
      const response = await fetch(url(path));
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await warmUp(url(path), ctx.quick ? 1 : 2);
    }
    const opts = { connections: ctx.connections, duration: ctx.duration, serverPid: server.pid };
    const d1 = await runLoad(url(PING), opts);
    const a = await runLoad(url(HOME_QUERY), opts);
    const b = await runLoad(url(API_QUERY), opts);
    const c = await runLoad(url(listing), opts);
    const d2 = await runLoad(url(PING), opts);
    const bSingle = await runLoad(url(API_QUERY), { connections: 1, duration: ctx.duration, serverPid: server.pid });
    return { mode, a, b, c, d: meanBaseline(d1, d2), bSingle } satisfies ModeResult;
  } finally {
    await server.stop();
  }
}

function printMode(ctx: BenchContext, size: number, r: ModeResult) {
  const row = (label: string, x: LoadResult) => [
    label,
    x.requestsPerSecond.toFixed(0),
    ms(x.p50),
    ms(x.p95),
    ms(x.p99),
    `${((x.requestsPerSecond / r.d.requestsPerSecond) * 100).toFixed(0)}%`,
    x.errors + x.non2xx,
    x.cpuMsPerRequest.toFixed(2),
    (1000 / x.cpuMsPerRequest).toFixed(0),
    `${((r.d.cpuMsPerRequest / x.cpuMsPerRequest) * 100).toFixed(0)}%`,
  ];
  ctx.log(`\n${size.toLocaleString("en")} listings, ${r.mode}, ${ctx.connections} connections, ${ctx.duration} s each`);
  ctx.log(
    table(
      ["route", "req/s", "p50", "p95", "p99", "vs (d)", "errors", "CPU ms/req", "req/CPU-s", "vs (d) CPU"],
      [
        row(`(a) home ${HOME_QUERY}`, r.a),
        row(`(b) ${API_QUERY}`, r.b),
        row("(c) listing page", r.c),
        row(`(d) ${PING} (mean of 2 runs)`, r.d),
        row("(b) at 1 connection", r.bSingle),
      ],
    ),
  );
}

/** Builds the database of `size` listings, or reuses one kept in --data-dir by an earlier run. */
export async function database(ctx: BenchContext, size: number) {
  const dir = ctx.dataDir ?? ctx.tmpDir;
  mkdirSync(dir, { recursive: true });
  const dbPath = join(dir, `board-${size}-${DATA_VERSION}.db`);
  const slugFile = `${dbPath}.slug`;
  if (ctx.dataDir && existsSync(dbPath) && existsSync(slugFile)) {
    ctx.log(`\nReusing ${dbPath}`);
    // Newer migrations (a new index) applied before any suite reads it: some open it in process without migrating.
    const db = openDatabase(dbPath);
    try {
      migrateDatabase(db);
    } finally {
      db.$client.close();
    }
    return { dbPath, slug: readFileSync(slugFile, "utf8").trim() };
  }
  for (const suffix of ["", "-wal", "-shm", ".slug"]) rmSync(`${dbPath}${suffix}`, { force: true });
  const started = Date.now();
  const { db, sampleSlugs } = buildListingsDatabase(dbPath, { count: size });
  db.$client.close();
  ctx.log(`\nBuilt ${size.toLocaleString("en")} published listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const slug = sampleSlugs[Math.floor(sampleSlugs.length / 2)]!;
  writeFileSync(slugFile, slug);
  return { dbPath, slug };
}

export const boardSuite: BenchSuite = {
  name: "board",
  async run(ctx) {
    const summary: string[] = [];
    for (const size of ctx.sizes) {
      const { dbPath, slug } = await database(ctx, size);

      const deployed = await measure(ctx, dbPath, slug, "page and search caches on (as deployed)", {});
      printMode(ctx, size, deployed);
      const rendered = await measure(ctx, dbPath, slug, "page cache off (PAGE_CACHE_SECONDS=0), search cache on", {
        PAGE_CACHE_SECONDS: "0",
      });
      printMode(ctx, size, rendered);
      const uncached = await measure(ctx, dbPath, slug, "both caches off (PAGE_CACHE_SECONDS=0 SEARCH_CACHE_SECONDS=0)", {
        PAGE_CACHE_SECONDS: "0",
        SEARCH_CACHE_SECONDS: "0",
      });
      printMode(ctx, size, uncached);
      for (const r of [deployed, rendered, uncached]) {
        summary.push(
          `${size.toLocaleString("en")} listings, ${r.mode}: search API p95 ${ms(r.b.p95)} at ${ctx.connections} connections, ` +
            `${ms(r.bSingle.p95)} at 1 (target ≤ 15 ms at 100,000); home with filters ` +
            `${((r.a.requestsPerSecond / r.d.requestsPerSecond) * 100).toFixed(0)}% of (d) req/s, ` +
            `${((r.d.cpuMsPerRequest / r.a.cpuMsPerRequest) * 100).toFixed(0)}% by server CPU per request (target ≥ 50%)`,
        );
      }

      if (size === ctx.sizes[ctx.sizes.length - 1]) {
        const server = await startProductionServer(dbPath);
        try {
          const home = await pageWeight(`${server.baseUrl}/`);
          const homeFiltered = await pageWeight(`${server.baseUrl}${HOME_QUERY}`);
          const listing = await pageWeight(`${server.baseUrl}/internships/${slug}`);
          ctx.log(`\nPage weight (gzip level 6), database of ${size.toLocaleString("en")} listings`);
          ctx.log(
            table(
              ["page", "HTML", "CSS (in the HTML)", "JS", "total", "HTML raw"],
              [
                ["home /", kb(home.htmlGzip), kb(home.cssGzip), kb(home.jsGzip), kb(home.totalGzip), kb(home.htmlBytes)],
                [
                  `home ${HOME_QUERY}`,
                  kb(homeFiltered.htmlGzip),
                  kb(homeFiltered.cssGzip),
                  kb(homeFiltered.jsGzip),
                  kb(homeFiltered.totalGzip),
                  kb(homeFiltered.htmlBytes),
                ],
                [
                  "listing page",
                  kb(listing.htmlGzip),
                  kb(listing.cssGzip),
                  kb(listing.jsGzip),
                  kb(listing.totalGzip),
                  kb(listing.htmlBytes),
                ],
              ],
            ),
          );
          ctx.log(`JS of the home page: ${home.assets.filter((a) => a.path.endsWith(".js")).map((a) => `${a.path.replace("/assets/", "")} ${kb(a.gzip)}`).join(", ")}`);
          const holds = (html: string) => ({
            hero: html.includes("Build your Career of Impact"),
            firstResult: /<li id="result-1"[\s\S]*?<\/li>/.test(html),
          });
          const onWire = holds(firstWindowOfGzip(home.html));
          const raw = holds(firstWindowUncompressed(home.html));
          const resultAt = home.html.indexOf('<li id="result-1"');
          ctx.log(
            `First ${INITIAL_WINDOW / 1024} KB of the home page: gzipped on the wire → hero ${onWire.hero ? "yes" : "NO"}, ` +
              `first result ${onWire.firstResult ? "yes" : "NO"}; uncompressed → hero ${raw.hero ? "yes" : "NO"}, ` +
              `first result ${raw.firstResult ? "yes" : "NO"} (first card starts at byte ${resultAt.toLocaleString("en")})`,
          );
          summary.push(
            `home transfer ${kb(home.totalGzip)} (target ≤ 150 KB), JS ${kb(home.jsGzip)} (target ≤ 100 KB); ` +
              `first 14 KB gzipped holds hero ${onWire.hero ? "yes" : "NO"} and first result ${onWire.firstResult ? "yes" : "NO"}`,
          );
        } finally {
          await server.stop();
        }
      }
    }
    ctx.log(`\nBoard summary:\n  ${summary.join("\n  ")}`);
  },
};
