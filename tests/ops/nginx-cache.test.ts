/**
 * The nginx cache of docs/deploying.md in front of the app, with Debian's nginx on loopback: anonymous pages come
 * from nginx's cache, a request with a cookie always reaches the app, a signed-in admin never gets a
 * cached page, and an approval reaches anonymous visitors once PAGE_CACHE_SECONDS have passed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApiPayload } from "../support/submissions";
import { bareToolsPath, type ReleaseServer, serveRelease } from "./support/release-server";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const APP_PORT = 4344;
const PROXY_PORT = 4343;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const PAGE_CACHE_SECONDS = 3;

const home = mkdtempSync(join(tmpdir(), "ic-nginx-"));
const PATH = bareToolsPath();
const env = {
  PATH,
  HOME: home,
  PORT: String(APP_PORT),
  HOST: "127.0.0.1",
  WEB_CONCURRENCY: "1",
  SESSION_SECRET: "nginx-cache-secret-nginx-cache-secret-0123",
  SITE_URL: PROXY,
  COOKIE_SECURE: "false",
  TRUST_PROXY: "1",
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "nginx-cache-admin-password",
  LOG_LEVEL: "error",
  PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
  COUNTING: "false",
};
let app: ReleaseServer;
let nginx: ChildProcess;

/**
 * The two nginx blocks of docs/deploying.md, as written there: the cache block, with the first block's
 * proxy_set_header lines where it says so, listening on loopback without TLS.
 */
function nginxConfigFromReadme(): string {
  const blocks = [...readFileSync("docs/deploying.md", "utf8").matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const proxyBlock = blocks.find((block) => block.includes("proxy_set_header"))!;
  const cacheBlock = blocks.find((block) => block.includes("proxy_cache_path"))!;
  const headers = proxyBlock.split("\n").filter((line) => line.includes("proxy_set_header")).join("\n");
  expect(cacheBlock).toContain("# … as above …");
  expect(cacheBlock).toContain("# (the proxy_set_header lines above)");
  const site = cacheBlock
    .replace("# … as above …", `listen 127.0.0.1:${PROXY_PORT};\n    server_name localhost;`)
    .replace("# (the proxy_set_header lines above)", headers.trim())
    .replaceAll("http://127.0.0.1:3000", `http://127.0.0.1:${APP_PORT}`)
    .replace("/var/cache/nginx/impact", join(home, "cache"));
  const temp = (name: string) => `${name} ${join(home, name)};`;
  return `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
pid ${join(home, "nginx.pid")};
error_log ${join(home, "error.log")} warn;
events {}
http {
  access_log off;
  ${temp("client_body_temp_path")} ${temp("proxy_temp_path")} ${temp("fastcgi_temp_path")} ${temp("uwsgi_temp_path")} ${temp("scgi_temp_path")}
${site}
}
`;
}

beforeAll(async () => {
  mkdirSync(join(home, "cache"));
  writeFileSync(join(home, "nginx.conf"), nginxConfigFromReadme());
  app = await serveRelease(APP_PORT, { cwd: home, env });
  nginx = spawn(NGINX, ["-c", join(home, "nginx.conf"), "-p", home], { stdio: ["ignore", "inherit", "inherit"] });
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${readFileSync(join(home, "error.log"), "utf8")}`);
    try {
      if ((await fetch(`${PROXY}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await app?.stop();
  rmSync(home, { recursive: true, force: true });
  rmSync(PATH, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) => fetch(`${PROXY}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

/** The anonymous page, requested until nginx has stored it (the first request is a MISS). */
async function cachedAnonymously(path: string) {
  await (await get(path)).text();
  return get(path);
}

async function signIn(): Promise<string> {
  const res = await fetch(`${PROXY}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PROXY },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

describe("nginx's cache in front, configured as docs/deploying.md says", { timeout: 180_000 }, () => {
  it("answers anonymous pages from its cache and reports the hit ratio", async () => {
    const home = await cachedAnonymously("/");
    expect(home.headers.get("x-cache")).toBe("HIT");
    const listing = (await home.text()).match(/href="(\/(?:internships|fellowships|courses)\/[a-z0-9-]+)"/)![1]!;
    expect((await cachedAnonymously(listing)).headers.get("x-cache")).toBe("HIT");
    const paths = ["/", listing, "/about", "/?type=fellowship", "/blog"];
    let hits = 0;
    let total = 0;
    for (let round = 0; round < 10; round++) {
      for (const path of paths) {
        const res = await get(path);
        await res.arrayBuffer();
        total++;
        if (res.headers.get("x-cache") === "HIT") hits++;
      }
    }
    console.log(`nginx cache: ${hits}/${total} anonymous requests were hits (${Math.round((hits / total) * 100)} %)`);
    expect(hits / total).toBeGreaterThan(0.5);
  });

  it("passes every request with a cookie to the app", async () => {
    const cached = await cachedAnonymously("/");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const withCookie = await get("/", "theme=dark");
    expect(withCookie.headers.get("x-cache")).toBe("BYPASS");
    // Rendered for this request: its CSP nonce is not the cached page's.
    expect(withCookie.headers.get("content-security-policy")).not.toBe(cached.headers.get("content-security-policy"));
  });

  it("never gives a signed-in admin a cached page, nor caches the admin's pages", async () => {
    const cookie = await signIn();
    for (const path of ["/", "/admin", "/admin/pending"]) {
      const res = await get(path, cookie);
      expect(res.headers.get("x-cache"), path).toBe("BYPASS");
      expect(res.status, path).toBe(200);
    }
    // The back office sent to the admin was not stored for anyone else.
    const anonymous = await get("/admin");
    expect(anonymous.headers.get("x-cache")).not.toBe("HIT");
    expect(anonymous.status).not.toBe(200);
  });

  it("shows an approval to anonymous visitors once PAGE_CACHE_SECONDS have passed", async () => {
    const cookie = await signIn();
    const title = "Cache drill fellowship";
    const submitted = await fetch(`${PROXY}/api/opportunities`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: PROXY },
      body: JSON.stringify(validApiPayload({ title, organizationName: "Cache Drill Trust" })),
    });
    const { id } = (await submitted.json()) as { id: number };
    const before = await cachedAnonymously("/?type=fellowship");
    expect(before.headers.get("x-cache")).toBe("HIT");
    expect(await before.text()).not.toContain(title);

    const approved = await fetch(`${PROXY}/api/admin/opportunities/${id}/status`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: PROXY, Cookie: cookie },
      body: JSON.stringify({ id, status: "published" }),
    });
    expect(approved.status).toBe(200);
    const approvedAt = Date.now();
    // nginx may answer from its copy for s-maxage, then once more (stale) while it refreshes in the background.
    let seenAfter = 0;
    for (;;) {
      const res = await get("/?type=fellowship");
      if ((await res.text()).includes(title)) {
        seenAfter = Date.now() - approvedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`nginx cache: the approval was visible to anonymous visitors after ${(seenAfter / 1000).toFixed(1)} s`);
    // s-maxage plus the one stale answer of a background refresh, with room for a busy machine.
    expect(seenAfter).toBeLessThan((2 * PAGE_CACHE_SECONDS + 10) * 1000);
  });
});
