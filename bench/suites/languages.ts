/**
 * The board in both languages (docs/decisions/280, 264): the home page and a listing page in
 * English and in Hindi, as deployed (page cache on). For each: the HTML as sent (brotli), the
 * JavaScript a first visit runs (brotli q11, `scripts/page-js-bytes.js`: for Hindi pages with
 * Lingui and the page's catalogue), and the page-cache hit path under load (req/s, server CPU
 * per request, English and Hindi in turn, twice, means). Budgets, as ratios in one run: a
 * Hindi page's JS within 5 % of its English page's; a cached Hindi answer costs the server at
 * most 25 % more CPU than the English one. The first paint on the throttled profile is in
 * the lighthouse suite, which audits the same four pages.
 */
import { spawnSync } from "node:child_process";
import { type LoadResult, runLoad, warmUp } from "../lib/load";
import { kb, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { encodedBytes } from "../lib/weight";
import { database } from "./board";
import type { BenchSuite } from "./types";

/** First-visit JS of a route in English and in Hindi, from the built client. */
function firstVisitJs(routeId: string, catalogue: string): { en: number; hi: number } {
  const run = spawnSync(process.execPath, ["scripts/page-js-bytes.js", "build/client", routeId, catalogue], { encoding: "utf8" });
  const bytes = (label: string) => Number(new RegExp(`^${label}: (\\d+) B`, "m").exec(run.stdout)?.[1] ?? NaN);
  return { en: bytes("English"), hi: bytes("hi") };
}

export const languagesSuite: BenchSuite = {
  name: "languages",
  async run(ctx) {
    const size = ctx.sizes[ctx.sizes.length - 1]!;
    const { dbPath, slug } = await database(ctx, size);
    const pages = [
      { label: "home", path: "/", routeId: "routes/home", catalogue: "board" },
      { label: "listing page", path: `/internships/${slug}`, routeId: "listing-internship", catalogue: "listing" },
    ];
    const server = await startProductionServer(dbPath);
    try {
      const rows: (string | number)[][] = [];
      const verdicts: string[] = [];
      for (const { label, path, routeId, catalogue } of pages) {
        const js = firstVisitJs(routeId, catalogue);
        const urls = {
          en: `${server.baseUrl}${path}`,
          hi: `${server.baseUrl}/hi${path === "/" ? "" : path}`,
        };
        const loads: Record<"en" | "hi", LoadResult[]> = { en: [], hi: [] };
        for (const url of Object.values(urls)) {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await warmUp(url, ctx.quick ? 1 : 2);
        }
        for (let round = 0; round < 2; round++) {
          for (const locale of ["en", "hi"] as const) {
            loads[locale].push(await runLoad(urls[locale], { connections: ctx.connections, duration: ctx.duration, serverPid: server.pid }));
          }
        }
        const mean = (locale: "en" | "hi", key: "requestsPerSecond" | "cpuMsPerRequest") =>
          loads[locale].reduce((sum, load) => sum + load[key], 0) / loads[locale].length;
        const html = { en: await encodedBytes(urls.en, "br"), hi: await encodedBytes(urls.hi, "br") };
        for (const locale of ["en", "hi"] as const) {
          rows.push([
            `${label}, ${locale === "hi" ? "Hindi" : "English"}`,
            kb(html[locale]),
            kb(js[locale]),
            mean(locale, "requestsPerSecond").toFixed(0),
            mean(locale, "cpuMsPerRequest").toFixed(3),
            loads[locale].reduce((sum, load) => sum + load.errors + load.non2xx, 0),
          ]);
        }
        const jsRatio = (js.hi / js.en - 1) * 100;
        const cpuRatio = (mean("hi", "cpuMsPerRequest") / mean("en", "cpuMsPerRequest")) * 100;
        verdicts.push(
          `${label}: Hindi JS +${jsRatio.toFixed(1)} % over English (budget 5 %: ${jsRatio <= 5 ? "met" : "NOT MET"}); ` +
            `a cached Hindi answer ${cpuRatio.toFixed(0)} % of the English one's server CPU (budget ≤ 125 %: ${cpuRatio <= 125 ? "met" : "NOT MET"}); ` +
            `HTML ${((html.hi / html.en) * 100).toFixed(0)} % of English`,
        );
      }
      ctx.log(`\n${size.toLocaleString("en")} listings, page cache on (as deployed), ${ctx.connections} connections, ${ctx.duration} s each, means of 2 runs`);
      ctx.log(table(["page", "HTML (brotli)", "first-visit JS (brotli)", "req/s", "CPU ms/req", "errors"], rows));
      ctx.log(`Languages summary:\n  ${verdicts.join("\n  ")}`);
    } finally {
      await server.stop();
    }
  },
};
