// `npm run db:backup [-- <destination file>]`: a consistent copy of the live
// SQLite database, taken with SQLite's online backup API while the server keeps
// running (better-sqlite3's db.backup()). The copy is then integrity-checked.
// Reads DATABASE_PATH (default ./data/app.db); the default destination is
// <data folder>/backups/app-<UTC timestamp>.db.
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";

const source = resolve(process.env.DATABASE_PATH ?? "./data/app.db");
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH).`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
const destination = resolve(process.argv[2] ?? join(dirname(source), "backups", `app-${stamp}.db`));
if (existsSync(destination)) {
  console.error(`Refusing to overwrite ${destination}.`);
  process.exit(1);
}
mkdirSync(dirname(destination), { recursive: true });

const db = new Database(source, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
try {
  await db.backup(destination);
} finally {
  db.close();
}

const copy = new Database(destination);
try {
  const result = copy.pragma("integrity_check", { simple: true });
  if (result !== "ok") {
    console.error(`Backup written to ${destination} but its integrity check failed: ${result}`);
    process.exit(1);
  }
  // A standalone file: no -wal/-shm companions needed to restore it.
  copy.pragma("journal_mode = DELETE");
} finally {
  copy.close();
}
console.log(`Backed up ${source} to ${destination} (${statSync(destination).size} bytes, integrity ok).`);
