/**
 * `npm run db:restore` (the release: `bin/impact-careers restore`) as an operator runs it after
 * losing the machine: with only the database path and the replica's settings (no SESSION_SECRET,
 * NODE_ENV=production), into an empty folder that then holds the one restored file.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { litestreamBinary, writeLitestreamConfig } from "../../../server/replication";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb | undefined;
let litestream: ChildProcess | undefined;
let dir = "";
afterEach(() => {
  litestream?.kill("SIGKILL");
  t?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Replicates the test database to a file:// replica until a segment holding `marker` is written. */
async function replicate(replicaUrl: string, marker: string) {
  t = createTestDb();
  const config = writeLitestreamConfig(
    { LITESTREAM_REPLICA_URL: replicaUrl, LITESTREAM_SYNC_SECONDS: 1, LITESTREAM_ENDPOINT: undefined },
    t.path,
    join(dir, "litestream.yml"),
  );
  const child = spawn(litestreamBinary(), ["replicate", "-config", config], { stdio: ["ignore", "pipe", "pipe"] });
  litestream = child;
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => lines.push(line));
  const segmentAfter = async (from: number) => {
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (lines.slice(from).some((line) => /wal segment written|snapshot written/.test(line))) return;
    }
    throw new Error(`Litestream wrote nothing:\n${lines.join("\n")}`);
  };
  await segmentAfter(0);
  const written = lines.length;
  t.db.$client.prepare("INSERT INTO categories (name) VALUES (?)").run(marker);
  await segmentAfter(written);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

describe("restoring from the replica", () => {
  it("needs no SESSION_SECRET and leaves only the restored file, owner-only", { timeout: 90_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), "ic-restore-"));
    const replicaUrl = `file://${join(dir, "replica")}`;
    await replicate(replicaUrl, "Restored category");

    const target = join(dir, "new-machine", "data", "app.db");
    const { SESSION_SECRET: _secret, ...inherited } = process.env;
    const restore = spawnSync(process.execPath, ["--import", "tsx", "db/restore-cli.ts"], {
      env: { ...inherited, NODE_ENV: "production", DATABASE_PATH: target, LITESTREAM_REPLICA_URL: replicaUrl },
      encoding: "utf8",
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("integrity ok");
    expect(readdirSync(join(target, ".."))).toEqual(["app.db"]);
    expect((statSync(target).mode & 0o777).toString(8)).toBe("600");
    const db = new Database(target, { readonly: true });
    try {
      expect(db.prepare("SELECT name FROM categories WHERE name = ?").pluck().get("Restored category")).toBe("Restored category");
    } finally {
      db.close();
    }
  });
});
