/**
 * What a newcomer relies on in the house itself (CONTRIBUTING.md): every file a comment or a guide
 * cites is in the repository, and the root holds only what the README's folder list names.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const sources = tracked.filter((path) => /\.(?:[cm]?[jt]sx?|sql|css)$/.test(path) || path === ".ci/run" || path.startsWith("bin/"));
const guides = tracked.filter((path) => path.endsWith(".md") && !path.startsWith("docs/decisions/"));
const decisionFiles = readdirSync(join(root, "docs/decisions"));
const decisionNumbers = new Set(decisionFiles.map((name) => Number(name.slice(0, 3))));
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("citations", () => {
  it("no source cites a file outside the repository (the spec's files)", () => {
    const citing = sources.filter((path) => /\b(?:public-side|admin-back-office)\.md\b/.test(read(path)));
    expect(citing).toEqual([]);
  });

  it("every docs/ path a source cites exists, and every decision it names by number", () => {
    const missing: string[] = [];
    for (const path of sources) {
      const text = read(path);
      for (const [, cited] of text.matchAll(/\bdocs\/((?:[\w-]+\/)*[\w.-]+\.(?:md|tsv|json))/g)) {
        if (!existsSync(join(root, "docs", cited!))) missing.push(`${path}: docs/${cited}`);
      }
      for (const [, number] of text.matchAll(/\bdocs\/decisions\/(\d{3})\b/g)) {
        if (!decisionNumbers.has(Number(number))) missing.push(`${path}: docs/decisions/${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every relative link in the README and the guides leads to a file of the repository", () => {
    const missing: string[] = [];
    for (const path of guides) {
      for (const [, target] of read(path).matchAll(/\]\(((?!https?:|mailto:|#)[^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (!existsSync(normalize(join(root, dirname(path), target!)))) missing.push(`${path}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the rooms", () => {
  const lines = (path: string) => read(path).split("\n").length - 1;

  it("keeps every route module thin: at most 150 lines, the rest in its capability's folder", () => {
    const long = tracked.filter((path) => path.startsWith("app/routes/") && /\.tsx?$/.test(path)).filter((path) => lines(path) > 150);
    expect(long.map((path) => `${path}: ${lines(path)} lines`)).toEqual([]);
  });

  it("keeps the listings' room to 4,000 lines (search has its own, app/search/)", () => {
    const total = tracked.filter((path) => path.startsWith("app/opportunities/") && /\.tsx?$/.test(path)).reduce((sum, path) => sum + lines(path), 0);
    expect(total).toBeLessThanOrEqual(4000);
  });
});

describe("the root folder", () => {
  it("holds only what the README's folder list names", () => {
    const readme = read("README.md");
    const folders = readme.slice(readme.indexOf("## Folders"));
    const list = folders.slice(folders.indexOf("```") + 3, folders.indexOf("```", folders.indexOf("```") + 3));
    const entries = [...new Set(tracked.map((path) => path.split("/")[0]!))];
    const unnamed = entries.filter((name) => {
      const named = name.endsWith(".json") && name.startsWith("package") ? "package" : name;
      const pattern = /\.config\.ts$/.test(name) ? "*.config.ts" : named;
      return !list.includes(pattern) && !list.includes(name);
    });
    expect(unnamed, "root entries the README's folder list does not name").toEqual([]);
  });

  it("names every capability folder of app/ in the README's folder list", () => {
    const readme = read("README.md");
    const unnamed = readdirSync(join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !readme.includes(`${entry.name}/`))
      .map((entry) => entry.name);
    expect(unnamed).toEqual([]);
  });
});
