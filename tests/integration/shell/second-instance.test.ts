/**
 * A second copy of the built server on a port that is in use stops at once with a
 * clear message and a non-zero exit, so a supervisor sees the failure: both as one
 * process and as a primary with worker processes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../support/built-server";

const PORT = 4348;
const running: ChildProcess[] = [];
let dir = "";

function start(workers: number) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(workers),
      DATABASE_PATH: join(dir, "app.db"),
      SESSION_SECRET: "second-instance-secret-second-instance-secret",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "second-instance-admin-password",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

async function untilServing() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the first instance never answered /healthz");
}

/** Resolves with the exit code, or null when it is still running after `ms`. */
async function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  const exited = once(child, "exit").then(([code]) => code as number);
  return Promise.race([exited, timer]);
}

describe("a second instance on the same port", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // The production build (made once when missing, tests/support/built-server.ts).
    ensureBuild();
    dir = mkdtempSync(join(tmpdir(), "ic-second-instance-"));
    start(1);
    await untilServing();
  }, 240_000);

  afterAll(async () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exitWithin(child, 15_000);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["as one process", 1],
    ["as a primary with two workers", 2],
  ])("fails at once %s, saying the port is in use", async (_name, workers) => {
    const second = start(workers);
    // Generous for a loaded machine, where starting two worker processes alone can take half a minute:
    // what is tested is that it stops by itself instead of running on beside the first.
    const code = await exitWithin(second.child, 90_000);
    expect(code, "the second instance is still running").not.toBeNull();
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain(`port ${PORT} is already in use`);
    // The first instance still serves.
    expect((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok).toBe(true);
  });
});
