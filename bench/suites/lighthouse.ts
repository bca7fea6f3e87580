/**
 * Lighthouse, mobile preset (Slow 4G, 4x CPU slowdown, emulated phone), with
 * Debian's Chromium, on the production build: performance score, FCP, LCP, TBT
 * and the JavaScript of home, a listing, an organisation page, a cause page and /submit,
 * in English and Hindi (home and /submit in Marathi and Bengali too, and a Bengali listing), each beside the same
 * page with its script files blocked (the floor JavaScript cannot go under). JS is counted two ways: as Lighthouse
 * counts it (bytes on the wire, response headers included) and as the brotli bodies the server sends. Budgets
 * (decision 320, docs/request-cost.md): read pages (listing, organisation, cause) ≤ 8 KB of JS, score ≥ 95, TBT
 * < 150 ms; home and /submit score ≥ 95, TBT < 200 ms and ≤ 90 KB, which no page that hydrates React reaches
 * (decision 356): the "budget" column says which page meets its budget and by what it misses.
 *
 * Lighthouse's default (simulated) throttling estimates FCP and LCP from an
 * unthrottled load; a second pass applies the throttling for real (DevTools
 * throttling), where the first paint, which holds the first listings (they are
 * in the HTML, and so is the stylesheet), is measured rather than estimated.
 */
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { kb, ms, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { encodedBytes } from "../lib/weight";
import { database } from "./board";
import type { BenchContext, BenchSuite } from "./types";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
  networkRequestTime?: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Request[] };
}

interface LcpElementAudit {
  details?: { items?: { items?: { node?: { snippet?: string } }[] }[] };
}

interface Run {
  /** Lighthouse's runtime error (no paint within its time limit on a loaded machine, say). */
  error?: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scripts: Request[];
  requests: Request[];
  total: number;
  lcpElement: string;
  /** Script bytes downloaded but never run (Chromium's coverage, Lighthouse's unused-javascript audit). */
  unusedJs: number;
}

const median = <T>(runs: T[], by: (run: T) => number) => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;

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
    // An audit that failed (Lighthouse's runtime error, a loaded machine) is taken again, up to twice.
    const audit = async (url: string, throttlingMethod: "simulate" | "devtools", scripts = true): Promise<Run> => {
      let run = await auditOnce(url, throttlingMethod, scripts);
      for (let retry = 0; run.error && retry < 2; retry++) run = await auditOnce(url, throttlingMethod, scripts);
      return run;
    };
    const auditOnce = async (url: string, throttlingMethod: "simulate" | "devtools", scripts: boolean): Promise<Run> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod,
        // The floor: the page without its script files (inline scripts are a few hundred bytes).
        blockedUrlPatterns: scripts ? null : ["*.js"],
      });
      const lhr = result!.lhr;
      const value = (id: string) => (lhr.audits[id] as Audit).numericValue ?? NaN;
      const requests = (lhr.audits["network-requests"] as Audit).details?.items ?? [];
      return {
        error: lhr.runtimeError?.code,
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        scripts: requests.filter((r) => r.resourceType === "Script"),
        requests,
        total: value("total-byte-weight"),
        unusedJs: (lhr.audits["unused-javascript"] as { details?: { overallSavingsBytes?: number } }).details?.overallSavingsBytes ?? 0,
        lcpElement:
          (lhr.audits["largest-contentful-paint-element"] as LcpElementAudit).details?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
      };
    };
    try {
      const { organization, cause } = await readPagesOf(server.baseUrl, slug);
      // [label, path, also measured with DevTools throttling applied for real, a read page (its budget)]
      const pages: [string, string, boolean, boolean][] = [
        ["home /", "/", true, false],
        ["listing page", `/internships/${slug}`, true, true],
        ["organisation page", organization, false, true],
        ["cause page", cause, false, true],
        ["/submit", "/submit", true, false],
        // The same pages in Hindi (docs/decisions/280): a React page loads Lingui and its catalogue before hydration.
        ["Hindi home /hi", "/hi", true, false],
        ["Hindi listing page", `/hi/internships/${slug}`, true, true],
        ["Hindi organisation page", `/hi${organization}`, false, true],
        ["Hindi cause page", `/hi${cause}`, false, true],
        ["Hindi /submit", "/hi/submit", false, false],
        // The later languages (decision 330): home and /submit hydrate with their catalogue; a Bengali listing is a
        // read page in the board's second script, drawn by the phone's own fonts.
        ["Marathi home /mr", "/mr", false, false],
        ["Marathi /submit", "/mr/submit", false, false],
        ["Bengali home /bn", "/bn", false, false],
        ["Bengali /submit", "/bn/submit", false, false],
        ["Bengali listing page", `/bn/internships/${slug}`, false, true],
      ].filter(([label]) => !ctx.pages || ctx.pages.some((word) => String(label).includes(word))) as [string, string, boolean, boolean][];
      const runs = ctx.quick ? 1 : 3;
      const rows: (string | number)[][] = [];
      const order: string[] = [];
      const loads: number[] = [];
      const errors: [string, string][] = [];
      const floors: (string | number)[][] = [];
      for (const [label, path, throttled, readPage] of pages) {
        const url = `${server.baseUrl}${path}`;
        const simulated: Run[] = [];
        const applied: Run[] = [];
        const noScripts: Run[] = [];
        for (let i = 0; i < runs; i++) {
          loads.push(loadavg()[0]!);
          simulated.push(await audit(url, "simulate"));
          noScripts.push(await audit(url, "simulate", false));
          if (throttled) applied.push(await audit(url, "devtools"));
        }
        const r = median(simulated, (run) => run.score);
        const real = applied.length > 0 ? median(applied, (run) => run.fcp) : { fcp: NaN, lcp: NaN };
        const floor = median(noScripts, (run) => run.score);
        for (const run of [...simulated, ...applied, ...noScripts]) if (run.error) errors.push([label, run.error]);
        const transferred = r.scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
        const brotli = (await Promise.all(r.scripts.map((s) => encodedBytes(s.url, "br")))).reduce((a, b) => a + b, 0);
        rows.push([
          label,
          r.score,
          ms(r.fcp),
          ms(r.lcp),
          ms(r.tbt),
          r.scripts.length,
          kb(transferred),
          kb(brotli),
          ms(real.fcp),
          ms(real.lcp),
          kb(r.total),
          withinBudget(readPage, brotli, r),
        ]);
        floors.push([label, r.score, floor.score, ms(r.tbt), ms(floor.tbt), ms(r.lcp), ms(floor.lcp), kb(brotli), kb(r.unusedJs)]);
        // Does anything the first paint needs wait for a request of its own, or behind the scripts?
        const sorted = [...r.requests].sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0));
        const css = sorted.findIndex((q) => q.resourceType === "Stylesheet");
        const js = sorted.findIndex((q) => q.resourceType === "Script");
        const stylesheet =
          css === -1 ? "stylesheet in the document" : `stylesheet is request ${css + 1} (${sorted[css]?.priority ?? "?"} priority)`;
        order.push(
          `${label}: ${stylesheet}, first script is request ${js + 1} (${sorted[js]?.priority ?? "?"} priority); LCP element ${r.lcpElement}`,
        );
      }
      const load = loads.map((l) => l.toFixed(1));
      ctx.log(
        `\nLighthouse ${ctx.quick ? "(1 run)" : "(median of 3 runs)"}, mobile preset (Slow 4G, 4x CPU), ${size.toLocaleString("en")} listings; load average during the runs ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (${load.join(", ")})`,
      );
      ctx.log(
        table(
          [
            "page",
            "score",
            "FCP",
            "LCP",
            "TBT",
            "JS files",
            "JS transferred",
            "JS brotli bodies",
            "FCP, throttled",
            "LCP, throttled",
            "total transferred",
            "budget",
          ],
          rows,
        ),
      );
      ctx.log(
        "Score, FCP, LCP, TBT: simulated throttling (Lighthouse's default). JS transferred: as Lighthouse counts it, response headers included. FCP/LCP, throttled: the same profile applied for real (DevTools throttling); the first listings are in the HTML, so they are painted with the first paint.",
      );
      for (const line of order) ctx.log(line);
      ctx.log("\nEach page beside its floor, the same page with its script files blocked (medians; simulated throttling):");
      ctx.log(table(["page", "score", "score, no JS", "TBT", "TBT, no JS", "LCP", "LCP, no JS", "JS brotli bodies", "JS unused (coverage, wire)"], floors));
      for (const [label, error] of errors) ctx.log(`${label}: Lighthouse's runtime error ${error} (its figures above are NaN)`);
      if (!ctx.pages) await pwaOnOff(ctx, { dbPath, slug, runs, pwaOn: server.baseUrl, audit });
    } finally {
      await chrome.kill();
      await server.stop();
    }
  },
};

/**
 * A page's budget (decision 320, 356; docs/request-cost.md): a read page ≤ 8 KB of JavaScript (brotli), score
 * ≥ 95 and TBT < 150 ms; a page that hydrates React (home, /submit) ≤ 90 KB, score ≥ 95 and TBT < 200 ms.
 * "yes", or what misses.
 */
function withinBudget(readPage: boolean, brotli: number, run: Run): string {
  const tbtBudget = readPage ? 150 : 200;
  const misses = [
    brotli > (readPage ? 8 : 90) * 1024 && `JS ${kb(brotli)} > ${readPage ? 8 : 90} KB`,
    run.score < 95 && `score ${run.score} < 95`,
    run.tbt >= tbtBudget && `TBT ${ms(run.tbt)} ≥ ${tbtBudget} ms`,
  ].filter(Boolean);
  return misses.length ? `NO: ${misses.join(", ")}` : "yes";
}

/** An organisation page and a cause page of the bench's database: the ones the listing page links to. */
async function readPagesOf(baseUrl: string, slug: string) {
  const listing = await (await fetch(`${baseUrl}/internships/${slug}`)).text();
  const organization = /href="(\/organizations\/[^"?#]+)"/.exec(listing)?.[1];
  const home = await (await fetch(`${baseUrl}/`)).text();
  const cause = /href="(\/causes\/[^"?#]+)"/.exec(listing + home)?.[1];
  if (!organization || !cause) throw new Error("the bench's listing page links to no organisation or no cause page");
  return { organization, cause };
}

/**
 * What the service worker and the manifest cost a first visit in Lighthouse's eyes: home and a
 * listing with PWA on against a second server with PWA=false, audited in turn (off, on, off,
 * on…) so a machine whose load drifts treats both alike; medians of the runs. Each audit
 * starts with empty storage, as a first visit does: the worker registers after load.
 */
async function pwaOnOff(
  ctx: BenchContext,
  { dbPath, slug, runs, pwaOn, audit }: { dbPath: string; slug: string; runs: number; pwaOn: string; audit: (url: string, throttling: "simulate") => Promise<Run> },
) {
  const off = await startProductionServer(dbPath, { PWA: "false" });
  try {
    const rows: (string | number)[][] = [];
    const loads: number[] = [];
    for (const [label, path] of [["home /", "/"], ["listing page", `/internships/${slug}`]] as const) {
      const results: Record<"off" | "on", Run[]> = { off: [], on: [] };
      for (let i = 0; i < runs; i++) {
        for (const mode of ["off", "on"] as const) {
          loads.push(loadavg()[0]!);
          // An audit that failed (Lighthouse's runtime error) is taken again, up to twice.
          let run = await audit(`${mode === "on" ? pwaOn : off.baseUrl}${path}`, "simulate");
          for (let retry = 0; run.error && retry < 2; retry++) {
            ctx.log(`${label}, PWA ${mode}: ${run.error}; again`);
            run = await audit(`${mode === "on" ? pwaOn : off.baseUrl}${path}`, "simulate");
          }
          results[mode].push(run);
        }
      }
      for (const mode of ["off", "on"] as const) {
        const r = median(results[mode], (run) => run.score);
        rows.push([`${label}, PWA ${mode === "on" ? "on" : "=false"}`, r.score, ms(r.fcp), ms(r.lcp), ms(r.tbt), r.requests.length, kb(r.total)]);
      }
    }
    ctx.log(
      `\nLighthouse, PWA on against PWA=false ${runs === 1 ? "(1 run each)" : `(median of ${runs} runs each)`}, mobile preset, simulated throttling; load average during the runs ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    );
    ctx.log(table(["page", "score", "FCP", "LCP", "TBT", "requests", "total transferred"], rows));
  } finally {
    await off.stop();
  }
}
