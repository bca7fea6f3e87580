/**
 * The built server meets requests that are wrong or refused (behind a proxy it trusts, as the
 * deploying guide runs it): Host lines no URL can hold answer 400 from our code with nothing
 * but JSON log lines; refusals sent before the body was read reach Node's fetch (no EPIPE); 405s
 * and foreign-origin actions log one line below `error`, without a stack.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, ensureBuild, signInOver, startServing } from "../../support/built-server";

const PORT = 4451;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "admin", password: "request-edges-admin-password" };
let dir = "";
let server: BuiltServer;

beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(join(tmpdir(), "ic-request-edges-"));
  server = await startServing(PORT, {
    TRUST_PROXY: "1",
    DATABASE_PATH: join(dir, "app.db"),
    SESSION_SECRET: "request-edges-secret-request-edges-secret",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "info",
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes on a fresh connection; resolves with everything the server wrote before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes first gets no answer from Node.
    const socket = connect(PORT, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const jsonLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the built server at its edges", { timeout: 240_000 }, () => {
  it("answers 404 under the pseudo-language of tests when PSEUDO_LANGUAGE is not set (docs/decisions/420)", async () => {
    for (const path of ["/xx", "/xx/about", "/xx.data", "/xx/submit"]) expect((await fetch(`${BASE}${path}`)).status, path).toBe(404);
  });

  it("answers 400 to a missing or invalid Host or X-Forwarded-Host, with only JSON log lines", async () => {
    const requests = [
      "GET /submit HTTP/1.0\r\n\r\n",
      ...["x:99999", "[::1", "x:-1", "%"].map((host) => `GET /submit HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      `GET /submit HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nX-Forwarded-Host: [::1\r\nConnection: close\r\n\r\n`,
      `GET /submit HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nX-Forwarded-Host: x:99999\r\nConnection: close\r\n\r\n`,
    ];
    for (const request of requests) {
      const answer = await raw(request);
      expect(answer.split("\r\n")[0], JSON.stringify(request)).toBe("HTTP/1.1 400 Bad Request");
    }
    // A good Host line behind the proxy still serves.
    expect((await raw(`GET /healthz HTTP/1.1\r\nHost: board.example.org\r\nConnection: close\r\n\r\n`)).split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.stderr()).not.toContain("Invalid URL");
    expect(() => jsonLines(server.stderr())).not.toThrow();
    expect(jsonLines(server.stderr())).toEqual([]);
    const refused = jsonLines(server.stdout()).filter((line) => line.event === "request" && line.status === 400 && line.path === "/submit");
    expect(refused).toHaveLength(requests.length);
  });

  it("lets Node's fetch read every early refusal: 50 anonymous uploads (401) and 10 oversized logos (413)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#4338ca" } }).png().toBuffer();
    expect(png.byteLength).toBeLessThan(1024);
    const failures: string[] = [];
    for (let i = 0; i < 50; i++) {
      const form = new FormData();
      form.set("logo", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
      try {
        const res = await fetch(`${BASE}/api/admin/upload`, { method: "POST", headers: { Origin: BASE }, body: form });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: "Not authenticated" });
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
      }
    }
    const cookie = await signInOver(BASE, ADMIN);
    const big = new Uint8Array(3 * 1024 * 1024).fill(7);
    for (let i = 0; i < 10; i++) {
      const form = new FormData();
      form.set("logo", new File([big], "logo.png", { type: "image/png" }));
      try {
        const res = await fetch(`${BASE}/api/admin/upload`, { method: "POST", headers: { Origin: BASE, Cookie: cookie }, body: form });
        expect(res.status).toBe(413);
        expect(await res.json()).toMatchObject({ message: "The image must be 2 MB or smaller" });
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
      }
    }
    expect(failures).toEqual([]);
    // The server still serves.
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
  });

  it("logs a 405 and a foreign-origin action in one line below error, without a stack", async () => {
    const before = server.stdout().length;
    const errorsBefore = server.stderr().length;
    const page = await fetch(`${BASE}/about`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: "a=1",
    });
    expect(page.status).toBe(405);
    const foreign = await fetch(`${BASE}/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
      body: "a=1",
      redirect: "manual",
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.stderr().slice(errorsBefore)).toBe("");
    const lines = jsonLines(server.stdout().slice(before));
    expect(lines.every((line) => (line.level as number) <= 40 && !JSON.stringify(line).includes("stack")), JSON.stringify(lines)).toBe(true);
    const statuses = lines.filter((line) => line.event === "request").map((line) => line.status as number);
    expect(statuses.sort()).toEqual([405, foreign.status].sort());
  });
});
