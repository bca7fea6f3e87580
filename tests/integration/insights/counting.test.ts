/**
 * Counting views, apply clicks and searches: the middleware in a real Express server in
 * front of the page cache, a real SQLite file, and worker processes of their own.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createInsightsCounter, type InsightsCounter } from "../../../app/insights/counter.server";
import { countRequests } from "../../../app/insights/count-requests.server";
import { findApplyTarget } from "../../../app/insights/apply.server";
import { createVisitorSalt, utcDay, type VisitorSalt } from "../../../app/insights/visitor-salt.server";
import { getPublicListing } from "../../../app/opportunities/detail.server";
import { pageCache } from "../../../server/page-cache";
import type { Db } from "../../../db/client.server";
import { insertUser, sessionCookie } from "../../support/admin";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";
import { routeRulesTable } from "../../support/route-table";

let t: TestDb;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  t?.cleanup();
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1";

/**
 * The server's order: counting, then the page cache, then the page (the listing's own rules decide
 * 200 or 404). What counts is what the real route table declares, in every language.
 */
async function startServer(counter: InsightsCounter) {
  const env = testEnv();
  const routes = await routeRulesTable();
  const routeOf = (req: express.Request, res: express.Response) => routes.routeOf(req, res);
  const app = express();
  app.set("trust proxy", 1);
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(8).toString("hex");
    next();
  });
  app.use(countRequests({ counter, db: t.db, env, routeOf }));
  app.use(pageCache({ db: t.db, seconds: 30, nonceOf: (res) => res.locals.nonce as string, rulesOf: (req, res) => routeOf(req, res).rules }));
  app.get(["/apply/:slug", "/hi/apply/:slug"], (req, res) => {
    const target = findApplyTarget(t.db, String(req.params.slug));
    if (target.state === "open") res.redirect(303, target.url);
    else res.status(target.state === "closed" ? 410 : 404).end();
  });
  app.get(["/internships/:slug", "/hi/internships/:slug", "/", "/_root.data", "/hi", "/hi.data"], (req, res) => {
    const slug = typeof req.params.slug === "string" ? req.params.slug.replace(/\.data$/, "") : undefined;
    if (slug && !getPublicListing(t.db, slug)) return void res.status(404).end();
    res.type("html").send(`<p nonce="${res.locals.nonce as string}">page</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  cleanups.push(() => new Promise((r) => server.close(r)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env,
    async get(path: string, headers: Record<string, string> = {}, method = "GET") {
      const response = await fetch(base + path, { method, headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });
      await response.arrayBuffer();
      // `finish` runs once the response is written: let its callbacks run.
      await new Promise((r) => setTimeout(r, 20));
      return response;
    },
  };
}

function counterFor(db: Db, salt: VisitorSalt = createVisitorSalt(), countResults: (query: string) => number = () => 0) {
  const counter = createInsightsCounter(db, { salt, flushSeconds: 60, countResults });
  cleanups.push(() => counter.stop());
  return counter;
}

function stats(db: Db) {
  return db.$client.prepare("SELECT listing_key, day, views, apply_clicks FROM listing_daily_stats ORDER BY listing_key").all();
}

describe("counting listing views", () => {
  it("counts one visitor viewing five times once, cached pages included, and two visitors twice", async () => {
    t = createTestDb();
    const { id, slug } = createOpportunity(t.db, { title: "Mangrove field intern" });
    const counter = counterFor(t.db);
    const server = await startServer(counter);
    const states: (string | null)[] = [];
    for (let i = 0; i < 5; i++) states.push((await server.get(`/internships/${slug}`)).headers.get("x-page-cache"));
    expect(states).toContain("hit");
    counter.flush();
    expect(stats(t.db)).toEqual([{ listing_key: id, day: utcDay(), views: 1, apply_clicks: 0 }]);
    await server.get(`/internships/${slug}`, { "user-agent": OTHER_BROWSER });
    await server.get(`/internships/${slug}.data`, { "x-forwarded-for": "198.51.100.7" });
    await server.get(`/internships/${slug}`);
    counter.flush();
    expect(stats(t.db)).toEqual([{ listing_key: id, day: utcDay(), views: 3, apply_clicks: 0 }]);
  });

  it("counts no bot, prefetch, Global Privacy Control visitor, HEAD request, admin or missing page", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Seed bank intern" });
    const counter = counterFor(t.db);
    const server = await startServer(counter);
    const adminCookie = await sessionCookie(t.db, server.env, insertUser(t.db, { username: "asha", isAdmin: true }));
    await server.get(`/internships/${slug}`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await server.get(`/internships/${slug}`, { "sec-purpose": "prefetch" });
    await server.get(`/internships/${slug}`, { purpose: "prefetch" });
    await server.get(`/internships/${slug}`, { "sec-gpc": "1" });
    await server.get(`/internships/${slug}`, {}, "HEAD");
    await server.get(`/internships/${slug}`, { cookie: adminCookie });
    await server.get(`/internships/no-such-listing`);
    // A view is counted after its response has gone (and the admin's session is read): give a wrong count time to land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    counter.flush();
    expect(stats(t.db)).toEqual([]);
    // A signed-in visitor who is not the admin counts.
    const userCookie = await sessionCookie(t.db, server.env, insertUser(t.db, { username: "ravi", isAdmin: false }));
    await server.get(`/internships/${slug}`, { cookie: userCookie });
    await vi.waitFor(() => {
      counter.flush();
      expect(stats(t.db)).toHaveLength(1);
    });
  });
});

describe("apply clicks", () => {
  it("answers /apply/{slug} with a 303 to the application address, mailto for an email, 404 or closed otherwise", () => {
    t = createTestDb();
    const open = createOpportunity(t.db, { title: "River survey intern", applicationUrl: "https://river.example.org/jobs/1" });
    const mail = createOpportunity(t.db, { title: "Library intern", applicationUrl: "jobs@library.example.org" });
    const closed = createOpportunity(t.db, { title: "Closed intern", expiresAt: new Date(Date.now() - 3 * 86_400_000) });
    const pending = createOpportunity(t.db, { title: "Pending intern", status: "pending" });
    expect(findApplyTarget(t.db, open.slug)).toEqual({ state: "open", url: "https://river.example.org/jobs/1" });
    expect(findApplyTarget(t.db, mail.slug)).toEqual({ state: "open", url: "mailto:jobs@library.example.org" });
    expect(findApplyTarget(t.db, closed.slug)).toMatchObject({ state: "closed", title: "Closed intern" });
    expect(findApplyTarget(t.db, pending.slug)).toEqual({ state: "missing" });
    expect(findApplyTarget(t.db, "no-such-listing")).toEqual({ state: "missing" });
  });

  it("counts each visitor's apply click once a day, beside the views", async () => {
    t = createTestDb();
    const { id, slug } = createOpportunity(t.db, { title: "Wetland intern" });
    const counter = counterFor(t.db);
    const server = await startServer(counter);
    const first = await server.get(`/apply/${slug}`);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("https://example.org/apply");
    await server.get(`/apply/${slug}`);
    await server.get(`/apply/${slug}`, { "user-agent": OTHER_BROWSER });
    await server.get(`/apply/unknown-listing`);
    await server.get(`/internships/${slug}`);
    counter.flush();
    expect(stats(t.db)).toEqual([{ listing_key: id, day: utcDay(), views: 1, apply_clicks: 2 }]);
  });
});

describe("counting searches", () => {
  it("counts searches by normalised text with distinct visitors and the results bucket", async () => {
    t = createTestDb();
    const counter = counterFor(t.db, createVisitorSalt(), (query) => (query === "water" ? 12 : 0));
    const server = await startServer(counter);
    await server.get("/?query=%20Water%20");
    await server.get("/?query=water&type=internship");
    await server.get("/_root.data?query=WATER", { "user-agent": OTHER_BROWSER });
    await server.get(`/?query=${"x".repeat(150)}`);
    await server.get("/?query=", {});
    await server.get("/?query=water", { "sec-gpc": "1" });
    counter.flush();
    const rows = t.db.$client.prepare("SELECT query, searches, visitors, results FROM search_daily_stats ORDER BY query").all();
    expect(rows).toEqual([
      { query: "water", searches: 3, visitors: 2, results: 10 },
      { query: "x".repeat(100), searches: 1, visitors: 1, results: 0 },
    ]);
  });
});

describe("what is kept", () => {
  it("never writes the salt to the database", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Forest intern" });
    const salt = randomBytes(32);
    const counter = counterFor(t.db, createVisitorSalt({ day: utcDay(), salt }));
    const server = await startServer(counter);
    await server.get(`/internships/${slug}`);
    await server.get("/?query=forest");
    counter.stop();
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const file = readFileSync(t.path);
    for (const form of [salt, Buffer.from(salt.toString("hex")), Buffer.from(salt.toString("base64")), Buffer.from(salt.toString("base64url"))]) {
      expect(file.includes(form)).toBe(false);
    }
    expect(t.db.$client.prepare("SELECT count(*) FROM visitor_marks").pluck().get()).toBe(2);
  });

  it("deletes daily counts older than 400 days and visitor marks older than yesterday", () => {
    t = createTestDb();
    const insert = (day: string) => {
      t.db.$client.prepare("INSERT INTO listing_daily_stats (listing_key, day, views) VALUES (1, ?, 1)").run(day);
      t.db.$client.prepare("INSERT INTO visitor_marks (hash, day) VALUES (?, ?)").run(`h-${day}`, day);
    };
    const now = Date.now();
    for (const daysAgo of [0, 1, 2, 399, 401]) insert(utcDay(now - daysAgo * 86_400_000));
    counterFor(t.db).flush(now);
    const days = (table: string) => t.db.$client.prepare(`SELECT day FROM ${table} ORDER BY day DESC`).pluck().all();
    expect(days("listing_daily_stats")).toHaveLength(4);
    expect(days("visitor_marks")).toEqual([utcDay(now), utcDay(now - 86_400_000)]);
  });

  it("moves the salt forward each day, so one day's visitor is not linked to the next", () => {
    const salt = createVisitorSalt({ day: "2026-03-01", salt: randomBytes(32) });
    const first = salt.saltFor("2026-03-01");
    const next = salt.saltFor("2026-03-02");
    expect(next).not.toEqual(first);
    expect(salt.saltFor("2026-03-01")).toBeNull();
  });
});

describe("several worker processes", () => {
  const script = fileURLToPath(new URL("./counting-process.ts", import.meta.url));

  /** A worker process: its salt comes from this process, as a worker's from the primary. */
  async function startWorker(salt: VisitorSalt, flushSeconds = 60) {
    const child = fork(script, [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, DATABASE_PATH: t.path, COUNTING_FLUSH_SECONDS: String(flushSeconds) },
    });
    cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"));
    child.on("message", (message: { type?: string }) => {
      if (message?.type === "visitor-salt?") child.send(salt.handOver());
    });
    await reply(child, "ready");
    return {
      child,
      async send(command: object) {
        const done = reply(child, "done");
        child.send(command);
        await done;
      },
    };
  }

  function reply(child: ChildProcess, type: string) {
    return new Promise<void>((resolve, reject) => {
      const onMessage = (message: { type?: string }) => {
        if (message?.type !== type) return;
        child.off("message", onMessage);
        resolve();
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`worker exited (${code})`)));
    });
  }

  const visitor = { ip: "203.0.113.40", userAgent: BROWSER };

  it("counts a visitor seen by two workers once", async () => {
    t = createTestDb();
    const { id, slug } = createOpportunity(t.db, { title: "Coral reef intern" });
    const salt = createVisitorSalt();
    const [a, b] = await Promise.all([startWorker(salt), startWorker(salt)]);
    await a.send({ type: "view", slug, visitor });
    await b.send({ type: "view", slug, visitor });
    await b.send({ type: "view", slug, visitor: { ...visitor, ip: "203.0.113.41" } });
    await Promise.all([a.send({ type: "flush" }), b.send({ type: "flush" })]);
    expect(stats(t.db)).toEqual([{ listing_key: id, day: utcDay(), views: 2, apply_clicks: 0 }]);
  });

  it("keeps counts over a restart, and a kill -9 loses only what came after the last write", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Bird count intern" });
    const salt = createVisitorSalt();
    const first = await startWorker(salt, 1);
    await first.send({ type: "view", slug, visitor });
    await first.send({ type: "view", slug, visitor: { ...visitor, ip: "203.0.113.50" } });
    await new Promise((r) => setTimeout(r, 1500)); // one batch interval: written by the timer
    expect(stats(t.db)).toMatchObject([{ views: 2 }]);
    await first.send({ type: "view", slug, visitor: { ...visitor, ip: "203.0.113.51" } });
    first.child.kill("SIGKILL"); // before the next batch: this view is the loss
    await new Promise((r) => first.child.once("exit", r));
    const restarted = await startWorker(salt, 60);
    await restarted.send({ type: "view", slug, visitor }); // seen before the restart: not again
    await restarted.send({ type: "view", slug, visitor: { ...visitor, ip: "203.0.113.52" } });
    await restarted.send({ type: "stop" }); // a graceful stop writes what is left
    expect(stats(t.db)).toMatchObject([{ views: 3 }]);
  });
});

describe("counting in every language", () => {
  const byLanguage = (db: Db) =>
    db.$client.prepare("SELECT language, views, apply_clicks FROM listing_language_stats ORDER BY language").all();

  it("counts a Hindi view, apply click and search like an English one, split by language", async () => {
    t = createTestDb();
    const { id, slug } = createOpportunity(t.db, { title: "Hindi reader intern" });
    const counter = counterFor(t.db);
    const server = await startServer(counter);
    for (let i = 0; i < 5; i++) await server.get(`/hi/internships/${slug}`);
    await server.get(`/hi/internships/${slug}.data`, { "user-agent": OTHER_BROWSER });
    await server.get(`/internships/${slug}`, { "x-forwarded-for": "198.51.100.9" });
    // The same person in the other language is one visitor, counted under the language they came first in.
    await server.get(`/internships/${slug}`);
    expect((await server.get(`/hi/apply/${slug}`)).status).toBe(303);
    await server.get("/hi?query=पानी");
    await server.get("/hi.data?query=water", { "user-agent": OTHER_BROWSER });
    await server.get("/?query=water");
    counter.flush();
    expect(stats(t.db)).toEqual([{ listing_key: id, day: utcDay(), views: 3, apply_clicks: 1 }]);
    expect(byLanguage(t.db)).toEqual([
      { language: "en", views: 1, apply_clicks: 0 },
      { language: "hi", views: 2, apply_clicks: 1 },
    ]);
    const searches = t.db.$client.prepare("SELECT language, searches FROM search_language_stats ORDER BY language").all();
    expect(searches).toEqual([
      { language: "en", searches: 1 },
      { language: "hi", searches: 2 },
    ]);
    expect(t.db.$client.prepare("SELECT sum(searches) FROM search_daily_stats").pluck().get()).toBe(3);
  });
});
