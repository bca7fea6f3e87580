/**
 * The board in every language of the registry (docs/decisions/280, 264, 330): the home page and a
 * listing page in English and in each other language, as deployed (page cache on). For each: the
 * HTML as sent (brotli), the JavaScript a first visit runs (brotli q11, `scripts/page-js-bytes.js`:
 * for translated pages with Lingui and the page's catalogue), and the page-cache hit path under load
 * (req/s, server CPU per request, each language in turn, twice, means). Budgets, as ratios in one
 * run: a translated page's JS within 5 % of its English page's; a cached translated answer costs the
 * server at most 25 % more CPU than the English one. The first paint on the throttled profile is in
 * the lighthouse suite.
 */
import { spawnSync } from "node:child_process";
import { LANGUAGES, type Locale } from "../../app/i18n/languages";
import { LOCALES, localizePath } from "../../app/i18n/locales";
import { type LoadResult, runLoad, warmUp } from "../lib/load";
import { kb, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { encodedBytes } from "../lib/weight";
import { database } from "./board";
import type { BenchSuite } from "./types";

/** First-visit JS of a route in every language, from the built client (the script labels English "English"). */
function firstVisitJs(routeId: string, catalogue: string): Record<Locale, number> {
  const run = spawnSync(process.execPath, ["scripts/page-js-bytes.js", "build/client", routeId, catalogue], { encoding: "utf8" });
  const bytes = (label: string) => Number(new RegExp(`^${label}: (\\d+) B`, "m").exec(run.stdout)?.[1] ?? NaN);
  return Object.fromEntries(LOCALES.map((locale) => [locale, bytes(locale === "en" ? "English" : locale)])) as Record<Locale, number>;
}

const nameOf = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
const TRANSLATED = LANGUAGES.filter((language) => language.code !== "en").map((language) => language.code);

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
        const urls = Object.fromEntries(LOCALES.map((locale) => [locale, `${server.baseUrl}${localizePath(path, locale)}`])) as Record<Locale, string>;
        const loads = Object.fromEntries(LOCALES.map((locale) => [locale, [] as LoadResult[]])) as Record<Locale, LoadResult[]>;
        for (const url of Object.values(urls)) {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await warmUp(url, ctx.quick ? 1 : 2);
        }
        for (let round = 0; round < 2; round++) {
          for (const locale of LOCALES) {
            loads[locale].push(await runLoad(urls[locale], { connections: ctx.connections, duration: ctx.duration, serverPid: server.pid }));
          }
        }
        const mean = (locale: Locale, key: "requestsPerSecond" | "cpuMsPerRequest") =>
          loads[locale].reduce((sum, load) => sum + load[key], 0) / loads[locale].length;
        const html = {} as Record<Locale, number>;
        for (const locale of LOCALES) html[locale] = await encodedBytes(urls[locale], "br");
        for (const locale of LOCALES) {
          rows.push([
            `${label}, ${nameOf(locale)}`,
            kb(html[locale]),
            kb(js[locale]),
            mean(locale, "requestsPerSecond").toFixed(0),
            mean(locale, "cpuMsPerRequest").toFixed(3),
            loads[locale].reduce((sum, load) => sum + load.errors + load.non2xx, 0),
          ]);
        }
        for (const locale of TRANSLATED) {
          const jsRatio = (js[locale] / js.en - 1) * 100;
          const cpuRatio = (mean(locale, "cpuMsPerRequest") / mean("en", "cpuMsPerRequest")) * 100;
          verdicts.push(
            `${label}: ${nameOf(locale)} JS +${jsRatio.toFixed(1)} % over English (budget 5 %: ${jsRatio <= 5 ? "met" : "NOT MET"}); ` +
              `a cached ${nameOf(locale)} answer ${cpuRatio.toFixed(0)} % of the English one's server CPU (budget ≤ 125 %: ${cpuRatio <= 125 ? "met" : "NOT MET"}); ` +
              `HTML ${((html[locale] / html.en) * 100).toFixed(0)} % of English`,
          );
        }
      }
      ctx.log(`\n${size.toLocaleString("en")} listings, page cache on (as deployed), ${ctx.connections} connections, ${ctx.duration} s each, means of 2 runs`);
      ctx.log(table(["page", "HTML (brotli)", "first-visit JS (brotli)", "req/s", "CPU ms/req", "errors"], rows));
      ctx.log(`Languages summary:\n  ${verdicts.join("\n  ")}`);
    } finally {
      await server.stop();
    }
  },
};
