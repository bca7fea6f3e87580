/**
 * `npm run bench`: builds the production bundle, then runs every benchmark suite.
 *
 *   npm run bench                          all suites, 10,000 and 100,000 listings, 10 s runs
 *   npm run bench -- --only=board          one suite
 *   npm run bench -- --sizes=10000 --duration=5 --connections=50
 *   npm run bench -- --only=search,fuzz --listings 1000000   one size (--listings N is --sizes=N)
 *   npm run bench -- --only=fuzz --sizes=100000             the worst requests, in process and under load
 *   npm run bench -- --no-build            use the existing build/
 *   npm run bench -- --data-dir=bench/.tmp keep the built databases there and reuse them
 *   npm run bench -- --only=traffic --workers=1   the traffic suite with one worker only
 *   npm run bench -- --only=counting,observability --duration=4 --rounds=6
 *   npm run bench -- --only=lighthouse --sizes=10000 --pages=home,submit   some of Lighthouse's pages
 *                                          a feature's cost alone: off/on in 6 alternating pairs of 4 s rounds
 *
 * A suite is a module in bench/suites/ exporting a BenchSuite; add it to SUITES.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { alertsSuite } from "./suites/alerts";
import { boardSuite } from "./suites/board";
import { fuzzSuite } from "./suites/fuzz";
import { importSuite } from "./suites/import";
import { languagesSuite } from "./suites/languages";
import { lighthouseSuite } from "./suites/lighthouse";
import { offlineSuite } from "./suites/offline";
import { scamSignalsSuite } from "./suites/scam-signals";
import { searchSuite } from "./suites/search";
import { countingSuite, observabilitySuite, trafficSuite } from "./suites/traffic";
import type { BenchSuite } from "./suites/types";

const SUITES: BenchSuite[] = [
  searchSuite,
  fuzzSuite,
  boardSuite,
  languagesSuite,
  trafficSuite,
  countingSuite,
  observabilitySuite,
  lighthouseSuite,
  offlineSuite,
  importSuite,
  alertsSuite,
  scamSignalsSuite,
];

function flag(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : "true";
}

async function main() {
  const only = flag("only")?.split(",");
  const suites = SUITES.filter((s) => (only ? only.includes(s.name) : !s.partOf));
  if (suites.length === 0) throw new Error(`No suite named ${only?.join(", ")}; known: ${SUITES.map((s) => s.name).join(", ")}`);
  const quick = flag("quick") === "true";
  // `--listings 1000000` (or --listings=1000000): one size, the same as --sizes=1000000.
  const listingsAt = process.argv.indexOf("--listings");
  const listings = flag("listings") !== "true" ? flag("listings") : process.argv[listingsAt + 1];
  const sizes = (listings ?? flag("sizes") ?? "10000,100000").split(",").map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--sizes and --listings take whole numbers, e.g. --sizes=10000,100000 or --listings 1000000");
  const duration = Number(flag("duration") ?? (quick ? 5 : 10));
  const connections = Number(flag("connections") ?? 50);

  if (flag("no-build") !== "true") {
    console.log("Building the production bundle…");
    const build = spawnSync("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("build failed");
  }
  console.log(
    `Machine: ${cpus().length} CPU (${cpus()[0]?.model ?? "?"}), load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}, Node ${process.version}`,
  );
  const tmpDir = mkdtempSync(join(tmpdir(), "ic-bench-"));
  try {
    for (const suite of suites) {
      console.log(`\n=== ${suite.name} ===`);
      await suite.run({
        tmpDir,
        dataDir: flag("data-dir"),
        sizes,
        duration,
        connections,
        quick,
        workers: flag("workers")?.split(",").map(Number),
        rounds: flag("rounds") ? Number(flag("rounds")) : undefined,
        pages: flag("pages")?.split(","),
        log: (line) => console.log(line),
      });
    }
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
