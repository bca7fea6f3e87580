// Builds the app when the build is missing or older than its sources (`npm start`, `npm run release`).
// In an unpacked release there are no sources: its build is always current.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCES = ["app", "server", "db", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(root = ".") {
  if (!existsSync(join(root, BUILD_MARKER))) return true;
  // An unpacked release has no app sources; its package.json, written when the release was packed,
  // may carry a later second than the build after tar, which must not send it looking for npx.
  if (!existsSync(join(root, "app"))) return false;
  const sources = SOURCES.map((source) => join(root, source)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(join(root, BUILD_MARKER)).mtimeMs;
}

/** Quiet unless it fails: its ~200 lines would push the first start's admin password off the screen. */
export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log("Building the app (a minute or two)...");
  const started = Date.now();
  const result = spawnSync("npx", ["vite", "build"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`The build failed${result.error ? `: ${result.error.message}` : " (its output is above)"}.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
