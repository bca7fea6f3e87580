/** Migrating a test database up to a given migration, to test the next one on rows it finds. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { type Db, migrationsFolder } from "../../db/client.server";
import { monthlyStipendRupees } from "../../app/opportunities/stipend-amount";

/** A copy of the migrations folder in `dir` whose journal stops before the migration tagged `…tag`. */
export function migrationsBefore(dir: string, tag: string): string {
  const folder = join(dir, "migrations");
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith(tag)));
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Migrates a test database up to just before the migration tagged `…tag`, with the SQL functions the backfills call (as migrateDatabase registers them). */
export function migrateBefore(db: Db, dir: string, tag: string): void {
  db.$client.function("monthly_stipend_rupees", { deterministic: true }, (text: unknown) => monthlyStipendRupees(typeof text === "string" ? text : null));
  migrate(db, { migrationsFolder: migrationsBefore(dir, tag) });
}
