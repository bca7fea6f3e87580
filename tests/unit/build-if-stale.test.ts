import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsStale } from "../../scripts/build-if-stale.js";

let root: string;

function write(path: string, secondsAgo: number) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), "x");
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, path), when, when);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "ic-stale-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildIsStale", () => {
  it("is stale without a build", () => {
    write("app/root.tsx", 10);
    expect(buildIsStale(root)).toBe(true);
  });

  it("is stale when a source is newer than the build, current otherwise", () => {
    write("build/server/index.js", 5);
    write("app/root.tsx", 10);
    expect(buildIsStale(root)).toBe(false);
    write("app/routes/home.tsx", 1);
    expect(buildIsStale(root)).toBe(true);
  });

  it("takes an unpacked release's build as current even when its package.json is a second newer", () => {
    write("build/server/index.js", 5);
    write("package.json", 4);
    expect(buildIsStale(root)).toBe(false);
  });
});
