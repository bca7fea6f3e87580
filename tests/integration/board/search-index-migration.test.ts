/**
 * The migration that rebuilds the search index with more prefix lengths keeps every
 * indexed row as it was, and the index triggers keep writing to the new table.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../../db/client.server";
import { seedDatabase } from "../../../db/seed";
import { createOpportunity } from "./fixtures";

const TAG = "_search_prefix_indexes";
const dir = mkdtempSync(join(tmpdir(), "ic-fts-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was just before the rebuild. */
function migrationsBefore(): string {
  const folder = join(dir, "migrations");
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const ROWS_SQL =
  "SELECT rowid, title, organization, description, requirements, skills, location, category FROM listing_search ORDER BY rowid";

describe("search index rebuilt with prefix indexes of 2 to 6 characters", () => {
  it("keeps every row and its triggers", () => {
    const db = openDatabase(join(dir, "app.db"));
    migrate(db, { migrationsFolder: migrationsBefore() });
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const before = db.$client.prepare(ROWS_SQL).all();
    expect(before.length).toBeGreaterThan(20);

    migrateDatabase(db);
    const definition = db.$client.prepare("SELECT sql FROM sqlite_master WHERE name = 'listing_search'").pluck().get();
    expect(definition).toContain("prefix = '2 3 4 5 6'");
    expect(definition).toContain("tokenize = 'porter unicode61 remove_diacritics 2'");
    expect(db.$client.prepare(ROWS_SQL).all()).toEqual(before);

    // Writes still reach the index: insert (with city), attributes, update, delete.
    const match = (q: string) =>
      db.$client.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck().all(q) as number[];
    const id = createOpportunity(db, { title: "Kelp farming intern", description: "Coastal field work along the shore.", city: "Zunheboto", skills: ["seaweed"] }).id;
    expect(match('"kelp"')).toEqual([id]);
    expect(match('"zunheboto"')).toEqual([id]);
    expect(match('"seawe"*')).toEqual([id]);
    db.$client.prepare("UPDATE opportunities SET title = 'Oyster reef intern' WHERE id = ?").run(id);
    expect(match('"kelp"')).toEqual([]);
    expect(match('"oyster"')).toEqual([id]);
    db.$client.prepare("DELETE FROM opportunities WHERE id = ?").run(id);
    expect(match('"oyster"')).toEqual([]);
    db.$client.close();
  });
});
