/** Migrating a test database up to a given migration, to test the next one on rows it finds. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "../../db/client.server";

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
