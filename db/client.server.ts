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
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = "./data/app.db";

/** Opens (and creates, with its folder) the SQLite file with the pragmas the product relies on. */
export function openDatabase(path: string = DEFAULT_DATABASE_PATH): Db {
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true, mode: 0o700 });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // An acknowledged submission must survive a power cut; a job board writes little.
  sqlite.pragma("synchronous = FULL");
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

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}

const versionStatements = new WeakMap<Database.Database, Database.Statement>();

/**
 * Changes whenever the database does: this connection's writes (`total_changes()`)
 * and other processes' writes such as the CLIs (`data_version`). The in-memory
 * caches (search results, anonymous pages) are valid while it stays the same.
 */
export function databaseVersion(db: Db): string {
  let statement = versionStatements.get(db.$client);
  if (!statement) {
    statement = db.$client.prepare("SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v");
    versionStatements.set(db.$client, statement);
  }
  const row = statement.get() as { c: number; v: number };
  return `${row.v}:${row.c}`;
}

export { schema };
