/**
 * Builds one migrated SQLite file per test run; each test copies it
 * (tests/support/db.ts), which takes microseconds instead of re-migrating.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase } from "../../db/client.server";

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), "ic-tests-"));
  const template = join(dir, "template.db");
  const db = openDatabase(template);
  migrateDatabase(db);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
  process.env.IC_TEST_TEMPLATE_DB = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
