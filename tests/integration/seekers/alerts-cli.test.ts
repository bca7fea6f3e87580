/**
 * `npm run alerts:send` as an operator runs it: it says when the next digest is due
 * when none is due now, and the mail files it writes are private like the server's.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const T0 = Date.parse("2026-03-02T08:00:00Z");
const HOUR = 3_600_000;

function alertsSend(now: number) {
  const result = spawnSync("node_modules/.bin/tsx", ["db/alerts-cli.ts", `--now=${new Date(now).toISOString()}`], {
    // No SMTP_URL: the embedded default writes each message as a file in <data folder>/mail/.
    env: { ...withoutSmtp(process.env), DATABASE_PATH: t.path, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent", NODE_ENV: "test" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

function withoutSmtp(env: NodeJS.ProcessEnv) {
  const { SMTP_URL: _smtp, ...rest } = env;
  return rest;
}

function confirmedAlert(email: string, nextRunAt: number) {
  t.db.$client
    .prepare("INSERT INTO alerts (email, frequency, search, confirmed_at, since_at, next_run_at) VALUES (?, 'daily', 'type=all', ?, ?, ?)")
    .run(email, T0 - DAY, T0 - DAY, nextRunAt);
}

describe("npm run alerts:send", { timeout: 120_000 }, () => {
  it("says when the next digest is due when none is due now", () => {
    t = createTestDb();
    confirmedAlert("later@example.org", T0 + 5 * HOUR);
    confirmedAlert("later-still@example.org", T0 + 30 * HOUR);
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const out = alertsSend(T0);
    expect(out).toContain("0 due");
    expect(out).toContain(`Next digest due ${new Date(T0 + 5 * HOUR).toISOString()} (in 5 h 0 min); 2 confirmed alerts wait.`);
  });

  it("writes mail files readable by the owner only, as the server does", () => {
    t = createTestDb();
    confirmedAlert("now@example.org", T0);
    createOpportunity(t.db, { title: "Mangrove survey intern", postedAt: new Date(T0 - HOUR) });
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    expect(alertsSend(T0 + HOUR)).toContain("1 digests queued");
    const folder = join(dirname(t.path), "mail");
    const files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    expect((statSync(join(folder, files[0]!)).mode & 0o777).toString(8)).toBe("600");
    expect((statSync(folder).mode & 0o777).toString(8)).toBe("700");
  });
});
