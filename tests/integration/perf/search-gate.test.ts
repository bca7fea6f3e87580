/**
 * The cap on searches in flight per worker (server/search-gate.ts, docs/request-cost.md): past it a
 * search is answered at once with 503 and Retry-After; other requests, and searches once one is
 * answered, go through. Real HTTP through the real middleware; the search behind it is held open
 * by the test so that two are in flight at once.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_RETRY_SECONDS, searchGate } from "../../../server/search-gate";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function start(limit: number) {
  const releases: (() => void)[] = [];
  const app = express();
  const patternOf = (req: express.Request) => (req.path === "/api/opportunities/search" ? req.path : req.path === "/hi" ? "/hi" : req.path === "/" ? "/" : "/internships/:slug");
  app.use(searchGate(limit, patternOf));
  app.use((_req, res) => {
    releases.push(() => res.send("ok"));
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, releases };
}


describe("searches in flight", () => {
  it("answers 503 with Retry-After past the cap, and serves again once a search is answered", async () => {
    const { base, releases } = await start(2);
    const first = fetch(`${base}/api/opportunities/search?query=water`);
    const second = fetch(`${base}/hi?query=पानी`);
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    const refused = await fetch(`${base}/api/opportunities/search?query=forest`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(SEARCH_RETRY_SECONDS));
    expect(await refused.json()).toEqual({ error: `Too many searches at once; try again in ${SEARCH_RETRY_SECONDS} seconds` });
    const page = await fetch(`${base}/?query=forest`);
    expect(page.status).toBe(503);
    // Not a search: a listing page, and the board without a query, go through.
    const listing = fetch(`${base}/internships/forest-survey`);
    const board = fetch(`${base}/`);
    await vi.waitFor(() => expect(releases).toHaveLength(4));
    releases[2]!();
    releases[3]!();
    expect((await listing).status).toBe(200);
    expect((await board).status).toBe(200);
    releases[0]!();
    expect((await first).status).toBe(200);
    const again = fetch(`${base}/api/opportunities/search?query=forest`);
    await vi.waitFor(() => expect(releases).toHaveLength(5));
    releases[4]!();
    expect((await again).status).toBe(200);
    releases[1]!();
    expect((await second).status).toBe(200);
  });
});
