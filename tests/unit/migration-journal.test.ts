/**
 * drizzle applies a migration only when its journal `when` is later than the last one applied,
 * so a migration whose `when` is earlier than the one before it (a branch merged late) would be
 * skipped on an upgraded database. The journal lists every file, in file order, rising.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../db/migrations/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", folder), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .map((name) => name.replace(/\.sql$/, ""))
  .sort();

describe("the migration journal", () => {
  it("lists every migration file once, in file order", () => {
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });

  it("has `when` values that rise with the file order", () => {
    const out = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when);
    expect(out.map((entry) => `${entry.tag} (${entry.when})`), "a migration whose `when` is not later than the one before it").toEqual([]);
  });
});
