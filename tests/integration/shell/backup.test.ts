// `npm run db:backup`: an online backup of the live database, taken while a
// connection holds uncheckpointed WAL data, restores to an identical database.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb;
afterEach(() => t?.cleanup());

/** Runs the backup as an operator's shell would, with a umask that lets everyone read new files. */
function backup(source: string, ...args: string[]) {
  return spawnSync("sh", ["-c", 'umask 022; exec "$0" scripts/backup.js "$@"', process.execPath, ...args], {
    env: { ...process.env, DATABASE_PATH: source },
    encoding: "utf8",
  });
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("scripts/backup.js", () => {
  it("copies committed data still in the WAL into a standalone, integrity-checked file", () => {
    t = createTestDb();
    t.db.$client.pragma("wal_autocheckpoint = 0");
    t.db.$client.prepare("insert into categories (name) values (?)").run("Backup check");
    const destination = join(t.path, "..", "copy.db");

    const result = backup(t.path, destination);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("integrity ok");

    const copy = new Database(destination, { readonly: true });
    expect(copy.prepare("select name from categories where name = ?").get("Backup check")).toEqual({
      name: "Backup check",
    });
    expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
    copy.close();
    expect(existsSync(`${destination}-wal`)).toBe(false);
  });

  it("refuses to overwrite an existing file and fails without a database", () => {
    t = createTestDb();
    const destination = join(t.path, "..", "copy.db");
    expect(backup(t.path, destination).status).toBe(0);
    const again = backup(t.path, destination);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("Refusing to overwrite");
    const missing = backup(join(t.path, "..", "missing.db"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No database at");
  });

  it("writes owner-only files (0600) in owner-only folders (0700) whatever the umask, with or without FILE", () => {
    t = createTestDb();
    const byDefault = backup(t.path);
    expect(byDefault.status, byDefault.stderr).toBe(0);
    const folder = join(t.path, "..", "backups");
    expect(mode(folder)).toBe("700");
    const [file] = readdirSync(folder);
    expect(mode(join(folder, file!))).toBe("600");

    const nested = join(t.path, "..", "elsewhere", "deeper", "copy.db");
    const named = backup(t.path, nested);
    expect(named.status, named.stderr).toBe(0);
    expect(mode(nested)).toBe("600");
    expect(mode(join(nested, ".."))).toBe("700");
    expect(mode(join(nested, "..", ".."))).toBe("700");
  });
});
