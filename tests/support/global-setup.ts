/**
 * Builds one migrated SQLite file per test run; each test copies it
 * (tests/support/db.ts), which takes microseconds instead of re-migrating. On a fresh clone it also
 * makes the production build once, before the workers start: the tests that start the built server
 * would otherwise each begin a build of their own, at the same time, into the same folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase } from "../../db/client.server";
import { ensureBuild } from "./built-server";

export default function setup() {
  ensureBuild();
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
