/**
 * The one database connection module. Everything that touches SQLite gets a `Db`
 * from here (through the router context in the app, or directly in scripts/tests).
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { monthlyStipendRupees } from "../app/opportunities/stipend-amount";
import { syncContentVersionTriggers } from "./content-version";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = "./data/app.db";

/**
 * How much of the file SQLite reads through a memory map instead of a copy into each connection's cache
 * (docs/decisions/470-database-read-through-a-memory-map.md): the pages are the operating system's file
 * cache either way, shared by every connection and process, so the map costs no memory of its own.
 */
const MMAP_BYTES = 0x7fff0000; // about 2 GiB, the most the SQLite better-sqlite3 builds will map

/** Opens (and creates, with its folder) the SQLite file with the pragmas the product relies on. */
export function openDatabase(path: string = DEFAULT_DATABASE_PATH): Db {
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true, mode: 0o700 });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // An acknowledged submission must survive a power cut; a job board writes little.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  return drizzle(sqlite, { schema }) as Db;
}

/** A connection that only reads, for a search thread (server/search-threads.ts): the serving connection migrated the file. */
export function openReadOnlyDatabase(path: string): Db {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  return drizzle(sqlite, { schema }) as Db;
}

/** Finds db/migrations whether we run from source (tsx, vitest) or from build/server. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "db", "migrations");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    const here = join(dir, "migrations");
    if (existsSync(join(here, "meta", "_journal.json"))) return here;
    dir = dirname(dir);
  }
  return resolve("db/migrations");
}

/**
 * Runs `fn` with SQLite's secure_delete on (deleted and overwritten content is zeroed in the
 * file), then, when `fn` reports a change, checkpoints and truncates the WAL so its older frames
 * go too: for removing secrets that were once stored in plain text (docs/decisions/260).
 */
export function withSecureDelete<T>(db: Db, fn: () => T, changed: (result: T) => boolean = () => true): T {
  const sqlite = db.$client;
  const before = sqlite.pragma("secure_delete", { simple: true }) as number;
  sqlite.pragma("secure_delete = ON");
  let result: T;
  try {
    result = fn();
  } finally {
    sqlite.pragma(`secure_delete = ${before}`);
  }
  if (changed(result)) sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return result;
}

function appliedMigrations(sqlite: Database.Database): number {
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  return table ? (sqlite.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get() as number) : 0;
}

export function migrateDatabase(db: Db): void {
  // A migration may drop data that must not linger (0017 took mail bodies out of the outbox).
  const before = appliedMigrations(db.$client);
  // Backfills that read text as the app does (0027 reads stipends with the app's reader).
  db.$client.function("monthly_stipend_rupees", { deterministic: true }, (text: unknown) =>
    monthlyStipendRupees(typeof text === "string" ? text : null),
  );
  withSecureDelete(
    db,
    () => migrate(db, { migrationsFolder: migrationsFolder() }),
    () => appliedMigrations(db.$client) !== before,
  );
  syncContentVersionTriggers(db.$client);
}

const versionStatements = new WeakMap<Database.Database, Database.Statement>();

/**
 * The public content version (db/content-version.ts): bumped by triggers in the same
 * transaction as any change to what public pages show, by any process. The in-memory
 * caches (search results, anonymous pages) are valid while it stays the same.
 */
export function contentVersion(db: Db): string {
  const pinned = pinnedVersions.get(db.$client);
  if (pinned !== undefined) return pinned;
  let statement = versionStatements.get(db.$client);
  if (!statement) {
    statement = db.$client.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
    versionStatements.set(db.$client, statement);
  }
  return String(statement.get());
}

const pinnedVersions = new WeakMap<Database.Database, string>();

/**
 * Runs `read` (synchronous reads only) with the content version read once: the memos it consults each ask
 * for the version, a query each (understanding a query asks about a hundred times). A write by another
 * process meanwhile is seen by the next call, as it would be by the next request: what `read` memoised is
 * kept under the version it began with, which has then passed.
 */
export function withContentVersion<T>(db: Db, read: () => T): T {
  if (pinnedVersions.has(db.$client)) return read();
  pinnedVersions.set(db.$client, contentVersion(db));
  try {
    return read();
  } finally {
    pinnedVersions.delete(db.$client);
  }
}

/** @deprecated The caches follow public content only: use contentVersion. */
export const databaseVersion = contentVersion;

export { schema };
