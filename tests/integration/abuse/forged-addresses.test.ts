/**
 * The built server behind a proxy named by address (decision 307): a client that reaches the port
 * directly cannot pick its address with X-Forwarded-For (the per-IP posting limit holds), the proxy's
 * word is believed, and IPv6 clients forwarded by it count as their /64. 127.0.0.2 plays the proxy.
 */
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, ensureBuild, startBuiltServer } from "../../support/built-server";
import { validApiPayload } from "../../support/submissions";

const SESSION_SECRET = "forged-addresses-secret-forged-addresses-1";
const POSTS_PER_HOUR = 3;
let server: BuiltServer | undefined;
let dir = "";
let port = 0;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port: free } = probe.address() as { port: number };
  probe.close();
  return free;
}

/** POST /api/opportunities from `from`, saying X-Forwarded-For `forwardedFor`: the answer's status. */
function post(from: string, forwardedFor: string, n: number): Promise<number> {
  const body = JSON.stringify(validApiPayload({ title: `Water Quality Fellow ${n}` }));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/opportunities",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor, Origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function statuses(from: string, forwardedFor: (i: number) => string, count: number) {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push(await post(from, forwardedFor(i), answers.length + Math.random()));
  return answers;
}

describe("the built server with TRUST_PROXY naming its proxy", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    ensureBuild();
    dir = mkdtempSync(join(tmpdir(), "ic-forged-"));
    port = await freePort();
    server = startBuiltServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "127.0.0.2",
      RATE_LIMIT_POSTS_PER_HOUR: String(POSTS_PER_HOUR),
      DATABASE_PATH: join(dir, "app.db"),
      SESSION_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      COOKIE_SECURE: "false",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "forged-addresses-admin-7",
      SEED_DEMO_DATA: "false",
      COUNTING: "false",
      LOG_LEVEL: "error",
    });
    for (let i = 0; i < 1200; i++) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (healthy) return;
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server never answered:\n${server.stderr()}`);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds a direct client to its own address whatever X-Forwarded-For it sends", async () => {
    const answers = await statuses("127.0.0.1", (i) => `198.51.100.${i + 1}`, POSTS_PER_HOUR + 2);
    expect(answers).toEqual([...Array(POSTS_PER_HOUR).fill(201), 429, 429]);
  });

  it("believes the proxy, and counts every address of one IPv6 /64 as one client", async () => {
    expect(await statuses("127.0.0.2", (i) => `203.0.113.${i + 1}`, POSTS_PER_HOUR + 2)).toEqual(Array(POSTS_PER_HOUR + 2).fill(201));
    const sameNetwork = await statuses("127.0.0.2", (i) => `2001:db8:42:7::${(i + 1).toString(16)}`, POSTS_PER_HOUR + 1);
    expect(sameNetwork).toEqual([...Array(POSTS_PER_HOUR).fill(201), 429]);
    expect(await post("127.0.0.2", "2001:db8:42:8::1", 99)).toBe(201);
  });
});
