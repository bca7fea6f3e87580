import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { upsertAdmin } from "../../../app/auth/admin-account.server";
import { verifyPassword } from "../../../app/auth/password.server";
import { findOrCreateOrganization } from "../../../app/opportunities/store.server";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { countListings, resetDemoContent, seedDatabase } from "../../../db/seed";
import { SEED_EDITORIAL_USERNAME, SEED_JOBS, SEED_OPPORTUNITIES } from "../../../db/seed-data";
import { DEMO_CONTENT_TABLES } from "./demo-tables";

const TSX = resolve("node_modules/.bin/tsx");
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function tempDbPath() {
  const dir = mkdtempSync(join(tmpdir(), "ic-cli-"));
  dirs.push(dir);
  return join(dir, "app.db");
}

function run(script: string, args: string[], DATABASE_PATH: string) {
  const result = spawnSync(TSX, [script, ...args], {
    env: { ...process.env, DATABASE_PATH },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function userRow(path: string, username: string) {
  const db = openDatabase(path);
  try {
    return db.$client.prepare("select username, password, is_admin, full_name from users where username = ?").get(username) as
      | { username: string; password: string; is_admin: number; full_name: string | null }
      | undefined;
  } finally {
    db.$client.close();
  }
}

// Each case spawns the CLI with tsx (a few seconds each on a busy machine).
describe("npm run admin:create", { timeout: 120_000 }, () => {
  it("creates an admin with the given password, then resets it", async () => {
    const path = tempDbPath();
    const created = run("db/admin-cli.ts", ["--username", "priya", "--password", "first-password-1", "--full-name", "Priya Nair"], path);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Admin account 'priya' created");
    expect(created.stdout).not.toContain("first-password-1");
    let row = userRow(path, "priya")!;
    expect(row).toMatchObject({ is_admin: 1, full_name: "Priya Nair" });
    expect(await verifyPassword("first-password-1", row.password)).toBe(true);

    const reset = run("db/admin-cli.ts", ["--username", "priya", "--password", "second-password-2"], path);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("Password of 'priya' reset");
    row = userRow(path, "priya")!;
    expect(await verifyPassword("second-password-2", row.password)).toBe(true);
    expect(await verifyPassword("first-password-1", row.password)).toBe(false);
  });

  it("generates a password when none is given and prints it once", async () => {
    const path = tempDbPath();
    const result = run("db/admin-cli.ts", ["--username", "ops"], path);
    expect(result.code, result.stderr).toBe(0);
    const printed = /password: (\S+)/.exec(result.stdout)?.[1];
    expect(printed?.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(printed!, userRow(path, "ops")!.password)).toBe(true);
  });

  it("refuses a password shorter than 8 characters and a missing username, creating nothing", () => {
    const path = tempDbPath();
    const short = run("db/admin-cli.ts", ["--username", "shorty", "--password", "1234567"], path);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("Password must be at least 8 characters");
    const missing = run("db/admin-cli.ts", ["--password", "long-enough-password"], path);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--username is required");
    const db = openDatabase(path);
    migrateDatabase(db);
    expect(db.$client.prepare("select count(*) n from users").get()).toEqual({ n: 0 });
    db.$client.close();
  });
});

describe("npm run db:seed", { timeout: 120_000 }, () => {
  it("--reset replaces the content with the demo data and keeps the users", () => {
    const path = tempDbPath();
    const db = openDatabase(path);
    migrateDatabase(db);
    seedDatabase(db);
    const orgId = findOrCreateOrganization(db, "Someone Real Foundation");
    db.$client
      .prepare("insert into opportunities (title, organization_id, opportunity_type, slug, description, status) values (?,?,?,?,?,?)")
      .run("A real listing", orgId, "internship", "a-real-listing", "A real description of at least fifty characters long.", "published");
    db.$client.prepare("insert into users (username, password, is_admin) values ('keeper', 'x', 1)").run();
    db.$client.close();

    const noop = run("db/seed-cli.ts", [], path);
    expect(noop.code, noop.stderr).toBe(0);
    expect(noop.stdout).toContain("nothing loaded");

    const result = run("db/seed-cli.ts", ["--reset"], path);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${SEED_OPPORTUNITIES.length} opportunities`);
    const after = openDatabase(path);
    try {
      expect(countListings(after)).toBe(SEED_OPPORTUNITIES.length + SEED_JOBS.length);
      expect(after.$client.prepare("select count(*) n from opportunities where slug = 'a-real-listing'").get()).toEqual({ n: 0 });
      expect(after.$client.prepare("select count(*) n from organizations where name = 'Someone Real Foundation'").get()).toEqual({ n: 0 });
      const usernames = (after.$client.prepare("select username from users order by username").all() as { username: string }[]).map(
        (r) => r.username,
      );
      expect(usernames).toEqual(["impact-team", "keeper"].sort());
      // The search index follows: the removed listing is gone, the demo listings are back.
      expect(after.$client.prepare("select count(*) n from listing_search").get()).toEqual({
        n: SEED_OPPORTUNITIES.length + SEED_JOBS.length,
      });
    } finally {
      after.$client.close();
    }
  });

  it("resetDemoContent empties every content table but keeps users, even with blog posts by them", async () => {
    const path = tempDbPath();
    const db = openDatabase(path);
    try {
      migrateDatabase(db);
      seedDatabase(db);
      await upsertAdmin(db, { username: "admin", password: "admin-password-1" });
      resetDemoContent(db);
      for (const table of [...DEMO_CONTENT_TABLES, "listing_search"]) {
        expect(db.$client.prepare(`select count(*) n from ${table}`).get(), table).toEqual({ n: 0 });
      }
      const users = db.$client.prepare("select username from users order by username").all();
      expect(users).toEqual([{ username: "admin" }, { username: SEED_EDITORIAL_USERNAME }]);
      // Seeding again reuses the editorial author instead of creating a second one.
      seedDatabase(db);
      expect(db.$client.prepare("select count(*) n from users").get()).toEqual({ n: 2 });
    } finally {
      db.$client.close();
    }
  });
});
