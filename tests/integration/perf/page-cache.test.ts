/**
 * The anonymous page cache as middleware in a real Express server: normalised
 * keys, `.data` responses, one render per key at a time, the previous page while
 * one re-render runs, and the content version deciding what is out of date.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { cacheKey, pageCache } from "../../../server/page-cache";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";
import { routeRulesTable } from "../../support/route-table";
import { action as submitListing } from "../../../app/routes/api/opportunities";
import { seedEssentials } from "../../../db/seed";
import { testContext } from "../../support/context";
import { validApiPayload } from "../../support/submissions";

let t: TestDb;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  t?.cleanup();
});

/** A server whose "render" takes `delayMs` and counts how often it ran. */
async function startServer(delayMs = 50) {
  t = createTestDb();
  const renders: string[] = [];
  const routes = await routeRulesTable();
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = Math.random().toString(36).slice(2);
    next();
  });
  app.use(
    pageCache({ db: t.db, seconds: 30, nonceOf: (res) => res.locals.nonce as string, rulesOf: (req, res) => routes.routeOf(req, res).rules }),
  );
  app.use(async (req, res) => {
    renders.push(req.originalUrl);
    await new Promise((r) => setTimeout(r, delayMs));
    const isData = req.path.endsWith(".data");
    res.setHeader("Content-Type", isData ? "text/x-script" : "text/html; charset=utf-8");
    res.write(`<p nonce="${res.locals.nonce as string}">render ${renders.length}</p>`);
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  close = () => new Promise((r) => server.close(() => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    return {
      state: response.headers.get("x-page-cache"),
      cacheControl: response.headers.get("cache-control"),
      vary: response.headers.get("vary"),
      body: await response.text(),
    };
  };
  return { renders, get };
}

describe("the page cache key", () => {
  it("keeps known parameters in a fixed order and drops the others", () => {
    expect(cacheKey("/?type=course&utm_source=x&query=water")).toBe("/?query=water&type=course");
    expect(cacheKey("/?query=water&type=course&fbclid=1")).toBe("/?query=water&type=course");
    expect(cacheKey("/internships/a?ref=mail")).toBe("/internships/a");
    expect(cacheKey("/_root.data?type=course&_routes=routes%2Fhome")).toBe("/_root.data?_routes=routes%2Fhome&type=course");
  });
});

describe("the page cache", () => {
  it("keeps the data-saver page (no logos) apart and tells a shared cache to do the same", async () => {
    const { renders, get } = await startServer();
    const plain = await get("/internships/a");
    expect(plain.state).toBe("miss");
    expect(plain.vary).toContain("Save-Data");
    const saver = await get("/internships/a", { "Save-Data": "on" });
    expect(saver.state).toBe("miss");
    expect(saver.vary).toContain("Save-Data");
    expect((await get("/internships/a", { "Save-Data": "on" })).state).toBe("hit");
    expect((await get("/internships/a")).state).toBe("hit");
    expect(renders).toHaveLength(2);
    expect(cacheKey("/internships/a", true)).not.toBe(cacheKey("/internships/a"));
  });

  it("serves a link with tracking parameters from the entry of the plain link", async () => {
    const { renders, get } = await startServer();
    expect((await get("/?type=course")).state).toBe("miss");
    const tracked = await get("/?utm_source=newsletter&type=course");
    expect(tracked.state).toBe("hit");
    expect(renders).toHaveLength(1);
    expect(tracked.cacheControl).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
  });

  it("caches the .data responses of client-side navigation like documents", async () => {
    const { renders, get } = await startServer();
    await get("/_root.data?type=course&_routes=routes%2Fhome");
    expect((await get("/_root.data?_routes=routes%2Fhome&type=course")).state).toBe("hit");
    await get("/internships/some-listing.data");
    expect((await get("/internships/some-listing.data")).state).toBe("hit");
    expect(renders).toHaveLength(2);
  });

  it("renders a page once for concurrent requests", async () => {
    const { renders, get } = await startServer(100);
    const results = await Promise.all(Array.from({ length: 8 }, () => get("/about")));
    expect(renders).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.replace(/nonce="[^"]+"/, "")))).toEqual(new Set(["<p >render 1</p>"]));
    expect(results.filter((r) => r.state === "miss")).toHaveLength(1);
  });

  it("after public content changed (a listing taken down), has every request wait for the one re-render, never the previous page", async () => {
    const { renders, get } = await startServer(100);
    await get("/blog");
    createOpportunity(t.db, { title: "Newly published" });
    const [first, ...others] = await Promise.all([get("/blog"), ...Array.from({ length: 5 }, () => get("/blog"))]);
    expect(renders).toHaveLength(2);
    expect(first!.state).toBe("miss");
    expect(first!.body).toContain("render 2");
    for (const other of others) {
      expect(other.state).toBe("hit");
      expect(other.body).toContain("render 2");
    }
    expect((await get("/blog")).body).toContain("render 2");
  });

  it("keeps a page whose render saw public content change as the previous page, and answers no later request with it, not even meanwhile", async () => {
    const { renders, get } = await startServer(150);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const during = get("/about");
    // The change lands while that render runs (on a loaded machine the request may arrive late).
    while (renders.length < 1) await sleep(5);
    createOpportunity(t.db, { title: "Approved during the render" });
    expect((await during).state).toBe("miss");
    const both = await Promise.all([get("/about"), get("/about")]);
    // One renders again; a listing taken down is gone at once: the request meanwhile waits for that render.
    expect(both.map((answer) => answer.state).sort()).toEqual(["hit", "miss"]);
    for (const answer of both) expect(answer.body).toContain("render 2");

    // A request that arrives after the change waits for the render under way, then renders itself.
    const before = get("/terms");
    while (renders.length < 3) await sleep(5);
    createOpportunity(t.db, { title: "Approved while a request waits" });
    const waiter = await get("/terms");
    expect((await before).body).toContain("render 3");
    expect(waiter.body).toContain("render 4");
    expect(renders).toHaveLength(4);
  });

  it("serves organisation pages from the cache like listing pages", async () => {
    const { renders, get } = await startServer();
    await get("/organizations/green-earth-trust");
    expect((await get("/organizations/green-earth-trust?utm_source=x")).state).toBe("hit");
    expect(renders).toHaveLength(1);
  });

  it("keeps pages when only sessions and rate limits are written", async () => {
    const { renders, get } = await startServer();
    await get("/about");
    t.db.$client.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('post-ip:1', 0, 1)").run();
    t.db.$client.prepare("INSERT INTO sessions (id_hash, data, expires_at) VALUES ('x', '{}', 9e15)").run();
    expect((await get("/about")).state).toBe("hit");
    expect(renders).toHaveLength(1);
  });

  it("keeps only the routes declared for it, in every language: never a private page or a secret link", async () => {
    const { get } = await startServer(0);
    for (const path of ["/hi/about", "/hi/internships/a", "/hi.data", "/hi/organizations/x"]) {
      await get(path);
      expect((await get(path)).state, path).toBe("hit");
    }
    for (const path of ["/saved", "/hi/saved", "/manage/x", "/hi/manage/x", "/hi/alerts/manage/x", "/submit", "/hi/submit", "/admin"]) {
      await get(path);
      expect((await get(path)).state, path).toBeNull();
    }
  });

  it("keeps / a hit when a submission waiting for review names a new organisation", async () => {
    const { renders, get } = await startServer();
    seedEssentials(t.db);
    await get("/");
    const name = "A Brand New Trust For Review";
    const payload = validApiPayload({ organizationName: name });
    const request = new Request("http://localhost/api/opportunities", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const answer = (await submitListing({ request, context: testContext(t.db), params: {} } as never)) as Response;
    expect(answer.status).toBe(201);
    const organisations = t.db.$client.prepare("SELECT count(*) FROM organizations WHERE name = ?").pluck().get(name);
    expect(organisations, "the submission stored its new organisation").toBe(1);
    expect((await get("/")).state).toBe("hit");
    expect(renders).toHaveLength(1);
  });
});
