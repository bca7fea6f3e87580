/**
 * The migrated schema, search triggers included, replicates with the Litestream release we ship
 * (its own embedded SQLite, whose parser has a fixed stack of 100 entries): a trigger that nests
 * expressions deeply cannot be parsed there, and then every sync fails and nothing reaches the
 * replica. Listings written in Hindi are indexed and restored from the replica.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { foldForSearch, searchIndexInputTriggersSql } from "../../../app/search/search-fold";
import { litestreamBinary, writeLitestreamConfig } from "../../../server/replication";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";

let t: TestDb | undefined;
let litestream: ChildProcess | undefined;
const scratch: string[] = [];
afterEach(() => {
  litestream?.kill("SIGKILL");
  t?.cleanup();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The deepest nesting of parentheses in `sql`, outside string literals and quoted names. */
function parenthesisDepth(sql: string): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (const c of sql) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "(") deepest = Math.max(deepest, ++depth);
    else if (c === ")") depth--;
  }
  return deepest;
}

/** Resolves with the first line that `accept`s, rejects on an ERROR line or after `ms`. */
function waitForLine(lines: string[], child: ChildProcess, accept: (line: string) => boolean, ms: number) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no such line from litestream in ${ms} ms:\n${lines.join("\n")}`)), ms);
    const check = (line: string) => {
      if (/level=ERROR/.test(line)) {
        clearTimeout(timer);
        reject(new Error(`litestream failed:\n${lines.join("\n")}`));
      } else if (accept(line)) {
        clearTimeout(timer);
        resolve(line);
      }
    };
    lines.forEach(check);
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on("line", check);
  });
}

describe("the search index and replication", () => {
  it("keeps every trigger and view shallow enough for any SQLite's parser", () => {
    t = createTestDb();
    const schema = t.db.$client.prepare("SELECT name, sql FROM sqlite_master WHERE type IN ('trigger', 'view')").all() as {
      name: string;
      sql: string;
    }[];
    expect(schema.length).toBeGreaterThan(0);
    const deep = schema.filter((entry) => parenthesisDepth(entry.sql) > 12).map((entry) => entry.name);
    expect(deep).toEqual([]);
  });

  it("folds with the triggers generated from the folds the query uses", () => {
    t = createTestDb();
    const trigger = t.db.$client.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck();
    const [plain, folded] = searchIndexInputTriggersSql();
    expect(trigger.get("listing_search_input_plain")).toBe(plain);
    expect(trigger.get("listing_search_input_fold")).toBe(folded);
  });

  it("replicates a migrated database with Hindi listings, and the restored index finds them", { timeout: 60_000 }, async () => {
    t = createTestDb();
    const dir = mkdtempSync(join(tmpdir(), "ic-replica-"));
    scratch.push(dir);
    const env = { LITESTREAM_REPLICA_URL: `file://${join(dir, "replica")}`, LITESTREAM_SYNC_SECONDS: 1, LITESTREAM_ENDPOINT: undefined, dataDir: dir };
    const config = writeLitestreamConfig(env, t.path, join(dir, "litestream.yml"));
    const lines: string[] = [];
    const child = spawn(litestreamBinary(), ["replicate", "-config", config], { stdio: ["ignore", "pipe", "pipe"] });
    litestream = child;
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => lines.push(line));
    await waitForLine(lines, child, (line) => /snapshot written|wal segment written/.test(line), 30_000);

    const { id } = createOpportunity(t.db, {
      title: "ज़मीन सर्वेक्षण फ़ेलो",
      organization: "हिन्दी सेवा ट्रस्ट",
      description: "किसानों के साथ ज़मीन के रिकॉर्ड जाँचना।",
      skills: ["सर्वेक्षण", "माँ"],
    });
    const written = lines.length;
    await waitForLine(lines, child, (line) => lines.indexOf(line) >= written && /wal segment written/.test(line), 30_000);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    expect(lines.filter((line) => /level=ERROR/.test(line))).toEqual([]);

    const restoredPath = join(dir, "restored.db");
    const restore = spawnSync(litestreamBinary(), ["restore", "-config", config, "-o", restoredPath, t.path], { encoding: "utf8" });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = new Database(restoredPath, { readonly: true });
    try {
      expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
      const match = restored.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck();
      for (const word of ["जमीन", "हिंदी", "सर्वेक्षण", "मां"]) expect(match.all(`"${foldForSearch(word)}"`), word).toEqual([id]);
    } finally {
      restored.close();
    }
  });
});
