/**
 * Jobs as a type of their own (decision 316): the board's Jobs tab lists them (shown while open
 * jobs exist) and the Internships tab holds internships only; `type=job` works in the API and
 * feeds, whose `type=internship` still includes the jobs, as the spec's clients expect.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { afterEach, describe, expect, it } from "vitest";
import { loadHomeBoard } from "../../../app/opportunities/home.server";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as searchRoute from "../../../app/routes/api/opportunities-search";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const board = (search: string) => loadHomeBoard(t.db, new URLSearchParams(search), { requestId: "test", cacheSeconds: 0 });
const titles = (items: { title: string }[]) => items.map((i) => i.title).sort();

async function api(query: string) {
  const request = new Request(`http://localhost:3000/api/opportunities/search${query}`);
  const response = (await searchRoute.loader({ request, params: {}, context: testContext(t.db) } as never)) as Response;
  return { response, body: (await response.json()) as { title: string; opportunityType: string }[] };
}

describe("jobs as a type of their own", () => {
  it("are listed in the Jobs tab, which shows while open jobs exist; the Internships tab holds internships only", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Solar intern" });
    expect(board("type=internship").jobsTab).toBe(false);
    createJob(t.db, { title: "Field coordinator job" });
    createJob(t.db, { title: "Closed job", applicationDeadline: new Date(Date.now() - 3 * 86_400_000) });
    const internships = board("type=internship");
    expect(internships.jobsTab).toBe(true);
    expect(titles(internships.results)).toEqual(["Solar intern"]);
    expect(internships.total).toBe(1);
    const jobs = board("type=job");
    expect(titles(jobs.results)).toEqual(["Field coordinator job"]);
    expect(jobs.results[0]!.path).toMatch(/^\/jobs\//);
    // A search box search counts each tab, jobs too.
    expect(board("query=coordinator&type=internship&anyTab=1").params.type).toBe("job");
  });

  it("answer type=job in the API and feeds, whose type=internship keeps the jobs as the spec says", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Solar intern" });
    createJob(t.db, { title: "Field coordinator job" });
    const internships = await api("?type=internship");
    expect(titles(internships.body)).toEqual(["Field coordinator job", "Solar intern"]);
    expect(internships.body.every((o) => o.opportunityType === "internship")).toBe(true);
    expect(internships.response.headers.get("X-Total-Count")).toBe("2");
    expect(titles((await api("?type=job")).body)).toEqual(["Field coordinator job"]);
    expect(titles((await api("")).body)).toEqual(["Field coordinator job", "Solar intern"]);
    const feed = async (query: string) => {
      const request = new Request(`http://localhost:3000/feed.xml${query}`);
      const response = (await feedRoute.loader({ request, params: {}, context: testContext(t.db, { path: "/feed.xml" }) } as never)) as Response;
      return parseFeed(await response.text()).items.map((i) => i.title).sort();
    };
    expect(await feed("?type=job")).toEqual(["Field coordinator job"]);
    expect(await feed("?type=internship")).toEqual(["Field coordinator job", "Solar intern"]);
  });
});

describe("the organisation directory", () => {
  it("lists organisations with open listings by name, with their open count, logo, verified mark and causes; searchable and paged", async () => {
    const { listOrganizations, directoryParams, DIRECTORY_PAGE_SIZE } = await import("../../../app/organizations/directory.server");
    t = createTestDb();
    createOpportunity(t.db, { title: "Mangrove intern", organization: "Coastal Trust" });
    createOpportunity(t.db, { title: "Second coastal intern", organization: "Coastal Trust" });
    createOpportunity(t.db, { title: "Closed intern", organization: "Closed Org", expiresAt: new Date(Date.now() - 3 * 86_400_000) });
    createOpportunity(t.db, { title: "Pending intern", organization: "Pending Org", status: "pending" });
    createOpportunity(t.db, { title: "Anchor fellow", organization: "anchor foundation", type: "fellowship", location: null });
    t.db.$client.prepare("UPDATE organizations SET verified = 1 WHERE name = 'Coastal Trust'").run();
    const all = listOrganizations(t.db, { query: "", page: 1 });
    expect(all.entries.map((e) => [e.name, e.open, e.verified])).toEqual([
      ["anchor foundation", 1, false],
      ["Coastal Trust", 2, true],
    ]);
    expect(all.entries[1]!.slug).toBe("coastal-trust");
    expect(listOrganizations(t.db, { query: "coast", page: 1 }).entries.map((e) => e.name)).toEqual(["Coastal Trust"]);
    expect(listOrganizations(t.db, { query: "100%_", page: 1 }).entries).toEqual([]);
    for (let i = 0; i < DIRECTORY_PAGE_SIZE; i++) createOpportunity(t.db, { title: `Intern ${i}`, organization: `Zeta ${String(i).padStart(2, "0")}` });
    const second = listOrganizations(t.db, { query: "", page: 2 });
    expect(second).toMatchObject({ total: DIRECTORY_PAGE_SIZE + 2, pages: 2 });
    expect(second.entries.map((e) => e.name)).toEqual(["Zeta 22", "Zeta 23"]);
    expect(directoryParams(new URLSearchParams("page=-3&q=%20x%20"))).toEqual({ query: "x", page: 1 });
  });
});
