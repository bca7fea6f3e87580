/**
 * One search across every type: the tab counts, the tab a search box search lands on,
 * the API's X-Type-Counts, city names in a text search and the cards' freshness label.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as homeRoute from "../../../app/routes/home";
import * as searchRoute from "../../../app/routes/api/opportunities-search";
import { searchListings, searchTypeCounts } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { createOpportunity, DAY } from "./fixtures";
import { renderRoute } from "./render";

/** The page's text, tags and React's text separators dropped. */
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const currentTab = (html: string) => /<a aria-current="page"[^>]*>([A-Za-z]+)/.exec(html)?.[1];

let t: TestDb;
afterEach(() => t?.cleanup());
const home = (url: string) => renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url });

function seed() {
  createOpportunity(t.db, { title: "Mangrove survey intern", description: "Coastal mangrove mapping." });
  createOpportunity(t.db, { title: "Mangrove fellowship", type: "fellowship", location: null });
  createOpportunity(t.db, { title: "Mangrove ecology fellowship", type: "fellowship", location: null });
  createOpportunity(t.db, { title: "Wetland course", type: "course", description: "Mangrove restoration basics." });
  createOpportunity(t.db, { title: "Solar fellowship", type: "fellowship", location: null });
}

describe("one search across every type", () => {
  it("counts a query's matches in each tab with one grouped query, whatever the tab", () => {
    t = createTestDb();
    seed();
    const params = homeSearchSchema.parse({ query: "mangrove", type: "course" });
    expect(searchTypeCounts(t.db, params)).toEqual({
      counts: { internship: 1, fellowship: 2, course: 1, job: 0 },
      more: { internship: false, fellowship: false, course: false, job: false },
      capped: false,
    });
    // The location filter is hidden for fellowships: they are counted whatever it says.
    const remote = homeSearchSchema.parse({ query: "mangrove", location: "in-person" });
    expect(searchTypeCounts(t.db, remote).counts.fellowship).toBe(2);
  });

  it("shows the counts beside the tabs and keeps the visitor's tab when it has matches", async () => {
    t = createTestDb();
    seed();
    const page = await home("/?query=mangrove&type=fellowship&anyTab=1");
    expect(currentTab(page.body)).toBe("Fellowships");
    expect(text(page.body)).toMatch(/Internships 1 1 match Fellowships 2 2 matches Courses 1 1 match/);
    expect(text(page.body)).toContain("2 fellowships");
  });

  it("lands a search from a tab without matches on the first tab that has some", async () => {
    t = createTestDb();
    seed();
    const page = await home("/?query=solar&type=internship&anyTab=1");
    expect(currentTab(page.body)).toBe("Fellowships");
    expect(text(page.body)).toContain("Solar fellowship");
    // The tabs and Load more links say their type; the search form carries the tab landed on.
    expect(page.body).toContain('href="/?query=solar&amp;type=internship#opportunities"');
    expect(page.body).toMatch(/<input type="hidden" name="type" value="fellowship"\/>/);
  });

  it("keeps a tab chosen with `type` (a tab link, a filter), even without matches", async () => {
    t = createTestDb();
    seed();
    const page = await home("/?query=solar&type=internship");
    expect(currentTab(page.body)).toBe("Internships");
    expect(text(page.body)).toContain("No internships found matching your criteria");
    expect(text(page.body)).toMatch(/Fellowships 1 1 match/);
  });

  it("shows no counts without a query", async () => {
    t = createTestDb();
    seed();
    const page = await home("/?type=internship&anyTab=1");
    expect(text(page.body)).not.toMatch(/\bmatch(es)?\b/);
  });

  it("answers the API's counts per type in X-Type-Counts, only for a query", async () => {
    t = createTestDb();
    seed();
    const get = async (url: string) =>
      (await searchRoute.loader({ request: new Request(`http://localhost:3000${url}`), params: {}, context: testContext(t.db) } as never)) as Response;
    const searched = await get("/api/opportunities/search?query=mangrove&type=fellowship");
    expect(searched.headers.get("X-Type-Counts")).toBe("internship=1, fellowship=2, course=1, job=0");
    expect((await searched.json()).map((r: { title: string }) => r.title).sort()).toEqual(["Mangrove ecology fellowship", "Mangrove fellowship"]);
    expect((await get("/api/opportunities/search")).headers.get("X-Type-Counts")).toBeNull();
  });
});

describe("a city's other name typed as text", () => {
  it("finds the listings of that city under its canonical name, and the other way round", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Field researcher", location: "In-Person (On-Site)", city: "Bengaluru" });
    createOpportunity(t.db, { title: "Street survey", description: "Surveys across old Bombay." });
    createOpportunity(t.db, { title: "Pune intern", location: "In-Person (On-Site)", city: "Pune" });
    const titles = (query: string) =>
      searchListings(t.db, homeSearchSchema.parse({ query, type: "all" }), { limit: 10 }).items.map((i) => i.title).sort();
    expect(titles("Bangalore")).toEqual(["Field researcher"]);
    expect(titles("bengaluru")).toEqual(["Field researcher"]);
    expect(titles("Mumbai")).toEqual(["Street survey"]);
    expect(titles("Poona")).toEqual(["Pune intern"]);
  });
});

describe("the cards' freshness", () => {
  it("says Posted today, Posted yesterday or how many days ago, beside the deadline", async () => {
    t = createTestDb();
    const now = Date.now();
    createOpportunity(t.db, { title: "Fresh intern", postedAt: new Date(now - 60_000) });
    createOpportunity(t.db, { title: "Week-old intern", postedAt: new Date(now - 7 * DAY), expiresAt: new Date(now + 20 * DAY) });
    const body = text((await home("/?type=internship")).body);
    expect(body).toMatch(/Fresh intern .*Posted (today|yesterday)/);
    expect(body).toMatch(/Week-old intern .*Posted [78] days ago · Apply by/);
  });
});
