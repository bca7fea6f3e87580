// `npm run test:quick`: the inner loop (CONTRIBUTING.md). Every unit test, and the integration tests that
// import a file changed since the branch left main (committed or not), found through vitest's module graph.
// QUICK_BASE names another base (a commit or branch). Extra arguments go to vitest.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const base = process.env.QUICK_BASE ?? "main";
let since;
try {
  [since] = git("merge-base", base, "HEAD");
} catch {
  since = "HEAD";
}
const changed = [...new Set([...git("diff", "--name-only", since), ...git("ls-files", "--others", "--exclude-standard")])].filter(
  (path) => /\.(?:[cm]?[jt]sx?|sql|po|tsv)$/.test(path) && !path.startsWith("tests/e2e/") && existsSync(path),
);
const unit = git("ls-files", "tests/unit").filter((path) => path.endsWith(".test.ts"));
console.log(`test:quick: ${unit.length} unit test files and the tests of ${changed.length} changed files (since ${since.slice(0, 8)})`);
const run = spawnSync("npx", ["vitest", "related", "--run", ...unit, ...changed, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
