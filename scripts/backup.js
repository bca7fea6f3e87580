// `npm run db:backup [-- <destination file>]`: a consistent copy of the live
// SQLite database, taken with SQLite's online backup API while the server keeps
// running (better-sqlite3's db.backup()). The copy is then integrity-checked.
// Reads DATABASE_PATH (default ./data/app.db); the default destination is
// <data folder>/backups/app-<UTC timestamp>.db.
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";

// A backup holds what the database does (password hashes, sessions): owner-only, whatever the
// caller's umask, as the data folder is (docs/decisions/312).
process.umask(0o077);

const source = resolve(process.env.DATABASE_PATH ?? "./data/app.db");
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH).`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
const defaultFolder = join(dirname(source), "backups");
const destination = resolve(process.argv[2] ?? join(defaultFolder, `app-${stamp}.db`));
if (existsSync(destination)) {
  console.error(`Refusing to overwrite ${destination}.`);
  process.exit(1);
}
// Folders made here are 0700; the default one is tightened if an older version made it 0755.
mkdirSync(dirname(destination), { recursive: true, mode: 0o700 });
if (dirname(destination) === defaultFolder) chmodSync(defaultFolder, 0o700);

const db = new Database(source, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
try {
  await db.backup(destination);
} finally {
  db.close();
}
chmodSync(destination, 0o600);

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
