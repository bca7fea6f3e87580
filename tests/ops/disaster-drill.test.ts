/**
 * The disaster drill: the release replicates to a file:// Litestream replica while it takes ~200
 * acknowledged writes through its real HTTP API and forms (submissions, approvals, alert sign-ups,
 * a logo); then the machine "dies" (kill -9 of the whole process group), the data folder is deleted,
 * the database is restored from the replica and the board starts again with everything in it.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { signInOver } from "../support/built-server";
import { validApiPayload } from "../support/submissions";
import { bareToolsPath, type ReleaseServer, runRelease, serveRelease } from "./support/release-server";

const PORT = 4342;
const BASE = `http://127.0.0.1:${PORT}`;
const SYNC_SECONDS = 1;
const SUBMISSIONS = 120;
const APPROVALS = 40;
const ALERTS = 40;

const home = mkdtempSync(join(tmpdir(), "ic-drill-"));
const PATH = bareToolsPath();
const databasePath = join(home, "data", "app.db");
const env = {
  PATH,
  HOME: home,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  WEB_CONCURRENCY: "2",
  SESSION_SECRET: "disaster-drill-secret-disaster-drill-secret",
  SITE_URL: BASE,
  COOKIE_SECURE: "false",
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "disaster-drill-admin-password",
  SEED_DEMO_DATA: "false",
  LOG_LEVEL: "error",
  RATE_LIMIT_POSTS_PER_HOUR: "1000",
  RATE_LIMIT_ALERTS_PER_HOUR: "1000",
  DATABASE_PATH: databasePath,
  LITESTREAM_REPLICA_URL: `file://${join(home, "replica")}`,
  LITESTREAM_SYNC_SECONDS: String(SYNC_SECONDS),
};
const running: ReleaseServer[] = [];

afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(home, { recursive: true, force: true });
  rmSync(PATH, { recursive: true, force: true });
});

const signIn = () => signInOver(BASE, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });

async function submit(n: number): Promise<number> {
  const payload = validApiPayload({
    title: `Drill fellowship ${n}`,
    organizationName: `Drill Foundation ${n}`,
    description: `Drill listing number ${n}: work with village councils to test drinking water and train volunteers.`,
  });
  const res = await fetch(`${BASE}/api/opportunities`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { id?: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.id, "stored, not trapped as spam").toBeTypeOf("number");
  return body.id!;
}

async function approve(cookie: string, id: number) {
  const res = await fetch(`${BASE}/api/admin/opportunities/${id}/status`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Origin: BASE, Cookie: cookie },
    body: JSON.stringify({ id, status: "published" }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function signUpForAlerts(n: number) {
  const res = await fetch(`${BASE}/alerts`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ email: `drill-${n}@example.org`, frequency: "weekly", type: "fellowship" }),
    redirect: "manual",
  });
  expect(res.status).toBeLessThan(400);
}

async function uploadLogo(cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#4338ca" } }).png().toBuffer();
  const form = new FormData();
  form.set("logo", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
  const res = await fetch(`${BASE}/api/admin/upload`, { method: "POST", headers: { Origin: BASE, Cookie: cookie }, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

describe("the disaster drill", { timeout: 600_000 }, () => {
  it("restores every write acknowledged a sync interval before the machine died", async () => {
    const first = await serveRelease(PORT, { cwd: home, env });
    running.push(first);
    const ids: number[] = [];
    let logo = "";
    try {
      const cookie = await signIn();
      for (let n = 0; n < SUBMISSIONS; n++) ids.push(await submit(n));
      for (const id of ids.slice(0, APPROVALS)) await approve(cookie, id);
      for (let n = 0; n < ALERTS; n++) await signUpForAlerts(n);
      logo = await uploadLogo(cookie);
    } catch (error) {
      // What the server said before it stopped answering is the clue.
      throw new Error(`the writes failed: ${String(error)}\n${first.output()}`, { cause: error });
    }

    // Every write is now older than the sync interval (with room for a busy machine); then the machine dies.
    await new Promise((resolve) => setTimeout(resolve, 5 * SYNC_SECONDS * 1000));
    // The primary's replication metrics, summed into /metrics with the workers'.
    const metrics = await (await fetch(`${BASE}/metrics`)).text();
    expect(metrics).toMatch(/^replication_up 1$/m);
    expect(metrics).toMatch(/^replication_errors_total 0$/m);
    expect(Number(/^replication_segments_written_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
    expect(metrics).toMatch(/^replication_lag_seconds \d/m);
    expect(metrics).toMatch(/^http_requests_total\{/m);
    await first.kill();
    running.pop();
    rmSync(join(home, "data"), { recursive: true, force: true });

    const started = Date.now();
    // A restore needs the database path and the replica, not the server's secret.
    const { SESSION_SECRET: _secret, ...restoreEnv } = env;
    const restore = runRelease(["restore"], { cwd: home, env: restoreEnv });
    const restoreSeconds = (Date.now() - started) / 1000;
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("integrity ok");
    expect(readdirSync(join(home, "data")), "nothing beside the restored file").toEqual(["app.db"]);
    console.log(`disaster drill: restored in ${restoreSeconds.toFixed(1)} s (${restore.stdout.trim()})`);
    // A second restore refuses to overwrite the database now there.
    const again = runRelease(["restore"], { cwd: home, env });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("Refusing to overwrite");

    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const titles = db.prepare("SELECT id, status FROM opportunities WHERE title LIKE 'Drill fellowship %'").all() as {
        id: number;
        status: string;
      }[];
      expect(titles.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(titles.filter((row) => row.status === "published").map((row) => row.id).sort((a, b) => a - b)).toEqual(
        ids.slice(0, APPROVALS).sort((a, b) => a - b),
      );
      expect(db.prepare("SELECT count(*) FROM alerts WHERE email LIKE 'drill-%@example.org'").pluck().get()).toBe(ALERTS);
    } finally {
      db.close();
    }

    const second = await serveRelease(PORT, { cwd: home, env });
    running.push(second);
    const served = await fetch(`${BASE}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(readdirSync(join(home, "data"))).not.toContain("uploads");
  });
});
