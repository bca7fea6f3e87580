// `npm run test:e2e`: build, then Playwright in Debian's Chromium.
// Without a Chromium it says so and skips, unless E2E=required (CI).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildIsStale } from "./build-if-stale.js";

// The same list as tests/e2e/support/chromium.ts: Debian's headless shell first, then the browser.
const chromium = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  const message =
    "E2E SKIPPED: no Chromium found at /usr/bin/chromium or $CHROMIUM_PATH.\n" +
    "Install it with `sudo apt-get install chromium` (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium binary.";
  if (process.env.E2E === "required") {
    console.error(message.replace("SKIPPED", "REQUIRED but cannot run"));
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

// Always a production build, whatever NODE_ENV the caller has (a test runner's "test" would bundle React's development build).
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } }).status ?? 1;
// A build newer than every source is what a new build would make (the integration tests that start the
// built server leave one in `npm test`): it is reused. E2E_SKIP_BUILD=1 reuses any build.
if (!process.env.E2E_SKIP_BUILD && buildIsStale()) {
  const status = run("npx", ["vite", "build"]);
  if (status !== 0) process.exit(status);
}
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)]));
