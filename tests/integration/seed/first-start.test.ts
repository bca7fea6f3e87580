/**
 * The first `npm start` as a newcomer sees it: a few lines, the build quiet, and the
 * one-time admin password last, in a frame, after the server says it is listening.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PORT = 4347;
const dir = mkdtempSync(join(tmpdir(), "ic-first-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm start` (scripts/start.js) until the server has said everything, then stops it. */
async function firstStart(): Promise<string> {
  const { ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, SESSION_SECRET: _s, NODE_ENV: _n, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_PATH: join(dir, "app.db"), WEB_CONCURRENCY: "2" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: start.js and the server it runs stop together.
    detached: true,
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    for (let waited = 0; waited < 300_000; waited += 200) {
      // Listening, and any password notice already printed (it comes within a moment of listening).
      if (/listening on/.test(out) && (await answers())) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // What was on the screen before stopping it (stopping prints a line of its own).
    return out;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

async function answers() {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
  } catch {
    return false;
  }
}

describe("npm start on an empty data folder", { timeout: 360_000 }, () => {
  it("prints a few lines, the build quiet, and the admin password last, framed", async () => {
    const out = await firstStart();
    const lines = out.split("\n").filter((line) => line.trim() !== "");
    expect(out).toMatch(/listening on http:\/\/localhost:4347/);
    // No build output (vite's chunk lists): only what a person needs to read.
    expect(lines.length, out).toBeLessThan(20);
    expect(out).not.toMatch(/chunk|\.js\s+\d|modules transformed/);
    // The password is the last thing on the screen, inside a frame.
    const tail = lines.slice(-9);
    expect(tail[0]).toMatch(/^\+-+\+$/);
    expect(tail.at(-1)).toMatch(/^\+-+\+$/);
    expect(tail.join("\n")).toMatch(/\| {3}password: \S{16,} +\|/);
    expect(tail.join("\n")).toContain("| Sign in at http://localhost:3000/admin");
    expect(lines.findIndex((line) => line.includes("listening on"))).toBeLessThan(lines.length - 9);
  });
});
