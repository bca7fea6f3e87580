/**
 * The first `npm start` as a newcomer sees it: a few lines, the build quiet, and the
 * one-time admin password last, in a frame, after the server says it is listening.
 * Without SITE_URL its addresses follow PORT; a stop signal sent to `npm start` alone
 * (a plain `kill`, Docker) stops the server it runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validApiPayload } from "../../support/submissions";

const PORT = 4347;
const BASE = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), "ic-first-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm start` (scripts/start.js) in its own process group, so that it and the server it runs can be stopped together. */
function npmStart(): { child: ChildProcess; output: () => string; exited: Promise<unknown> } {
  const { ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, SESSION_SECRET: _s, NODE_ENV: _n, SITE_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_PATH: join(dir, "app.db"), WEB_CONCURRENCY: "2" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return { child, output: () => out, exited: new Promise((resolve) => child.on("exit", resolve)) };
}

async function answers() {
  try {
    return (await fetch(`${BASE}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function untilListening(output: () => string) {
  for (let waited = 0; waited < 300_000; waited += 200) {
    // Listening, and any password notice already printed (it comes within a moment of listening).
    if (/listening on/.test(output()) && (await answers())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start never served:\n${output()}`);
}

/** The text of the first .eml the embedded default wrote into <data folder>/mail/. */
async function firstMail(): Promise<string> {
  const folder = join(dir, "mail");
  for (let i = 0; i < 100; i++) {
    const [name] = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(".eml")) : [];
    if (name) return readFileSync(join(folder, name), "utf8");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no mail was written");
}

describe("npm start on an empty data folder", { timeout: 360_000 }, () => {
  it("prints a few lines, the build quiet, and the admin password last, framed; links follow PORT", async () => {
    const started = npmStart();
    let out = "";
    try {
      await untilListening(started.output);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // What was on the screen before anything else happened.
      out = started.output();
      const submitted = await fetch(`${BASE}/api/opportunities`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: BASE },
        body: JSON.stringify(validApiPayload({ posterEmail: "poster@example.org" })),
      });
      expect(submitted.status, await submitted.text()).toBe(201);
      expect(await firstMail()).toContain(`http://localhost:${PORT}/manage/`);
    } finally {
      process.kill(-started.child.pid!, "SIGTERM");
      await started.exited;
    }
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
    // No SITE_URL: the address follows PORT.
    expect(tail.join("\n")).toContain(`| Sign in at http://localhost:${PORT}/admin`);
    expect(lines.findIndex((line) => line.includes("listening on"))).toBeLessThan(lines.length - 9);
  });

  it("stops the server within 10 s when only npm start's own process gets SIGTERM", async () => {
    const started = npmStart();
    try {
      await untilListening(started.output);
      const sent = Date.now();
      started.child.kill("SIGTERM");
      await started.exited;
      while ((await answers()) && Date.now() - sent < 15_000) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await answers(), "the server still answers after npm start was stopped").toBe(false);
      expect(Date.now() - sent).toBeLessThan(10_000);
      expect(started.child.exitCode).toBe(0);
    } finally {
      try {
        process.kill(-started.child.pid!, "SIGKILL");
      } catch {
        // all gone
      }
    }
  });
});
