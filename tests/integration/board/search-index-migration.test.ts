/**
 * The migrations that rebuild the search index (more prefix lengths; Hindi words kept whole)
 * keep every indexed row, and the index triggers keep writing to the new table.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../../db/client.server";
import { seedDatabase } from "../../../db/seed";
import { createOpportunity } from "./fixtures";
import { JOB_ROWIDS } from "../../../app/search/index-rows";
import { monthlyStipendRupees } from "../../../app/opportunities/stipend-amount";

const dir = mkdtempSync(join(tmpdir(), "ic-fts-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was just before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, `migrations${tag}`);
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// By key: since migration 0044 a legacy job's row sits above the opportunities' (app/search/index-rows.ts).
const ROWS_SQL = `SELECT CASE WHEN rowid < ${JOB_ROWIDS} THEN rowid ELSE ${JOB_ROWIDS} - rowid END AS key,
  title, organization, description, requirements, skills, location, category FROM listing_search ORDER BY key`;

describe("search index rebuilt with prefix indexes of 2 to 6 characters", () => {
  it("keeps every row and its triggers", () => {
    const db = openDatabase(join(dir, "app.db"));
    migrate(db, { migrationsFolder: migrationsBefore("_search_prefix_indexes") });
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const before = db.$client.prepare(ROWS_SQL).all();
    expect(before.length).toBeGreaterThan(20);

    migrateDatabase(db);
    const definition = db.$client.prepare("SELECT sql FROM sqlite_master WHERE name = 'listing_search'").pluck().get();
    expect(definition).toContain("prefix = '2 3 4 5 6'");
    expect(definition).toContain("porter unicode61 remove_diacritics 2");
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

describe("search index rebuilt with Hindi words kept whole", () => {
  it("re-indexes Hindi text written before, folded, and keeps the English rows as they were", () => {
    const db = openDatabase(join(dir, "hindi.db"));
    migrate(db, { migrationsFolder: migrationsBefore("_hindi_search") });
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const hindi = createOpportunity(db, { title: "ज़िला पुस्तकालय सहायक", organization: "हिन्दी सेवा ट्रस्ट" }).id;
    const match = (q: string) =>
      db.$client.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck().all(q) as number[];
    // Before: the old tokenizer cut Hindi words at their vowel signs, so the word पुस्तक (book)
    // was the same phrase of fragments as the start of पुस्तकालय (library).
    expect(match('"पुस्तक"')).toEqual([hindi]);
    const english = db.$client.prepare(`${ROWS_SQL.replace("ORDER BY", "WHERE rowid <> ? ORDER BY")}`).all(hindi);
    expect(english.length).toBeGreaterThan(20);

    migrateDatabase(db);
    const definition = db.$client.prepare("SELECT sql FROM sqlite_master WHERE name = 'listing_search'").pluck().get();
    expect(definition).toContain(`tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'"`);
    expect(definition).toContain("prefix = '2 3 4 5 6'");
    expect(db.$client.prepare(`${ROWS_SQL.replace("ORDER BY", "WHERE rowid <> ? ORDER BY")}`).all(hindi)).toEqual(english);
    expect(match('"पुस्तकालय"')).toEqual([hindi]);
    expect(match('"पुस्तक"')).toEqual([]);
    expect(match('"जिला"')).toEqual([hindi]);
    expect(match('"हिंदी"')).toEqual([hindi]);
    expect(match('"kelp"')).toEqual([]);
    const id = createOpportunity(db, { title: "Kelp farming intern", description: "Coastal field work along the shore." }).id;
    expect(match('"kelp"')).toEqual([id]);
    db.$client.close();
  });
});

describe("search index after the first version of the Hindi search migration", () => {
  it("replaces its deep triggers with shallow ones and re-folds the index from the listings", () => {
    const db = openDatabase(join(dir, "first-hindi.db"));
    migrate(db, { migrationsFolder: migrationsBefore("_hindi_search") });
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const hindi = createOpportunity(db, { title: "ज़िला पुस्तकालय सहायक", organization: "हिन्दी सेवा ट्रस्ट" }).id;
    const english = db.$client.prepare(`${ROWS_SQL.replace("ORDER BY", "WHERE rowid <> ? ORDER BY")}`).all(hindi);
    // What the first version left: its journal entry, and a trigger of one replace() chain per
    // column, too deep for SQLite builds with a fixed parser stack (Litestream's).
    db.$client.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('first 0013_hindi_search', ?)").run(1795589127149);
    let deep = "NEW.title";
    for (let i = 0; i < 35; i++) deep = `replace(${deep}, char(2364), '')`;
    db.$client.exec(`DROP TRIGGER opportunities_search_insert;
      CREATE TRIGGER opportunities_search_insert AFTER INSERT ON opportunities BEGIN
        INSERT INTO listing_search(rowid, title) VALUES (NEW.id, ${deep});
      END`);

    migrateDatabase(db);
    const triggers = db.$client.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger'").pluck().all() as string[];
    expect(triggers.filter((sql) => sql.includes("replace(replace(replace(replace(replace(replace(replace(replace("))).toEqual([]);
    expect(db.$client.prepare(`${ROWS_SQL.replace("ORDER BY", "WHERE rowid <> ? ORDER BY")}`).all(hindi)).toEqual(english);
    const match = (q: string) =>
      db.$client.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck().all(q) as number[];
    expect(match('"जिला"')).toEqual([hindi]);
    expect(match('"हिंदी"')).toEqual([hindi]);
    const id = createOpportunity(db, { title: "फ़ेलोशिप कार्यक्रम", description: "Coastal field work along the shore." }).id;
    expect(match('"फेलोशिप"')).toEqual([id]);
    db.$client.close();
  });
});

describe("legacy jobs' rows moved above the opportunities' (decision 466)", () => {
  it("keeps every row's text under its key, and the job triggers write and delete the new rows", () => {
    const db = openDatabase(join(dir, "job-rows.db"));
    // As migrateDatabase does: an earlier migration reads stipends with the app's reader.
    db.$client.function("monthly_stipend_rupees", { deterministic: true }, (text: unknown) => monthlyStipendRupees(typeof text === "string" ? text : null));
    migrate(db, { migrationsFolder: migrationsBefore("_job_rows_above") });
    seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
    const before = db.$client.prepare(ROWS_SQL).all();
    const rowids = () => db.$client.prepare("SELECT rowid FROM listing_search ORDER BY rowid").pluck().all() as number[];
    expect(rowids().some((rowid) => rowid < 0)).toBe(true);

    migrateDatabase(db);
    expect(db.$client.prepare(ROWS_SQL).all()).toEqual(before);
    const jobIds = db.$client.prepare("SELECT id FROM job_listings ORDER BY id").pluck().all() as number[];
    expect(jobIds.length).toBeGreaterThan(0);
    expect(rowids().filter((rowid) => rowid > JOB_ROWIDS)).toEqual(jobIds.map((id) => JOB_ROWIDS + id));
    expect(rowids().filter((rowid) => rowid < 0)).toEqual([]);

    const match = (q: string) =>
      db.$client.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck().all(q) as number[];
    const job = jobIds[0]!;
    db.$client.prepare("UPDATE job_listings SET position_title = 'Zyxquor survey assistant' WHERE id = ?").run(job);
    expect(match('"zyxquor"')).toEqual([JOB_ROWIDS + job]);
    db.$client.prepare("DELETE FROM job_listings WHERE id = ?").run(job);
    expect(match('"zyxquor"')).toEqual([]);
    expect(rowids()).not.toContain(JOB_ROWIDS + job);
    db.$client.close();
  });
});
