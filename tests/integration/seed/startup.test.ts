import { mkdtempSync, rmSync, statSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../../app/auth/password.server";
import { loadEnv } from "../../../app/lib/env.server";
import { captureLogLines } from "../../../app/lib/log.server";
import { openDatabase } from "../../../db/client.server";
import { SEED_OPPORTUNITIES } from "../../../db/seed-data";
import { startup } from "../../../server/startup";

const SECRET = "startup-test-secret-startup-test-secret";
let dirs: string[] = [];
let stopCapture = () => {};
afterEach(() => {
  vi.restoreAllMocks();
  stopCapture();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "ic-startup-"));
  dirs.push(dir);
  return dir;
}

/** What start-up prints: the screen notice (console) and the log lines, in order. */
function captureLog() {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  });
  stopCapture = captureLogLines(lines).stop;
  return lines;
}

async function startOnce(env: Record<string, string>) {
  const db = await startup(loadEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET, LOG_LEVEL: "info", ...env }));
  const counts = db.$client
    .prepare(
      "select (select count(*) from opportunities) opps, (select count(*) from job_listings) jobs, (select count(*) from users where is_admin = 1) admins",
    )
    .get() as { opps: number; jobs: number; admins: number };
  const admins = db.$client.prepare("select username, password from users where is_admin = 1").all() as {
    username: string;
    password: string;
  }[];
  db.$client.close();
  return { counts, admins };
}

// Each case hashes an admin password with scrypt (N=2^17): slow on a busy machine.
describe("first start", { timeout: 90_000 }, () => {
  it("seeds an empty database once and creates the admin once, printing a random password only the first time", async () => {
    const DATABASE_PATH = join(tempDir(), "app.db");
    const log = captureLog();

    const first = await startOnce({ DATABASE_PATH });
    expect(first.counts.opps).toBe(SEED_OPPORTUNITIES.length);
    expect(first.counts.jobs).toBeGreaterThanOrEqual(20);
    expect(first.admins.map((a) => a.username)).toEqual(["admin"]);
    const output = log.join("\n");
    expect(output).toContain("Loaded demo data");
    const printed = /password: (\S+)/.exec(output)?.[1];
    expect(printed).toBeDefined();
    expect(printed!.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(printed!, first.admins[0]!.password)).toBe(true);
    expect(first.admins[0]!.password).not.toContain(printed!); // stored only as a hash

    log.length = 0;
    const second = await startOnce({ DATABASE_PATH });
    expect(second.counts).toEqual(first.counts);
    expect(second.admins[0]!.password).toBe(first.admins[0]!.password);
    expect(log.join("\n")).not.toMatch(/Loaded demo data|password:|Admin account/);
  });

  it("creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD without printing the password", async () => {
    const DATABASE_PATH = join(tempDir(), "app.db");
    const log = captureLog();
    const { admins } = await startOnce({ DATABASE_PATH, ADMIN_USERNAME: "ops-lead", ADMIN_PASSWORD: "correct horse battery" });
    expect(admins.map((a) => a.username)).toEqual(["ops-lead"]);
    expect(await verifyPassword("correct horse battery", admins[0]!.password)).toBe(true);
    expect(log.join("\n")).toContain("'ops-lead' created from ADMIN_USERNAME/ADMIN_PASSWORD");
    expect(log.join("\n")).not.toContain("correct horse battery");
  });

  it("with SEED_DEMO_DATA=false leaves the board empty but stores the attributes, categories and settings it needs", async () => {
    captureLog();
    const DATABASE_PATH = join(tempDir(), "app.db");
    const { counts } = await startOnce({
      DATABASE_PATH,
      SEED_DEMO_DATA: "false",
      SITE_NAME: "Seva Jobs",
      SUPPORT_EMAIL: "help@seva.example.org",
    });
    expect(counts).toMatchObject({ opps: 0, jobs: 0, admins: 1 });
    const db = openDatabase(DATABASE_PATH);
    try {
      const n = (table: string) => (db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
      expect(n("organizations")).toBe(0);
      expect(n("blog_posts")).toBe(0);
      expect(n("attribute_definitions")).toBe(6);
      expect(n("categories")).toBe(9);
      const setting = (key: string) => (db.$client.prepare("select value from site_settings where key = ?").get(key) as { value: string }).value;
      expect(setting("site_name")).toBe("Seva Jobs");
      expect(setting("support_email")).toBe("help@seva.example.org");
    } finally {
      db.$client.close();
    }
  });

  it("does not bring the demo data back when every listing of a board was deleted", async () => {
    captureLog();
    const DATABASE_PATH = join(tempDir(), "app.db");
    await startOnce({ DATABASE_PATH });
    const db = openDatabase(DATABASE_PATH);
    db.$client.exec("delete from opportunities; delete from job_listings;");
    db.$client.close();
    const { counts } = await startOnce({ DATABASE_PATH });
    expect(counts).toMatchObject({ opps: 0, jobs: 0, admins: 1 });
  });
});

describe("configuration", () => {
  it("refuses to start in production without SESSION_SECRET, with a clear message", () => {
    const DATABASE_PATH = join(tempDir(), "app.db");
    expect(() => loadEnv({ NODE_ENV: "production", DATABASE_PATH })).toThrow(
      /Invalid configuration:\n\s+SESSION_SECRET: required in production/,
    );
  });

  it("rejects a short SESSION_SECRET", () => {
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: "too-short" })).toThrow(
      /SESSION_SECRET must be at least 32 characters/,
    );
  });

  it("with EMBEDDED_DEFAULTS=true generates a secret, keeps it in the data folder and reuses it", () => {
    const dir = tempDir();
    const source = { NODE_ENV: "production", DATABASE_PATH: join(dir, "app.db"), EMBEDDED_DEFAULTS: "true" };
    const first = loadEnv(source);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.dataDir).toBe(dir);
    const file = join(dir, ".session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.SESSION_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEnv(source).SESSION_SECRET).toBe(first.SESSION_SECRET);
    // A fresh data folder gets its own secret.
    const other = loadEnv({ ...source, DATABASE_PATH: join(tempDir(), "app.db") });
    expect(other.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it("prefers an explicit SESSION_SECRET and writes no file", () => {
    const dir = tempDir();
    const env = loadEnv({ NODE_ENV: "production", DATABASE_PATH: join(dir, "app.db"), SESSION_SECRET: SECRET });
    expect(env.SESSION_SECRET).toBe(SECRET);
    expect(() => statSync(join(dir, ".session-secret"))).toThrow();
    expect(env.cookieSecure).toBe(true);
  });
});
