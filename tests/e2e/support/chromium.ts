import { existsSync } from "node:fs";

/**
 * Debian's Chromium; Playwright's own download cannot work here. Its headless shell first (apt-get install
 * chromium-headless-shell): the same Blink without the full browser's headless mode, which the suite
 * runs in half the time (docs/decisions/457-headless-shell.md); the full browser when it is all there is.
 */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
];
export function findChromium(): string | undefined {
  return CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
}

export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  };
}
