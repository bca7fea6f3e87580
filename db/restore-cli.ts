/**
 * `npm run db:restore -- [--timestamp=ISO] [--to=PATH]` (the release: `bin/impact-careers restore`):
 * restores the database from the Litestream replica of LITESTREAM_REPLICA_URL, the latest state or
 * the state at a point in time, into a new file (default DATABASE_PATH), then checks its integrity.
 * It never overwrites a database: move the old one aside first (docs/deploying.md).
 * It reads only the database path and the replica settings (no SESSION_SECRET), and leaves the one
 * restored file: no -wal or -shm beside it (docs/decisions/313).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { z } from "zod";
import { loadReplicaSettings } from "../app/lib/env.server";
import { litestreamBinary, replicaLabel, writeLitestreamConfig } from "../server/replication";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// The restored database holds what the live one does: only the service user may read it.
process.umask(0o077);

const { values } = parseArgs({ options: { timestamp: { type: "string" }, to: { type: "string" } } });
const timestamp = z.iso.datetime({ offset: true }).optional().safeParse(values.timestamp);
if (!timestamp.success) fail(`--timestamp must be an ISO time such as 2026-11-25T06:00:00Z, not "${values.timestamp}".`);

let env;
try {
  env = loadReplicaSettings();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!env.LITESTREAM_REPLICA_URL) fail("Set LITESTREAM_REPLICA_URL to the replica to restore from (s3://… or file:///…).");

const target = resolve(values.to ?? env.DATABASE_PATH);
for (const file of [target, `${target}-wal`, `${target}-shm`]) {
  if (existsSync(file)) fail(`Refusing to overwrite ${file}: stop the server and move the database aside first, or give --to=PATH.`);
}
mkdirSync(dirname(target), { recursive: true, mode: 0o700 });

const started = Date.now();
const scratch = mkdtempSync(join(tmpdir(), "ic-restore-"));
try {
  const config = writeLitestreamConfig(env, env.DATABASE_PATH, join(scratch, "litestream.yml"));
  const args = ["restore", "-config", config, "-o", target];
  if (timestamp.data) args.push("-timestamp", new Date(timestamp.data).toISOString());
  args.push(resolve(env.DATABASE_PATH));
  const restore = spawnSync(litestreamBinary(), args, { encoding: "utf8" });
  if (restore.status !== 0 || !existsSync(target)) {
    fail(`Restore from ${replicaLabel(env.LITESTREAM_REPLICA_URL)} failed:\n${restore.stderr || restore.stdout}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// Litestream restores into <target>.tmp and renames it, leaving that file's -wal and -shm behind.
for (const leftover of [`${target}.tmp-wal`, `${target}.tmp-shm`]) rmSync(leftover, { force: true });
const db = new Database(target, { fileMustExist: true });
const integrity = db.pragma("integrity_check", { simple: true });
// A file that stands alone: the server turns WAL on again when it opens it.
db.pragma("journal_mode = DELETE");
db.close();
if (integrity !== "ok") {
  renameSync(target, `${target}.failed-integrity`);
  fail(`The restored database failed its integrity check (${String(integrity)}); kept as ${target}.failed-integrity.`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Restored ${target} from ${replicaLabel(env.LITESTREAM_REPLICA_URL)}` +
    `${timestamp.data ? ` as of ${timestamp.data}` : ""} in ${seconds} s (integrity ok).`,
);
