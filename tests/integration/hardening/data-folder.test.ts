import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../../../app/lib/env.server";
import { startup } from "../../../server/startup";

let dirs: string[] = [];
let umask: number;
afterEach(() => {
  vi.restoreAllMocks();
  process.umask(umask);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe("the data folder", () => {
  it("is created 0700 with its files 0600, and an existing world-readable one is tightened", async () => {
    umask = process.umask(0o022);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const root = mkdtempSync(join(tmpdir(), "ic-data-"));
    dirs.push(root);
    const dataDir = join(root, "data");
    const env = (path: string) =>
      loadEnv({ NODE_ENV: "test", SESSION_SECRET: "data-folder-secret-data-folder-secret-1", LOG_LEVEL: "silent", DATABASE_PATH: path, SEED_DEMO_DATA: "false" });
    const db = await startup(env(join(dataDir, "app.db")));
    db.$client.prepare("select 1").get();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, "app.db"))).toBe(0o600);
    expect(mode(join(dataDir, "app.db-wal"))).toBe(0o600);
    // Files made later by the process (uploads, backups) follow the umask.
    writeFileSync(join(dataDir, "later.txt"), "x");
    expect(mode(join(dataDir, "later.txt"))).toBe(0o600);
    db.$client.close();

    // A folder from before, world-readable, is tightened at the next start.
    process.umask(0o022);
    const old = join(root, "old");
    const { mkdirSync, chmodSync } = await import("node:fs");
    mkdirSync(old, { mode: 0o755 });
    writeFileSync(join(old, "app.db"), "");
    chmodSync(join(old, "app.db"), 0o644);
    const again = await startup(env(join(old, "app.db")));
    expect(mode(old)).toBe(0o700);
    expect(mode(join(old, "app.db"))).toBe(0o600);
    again.$client.close();
  });
});
