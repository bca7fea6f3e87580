import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/support/chromium";

// The service worker's own requests reach the context's routes, so offline.spec.ts can cut them
// off (context.setOffline does not reach them). Read by the workers, which inherit this environment.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

// Each run gets its own port and fresh database (tests/e2e/support/server.js).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Generous: a loaded 2-core machine renders slowly; a passing test never waits these out.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two workers on the 2-core machine the suite is measured on (CONTRIBUTING.md).
  workers: 2,
  // No retries: a test that passes only on a second try is a failure to fix (its isolation, never its luck).
  retries: 0,
  // E2E_JSON=<file> also writes the run as JSON (each test's duration: CONTRIBUTING.md).
  reporter: process.env.E2E_JSON ? [["list"], ["json", { outputFile: process.env.E2E_JSON }]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace of every test costs about an eighth of the suite's CPU (measured 2026-11-28):
    // a failure still leaves its screenshot and page snapshot; E2E_TRACE=1 records traces as well.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
    // The offline worker is tested in offline.spec.ts; elsewhere its slow-network fallback (a kept
    // copy after 3 s) would let a loaded test machine see yesterday's page.
    serviceWorkers: "block",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node tests/e2e/support/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
