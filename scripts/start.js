// `npm start`: the embedded default. Builds when the build is missing or older
// than the sources, then runs the production server on its SQLite file.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

const BUILD_MARKER = "build/server/index.js";

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ["app", "server", "db", "public", "vite.config.ts", "react-router.config.ts", "package.json"];
const needsBuild =
  !existsSync(BUILD_MARKER) ||
  Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(BUILD_MARKER).mtimeMs;

if (needsBuild) {
  // Quiet unless it fails: its ~200 lines would push the first start's admin password off the screen.
  console.log("Building the app (a minute or two)...");
  const started = Date.now();
  const result = spawnSync("npx", ["vite", "build"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`The build failed${result.error ? `: ${result.error.message}` : " (its output is above)"}.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const env = { NODE_ENV: "production", ...process.env };
// The embedded default keeps a generated secret in the data folder; a real
// deployment sets SESSION_SECRET (docs/decisions/002-production-server.md).
if (!env.SESSION_SECRET) env.EMBEDDED_DEFAULTS = "true";
// Plain http on localhost: cookies cannot be Secure unless the site is https.
if (env.COOKIE_SECURE === undefined && !(env.SITE_URL ?? "").startsWith("https:")) env.COOKIE_SECURE = "false";

// Every core: one worker process per CPU unless WEB_CONCURRENCY says otherwise (docs/decisions/163).
if (!env.WEB_CONCURRENCY) env.WEB_CONCURRENCY = String(availableParallelism());

const child = spawnSync(process.execPath, ["server.js"], { stdio: "inherit", env });
process.exit(child.status ?? 0);
