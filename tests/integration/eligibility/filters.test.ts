/**
 * The who-can-apply filters (app/eligibility/filter.ts) on the search API, the board, feeds and
 * alerts: a listing open to anyone matches every year; several perks must all be offered.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loader as searchApi } from "../../../app/routes/api/opportunities-search";
import * as homeRoute from "../../../app/routes/home";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { createJob, createOpportunity } from "../board/fixtures";
import { renderRoute } from "../board/render";
import { WHO_DEFAULTS, type WhoCanApply, whoColumns } from "../../../app/eligibility/values";
import { opportunities } from "../../../db/schema";
import { homeSearch, HOME_DEFAULTS } from "../../../app/search/search-params";
import { parseHomeSearchParams } from "../../../app/search/search-schema";
import { loader as feedLoader } from "../../../app/routes/feed-xml";

let t: TestDb;
afterEach(() => t?.cleanup());

function listing(title: string, who: Partial<WhoCanApply>) {
  const { id } = createOpportunity(t.db, { title, type: "internship" });
  t.db.update(opportunities).set(whoColumns({ ...WHO_DEFAULTS, ...who })).where(eq(opportunities.id, id)).run();
}

function seed() {
  t = createTestDb();
  listing("First years only", { openTo: ["first-year"] });
  listing("Open to anyone", {});
  listing("Final years part time", {
    openTo: ["final-year"],
    partTime: true,
    hoursPerWeek: 10,
    perks: ["certificate", "meals"],
    workLanguages: ["hi", "en"],
    programmeFor: "women",
  });
  createJob(t.db, { title: "A legacy job" });
}

async function titles(query: string) {
  const response = (await searchApi({ request: new Request(`http://localhost/api/opportunities/search?type=all&${query}`), context: testContext(t.db), params: {} } as never)) as Response;
  const body = await response.json();
  if (response.status !== 200) return { status: response.status, body };
  const list = (Array.isArray(body) ? body : (body.opportunities ?? body.data ?? body.results)) as { title: string }[];
  return list.map((r) => r.title).sort();
}

describe("the search API's who-can-apply filters", () => {
  it("openTo: a listing open to anyone (and a legacy job) matches every year; one for first-years only does not match final-year", async () => {
    seed();
    expect(await titles("openTo=first-year")).toEqual(["A legacy job", "First years only", "Open to anyone"]);
    expect(await titles("openTo=final-year")).toEqual(["A legacy job", "Final years part time", "Open to anyone"]);
    expect(await titles("openTo=anyone")).toHaveLength(4);
  });

  it("partTime, workLanguage, several perks (each offered) and programmeFor", async () => {
    seed();
    expect(await titles("partTime=1")).toEqual(["Final years part time"]);
    expect(await titles("workLanguage=hi")).toEqual(["Final years part time"]);
    expect(await titles("perk=certificate&perk=meals")).toEqual(["Final years part time"]);
    expect(await titles("perk=certificate&perk=housing")).toEqual([]);
    expect(await titles("programmeFor=women")).toEqual(["Final years part time"]);
    expect(await titles("openTo=first-year&partTime=1")).toEqual([]);
  });

  it.each(["openTo=sixth-year", "perk=free-laptop", "workLanguage=xx", "programmeFor=men", "partTime=maybe"])("refuses %s with a 400 naming it", async (query) => {
    seed();
    const result = (await titles(query)) as { status: number; body: { message: string } };
    expect(result.status).toBe(400);
    expect(result.body.message).toContain(query.split("=")[0]);
  });
});

describe("the board, feeds and alerts", () => {
  it("the board's address keeps the filters and its cards are the filtered ones", async () => {
    seed();
    const state = { ...HOME_DEFAULTS, openTo: "final-year" as const, partTime: true, perk: ["certificate" as const, "meals" as const], workLanguage: "hi", programmeFor: "women" as const };
    const search = homeSearch(state);
    expect(search).toBe("?type=internship&openTo=final-year&partTime=1&workLanguage=hi&perk=certificate&perk=meals&programmeFor=women");
    expect(parseHomeSearchParams(new URLSearchParams(search))).toMatchObject({ openTo: "final-year", partTime: true, perk: ["certificate", "meals"], workLanguage: "hi", programmeFor: "women" });
    const page = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/?type=internship&openTo=final-year" });
    expect(page.body).toContain("Final years part time");
    expect(page.body).not.toContain("First years only");
    // The filter panel's form holds the chosen values (no JavaScript needed).
    expect(page.body).toMatch(/<option value="final-year" selected/);
  });

  it("a feed lists only the filtered listings (alerts keep the board's address and read it with the same parser)", async () => {
    seed();
    const response = (await feedLoader({ request: new Request("http://localhost/feed.xml?partTime=1&perk=meals"), context: testContext(t.db), params: {} } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain("Final years part time");
    expect(xml).not.toContain("Open to anyone");
  });
});
