/**
 * Lighthouse, mobile preset (Slow 4G, 4x CPU slowdown, emulated phone), with
 * Debian's Chromium, on the production build: performance score, LCP, TBT and the
 * JavaScript transferred for home, a listing and /submit. Budgets: JS ≤ 110 KB on
 * home and a listing, ≤ 140 KB on /submit; score ≥ 98.
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { kb, ms, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { database } from "./board";
import type { BenchSuite } from "./types";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

export const lighthouseSuite: BenchSuite = {
  name: "lighthouse",
  async run(ctx) {
    if (!existsSync(CHROMIUM)) {
      ctx.log(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH): Lighthouse skipped`);
      return;
    }
    const size = ctx.sizes[0]!;
    const { dbPath, slug } = await database(ctx, size);
    const server = await startProductionServer(dbPath);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      const pages: [string, string][] = [
        ["home /", "/"],
        ["listing page", `/internships/${slug}`],
        ["/submit", "/submit"],
      ];
      const rows: (string | number)[][] = [];
      for (const [label, path] of pages) {
        const runs = ctx.quick ? 1 : 3;
        const results: { score: number; fcp: number; lcp: number; tbt: number; js: number; total: number }[] = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${server.baseUrl}${path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
          });
          const lhr = result!.lhr;
          const audit = (id: string) => lhr.audits[id] as Audit;
          const items = audit("network-requests").details?.items ?? [];
          results.push({
            score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
            fcp: audit("first-contentful-paint").numericValue ?? NaN,
            lcp: audit("largest-contentful-paint").numericValue ?? NaN,
            tbt: audit("total-blocking-time").numericValue ?? NaN,
            js: items.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
            total: audit("total-byte-weight").numericValue ?? NaN,
          });
        }
        // The median run by score.
        const r = results.sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
        rows.push([label, r.score, ms(r.fcp), ms(r.lcp), ms(r.tbt), kb(r.js), kb(r.total)]);
      }
      ctx.log(`\nLighthouse ${ctx.quick ? "(1 run)" : "(median of 3 runs)"}, mobile preset (Slow 4G, 4x CPU), ${size.toLocaleString("en")} listings`);
      ctx.log(table(["page", "score", "FCP", "LCP", "TBT", "JS transferred", "total transferred"], rows));
    } finally {
      await chrome.kill();
      await server.stop();
    }
  },
};
