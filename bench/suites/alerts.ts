/**
 * Job alert digests: `npm run alerts:send` with 10,000 confirmed alerts, all due,
 * over a database of 100,000 published listings (target: under 60 s). The alerts'
 * searches mix types, categories, payment, location, duration and search words the
 * way visitors' board searches do; 80% are daily, 20% weekly. Mail goes to .eml
 * files in the data folder (no SMTP_URL), as with the embedded default.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { buildListingsDatabase, random } from "../lib/listings-data";
import type { BenchSuite } from "./types";

const LISTINGS = 100_000;
const ALERTS = 10_000;
const DAY = 86_400_000;
const WORDS = [
  "climate", "water", "education", "health", "gender", "agriculture", "energy", "forest", "design", "data",
  "research", "policy", "communications", "fundraising", "software", "mumbai", "delhi", "bengaluru", "pune", "rural",
];

function alertSearch(rnd: ReturnType<typeof random>): string {
  const params = new URLSearchParams();
  const r = rnd.next();
  if (rnd.next() < 0.4) params.set("query", rnd.pick(WORDS));
  params.set("type", r < 0.6 ? "internship" : r < 0.8 ? "fellowship" : r < 0.95 ? "course" : "all");
  if (rnd.next() < 0.5) params.set("category", rnd.pick(["engineering", "design", "marketing", "data", "product", "business", "operations"]));
  if (rnd.next() < 0.2) params.set("duration", rnd.pick(["0-3", "3-6", "6+"]));
  if (rnd.next() < 0.3) params.set("stipend", "paid");
  if (rnd.next() < 0.2 && params.get("type") !== "fellowship") params.set("location", "remote");
  return params.toString();
}

/** Adds ALERTS confirmed alerts, all due at `now`, to the database at `dbPath`; returns the distinct searches. */
export function addDueAlerts(dbPath: string, now: number): Set<string> {
  const rnd = random(7);
  const sqlite = new Database(dbPath);
  const insert = sqlite.prepare(
    `INSERT INTO alerts (email, frequency, search, created_at, confirmed_at, since_at, next_run_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const searches = new Set<string>();
  sqlite.transaction(() => {
    for (let i = 0; i < ALERTS; i++) {
      const weekly = rnd.next() < 0.2;
      const since = now - (weekly ? 7 : 1) * DAY;
      const search = alertSearch(rnd);
      searches.add(search);
      insert.run(`reader${i}@example.org`, weekly ? "weekly" : "daily", search, since - DAY, since, since, now - 60_000);
    }
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return searches;
}

export const alertsSuite: BenchSuite = {
  name: "alerts",
  async run(ctx) {
    const listings = ctx.quick ? 10_000 : LISTINGS;
    const dir = ctx.dataDir ?? ctx.tmpDir;
    mkdirSync(dir, { recursive: true });
    const base = join(dir, `alerts-base-${listings}.db`);
    if (!ctx.dataDir || !existsSync(base)) {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${base}${suffix}`, { force: true });
      const started = Date.now();
      buildListingsDatabase(base, { count: listings }).db.$client.close();
      ctx.log(`Built ${listings.toLocaleString("en")} published listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const runDir = join(ctx.tmpDir, "alerts-run");
    rmSync(runDir, { recursive: true, force: true });
    mkdirSync(runDir, { recursive: true });
    const dbPath = join(runDir, "app.db");
    copyFileSync(base, dbPath);

    const searches = addDueAlerts(dbPath, Date.now());

    const started = performance.now();
    const result = spawnSync("npm", ["run", "--silent", "alerts:send"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_PATH: dbPath,
        SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
        LOG_LEVEL: "error",
      },
      encoding: "utf8",
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`alerts:send failed:\n${result.stdout}\n${result.stderr}`);
    ctx.log(
      `alerts:send, ${ALERTS.toLocaleString("en")} confirmed alerts (${searches.size.toLocaleString("en")} distinct searches) ` +
        `over ${listings.toLocaleString("en")} listings: ${seconds.toFixed(1)} s wall (target < 60 s)`,
    );
    ctx.log(`  ${result.stdout.trim()}`);
    rmSync(runDir, { recursive: true, force: true });
  },
};
