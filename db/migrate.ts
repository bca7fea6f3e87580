/**
 * `npm run db:migrate`: applies the pending migrations to DATABASE_PATH
 * (default ./data/app.db). The server also migrates at start, so this is for
 * operators who want to migrate before switching a new release on.
 */
import { resolve } from "node:path";
import { DEFAULT_DATABASE_PATH, migrateDatabase, openDatabase } from "./client.server";

const path = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
try {
  const db = openDatabase(path);
  migrateDatabase(db);
  db.$client.close();
  console.log(`Database migrated: ${resolve(path)}`);
} catch (error) {
  console.error(`Migration failed for ${resolve(path)}:\n  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
