// Starts the production build for e2e: a fresh, seeded database in a temp folder,
// a known admin, cookies over plain http. Playwright's webServer runs this.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "4310";
// A fixed folder per port, so tests can read what the server writes there: the mail it
// sends is in <dir>/mail/ as .eml files (tests/e2e/support/mail.ts).
const dir = join(tmpdir(), `ic-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password-2025" };

const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATABASE_PATH: join(dir, "app.db"),
    SESSION_SECRET: "e2e-session-secret-e2e-session-secret-0001",
    SITE_URL: `http://127.0.0.1:${port}`,
    COOKIE_SECURE: "false",
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    REGISTRATION_OPEN: "true",
    // As behind one reverse proxy: a test may send X-Forwarded-For to sign in from an address of its own
    // (the login CAPTCHA counts failures per address; tests/e2e/auth.spec.ts).
    TRUST_PROXY: "1",
    // Every e2e test posts from 127.0.0.1: lift the per-IP limits, the rules are tested in integration.
    RATE_LIMIT_POSTS_PER_HOUR: "1000",
    RATE_LIMIT_LOGIN_IP_PER_HOUR: "1000",
    RATE_LIMIT_ALERTS_PER_HOUR: "1000",
    // The posting form's anti-bot wait, shorter than the 5 s default (tested in tests/unit and
    // tests/integration): tests wait for it after filling a form (FORM_WAIT_MS in support/page.ts).
    FORM_MIN_FILL_SECONDS: "2",
    LOG_LEVEL: "error",
    // The pseudo-language of tests under /xx (docs/decisions/420): tests/e2e/every-language.spec.ts reads it after hydration.
    PSEUDO_LANGUAGE: "true",
    // Counts are written every second, so a test sees them soon (app/insights).
    COUNTING_FLUSH_SECONDS: "1",
  },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
