import { afterEach, describe, expect, it } from "vitest";
import { isSameOriginRequest, refuseCrossSiteRequests } from "../../../app/lib/origin-check.server";
import { noStoreWhenSignedIn } from "../../../app/lib/private-cache.server";
import { safeRedirect } from "../../../app/lib/safe-redirect";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { testContext } from "../../support/context";
import { action as loginPage } from "../../../app/routes/auth/login";
import { createTestDb, type TestDb } from "../../support/db";
import { client, createUser } from "../auth/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("redirectTo beyond Latin-1", () => {
  it("encodes the path (or falls back to /), never a 500", async () => {
    expect(safeRedirect("/internships/जॉब?q=café")).toBe(`/internships/${encodeURIComponent("जॉब")}?q=caf%C3%A9`);
    expect(safeRedirect("/a%20b")).toBe("/a%20b");
    expect(safeRedirect("/\ud800")).toBe("/");
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: "correct horse battery" });
    const res = await client(t.db).post(
      loginPage,
      "/login",
      { username: "meera", password: "correct horse battery", redirectTo: "/blog/नमस्ते" },
      { json: false },
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/blog/${encodeURIComponent("नमस्ते")}`);
  });
});

describe("state-changing requests without Origin or Sec-Fetch-Site", () => {
  const site = "https://impactcareers.in";
  const post = (headers: Record<string, string>) => new Request(`${site}/api/opportunities`, { method: "POST", headers });

  it("fall back to the Referer host and refuse a foreign one", async () => {
    expect(isSameOriginRequest(post({ Referer: "https://evil.example/page" }), site)).toBe(false);
    expect(isSameOriginRequest(post({ Referer: "not a url" }), site)).toBe(false);
    expect(isSameOriginRequest(post({ Referer: `${site}/submit` }), site)).toBe(true);
    // No header at all: a client that is not a browser.
    expect(isSameOriginRequest(post({}), site)).toBe(true);
    t = createTestDb();
    const context = testContext(t.db, {});
    const request = new Request("http://localhost:3000/api/login", { method: "POST", headers: { Referer: "https://evil.example/" } });
    const res = (await refuseCrossSiteRequests(
      { request, context, params: {}, url: new URL(request.url), pattern: "/" } as never,
      async () => new Response("ran"),
    )) as Response;
    expect(res.status).toBe(403);
  });
});

describe("answers to signed-in sessions", () => {
  it("carry Cache-Control: private, no-store; anonymous ones are left alone", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: "correct horse battery" });
    const browser = client(t.db);
    await browser.post(loginApi, "/api/login", { username: "meera", password: "correct horse battery" });
    const run = (cookie: string) => {
      const request = new Request("http://localhost:3000/account/security", { headers: { Cookie: cookie } });
      return noStoreWhenSignedIn(
        { request, context: browser.context, params: {}, url: new URL(request.url), pattern: "/" } as never,
        async () => new Response("<html></html>", { headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" } }),
      ) as Promise<Response>;
    };
    expect((await run(browser.jar.header())).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await run("")).headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
