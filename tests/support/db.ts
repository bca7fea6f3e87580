/** A fresh, migrated SQLite file for one test (copied from the global template). */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, migrateDatabase, openDatabase } from "../../db/client.server";

export interface TestDb {
  db: Db;
  path: string;
  cleanup: () => void;
}

export function createTestDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), "ic-test-"));
  const path = join(dir, "app.db");
  const template = process.env.IC_TEST_TEMPLATE_DB;
  if (template) {
    copyFileSync(template, path);
    return { db: openDatabase(path), path, cleanup: () => cleanup(dir) };
  }
  const db = openDatabase(path);
  migrateDatabase(db);
  return { db, path, cleanup: () => cleanup(dir) };
}

function cleanup(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
