/**
 * `npm run jobs -- --now <ISO date>` runs every scheduled job once as of that instant: the
 * same list the server's schedule runs (app/jobs/registry.server.ts).
 */
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { scheduledJobs } from "../../../app/jobs/registry.server";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb;
afterEach(() => t?.cleanup());

// Years ahead of the real clock: only the given instant can make the jobs act.
const T0 = Date.parse("2036-03-02T08:00:00Z");
const DAY = 86_400_000;

function jobs(...args: string[]) {
  const { SMTP_URL: _smtp, ...env } = process.env;
  return spawnSync("node_modules/.bin/tsx", ["db/jobs-cli.ts", ...args], {
    env: { ...env, DATABASE_PATH: t.path, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent", NODE_ENV: "test" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run jobs", { timeout: 120_000 }, () => {
  it("runs every registered job once as of --now, the jobs' own clock included", () => {
    t = createTestDb();
    // A session that expires a day before --now (and long after today): only --now's clock deletes it.
    t.db.$client
      .prepare("INSERT INTO sessions (id_hash, data, expires_at, last_seen_at) VALUES ('h', '{}', ?, ?)")
      .run(T0 - DAY, T0 - DAY);
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const result = jobs("--now", new Date(T0).toISOString());
    expect(result.status, result.stderr).toBe(0);
    for (const job of scheduledJobs) expect(result.stdout).toContain(`ran ${job.name}`);
    expect(result.stdout).toContain(`Jobs as of ${new Date(T0).toISOString()}: ${scheduledJobs.length} of ${scheduledJobs.length} ran.`);
    expect(t.db.$client.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
  });

  it("refuses an unreadable --now with exit code 2 and runs nothing", () => {
    t = createTestDb();
    const result = jobs("--now", "tomorrow-ish");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--now takes a date and time");
  });
});
