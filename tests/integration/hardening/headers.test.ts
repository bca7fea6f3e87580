import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { securityHeaders } from "../../../server/security-headers";
import { rawRequest } from "../../support/raw-http";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The production shape of server.js: security headers, then static files, then the app. */
async function serve(siteUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), "ic-static-"));
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const env = { NODE_ENV: "production" as const, SITE_URL: siteUrl };
  const root = express();
  root.use(securityHeaders(env));
  root.use(express.static(dir, { index: false }));
  const app = express();
  app.use(securityHeaders(env));
  app.use((_req, res) => {
    res.type("html").send("<p>app</p>");
  });
  root.use(app);
  const server = root.listen(0, "127.0.0.1");
  await once(server, "listening");
  close = () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return (server.address() as AddressInfo).port;
}

/** A bare request to the test server (node:http sends any method, TRACE included). */
const call = (port: number, method: string, path: string) => rawRequest(`http://127.0.0.1:${port}${path}`, method);

describe("security headers", () => {
  it("static files get nosniff, the frame and referrer policies, Permissions-Policy and (on https) HSTS", async () => {
    const port = await serve("https://careers.example.org");
    const res = await call(port, "GET", "/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
    expect(res.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    // The app's pages too, with one CSP (the second mount does nothing).
    const page = await call(port, "GET", "/anything");
    expect(page.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
    expect(String(page.headers["content-security-policy"]).match(/nonce-/g)).toHaveLength(1);
  });

  it("sends no HSTS when the site is plain http", async () => {
    const port = await serve("http://localhost:3000");
    expect((await call(port, "GET", "/favicon.svg")).headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers TRACE and unknown methods with 405 on every path, static or not", async () => {
    const port = await serve("http://localhost:3000");
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/favicon.svg"],
      ["TRACE", "/api/opportunities"],
      ["PROPFIND", "/admin"],
      ["MKCOL", "/x"],
    ] as const) {
      const res = await call(port, method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toContain("GET");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await call(port, "GET", "/")).status).toBe(200);
  });
});
