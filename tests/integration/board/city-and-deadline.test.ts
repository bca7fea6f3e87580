/**
 * The optional deadline and city of a listing: stored by the API, checked by the
 * shared schema, kept in listing_facets and the search index by triggers, and
 * used by the city filter and text search.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobListings, opportunities } from "../../../db/schema";
import { action } from "../../../app/routes/api/opportunities";
import { searchListings } from "../../../app/search/search.server";
import { type SearchFilters } from "../../../app/search/search-params";
import { homeSearchSchema, parseApiSearchParams } from "../../../app/search/search-schema";
import { getPublicListing } from "../../../app/opportunities/detail.server";
import { jobPostingJsonLd } from "../../../app/seo/job-posting";
import { canonicalCity, canonicalState, CITIES, cityNameRows, STATES, stateOfCity } from "../../../app/taxonomy/cities";
import { addDays, indiaToday } from "../../../app/submissions/deadline-city";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, validApiPayload } from "../../support/submissions";
import { createJob, createOpportunity } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const base: SearchFilters = { ...homeSearchSchema.parse({}), type: "all" };
const titles = (filters: Partial<SearchFilters>) =>
  searchListings(t.db, { ...base, ...filters }, { limit: 100 })
    .items.map((i) => i.title)
    .sort();
const facetCity = (key: number) =>
  (t.db.$client.prepare("SELECT city FROM listing_facets WHERE key = ?").get(key) as { city: string | null }).city;

function post(payload: unknown) {
  const context = testContext(t.db, { ip: "203.0.113.77", env: testEnv() });
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  return settle(() => action({ request, context, params: {} } as never));
}

describe("application deadline and city on submission", () => {
  it("stores data.expiresAt as midnight UTC and the cities of an in-person listing", async () => {
    t = createSubmissionTestDb();
    const deadline = addDays(indiaToday(), 30);
    const response = await post(
      validApiPayload({
        opportunityType: "internship",
        location: "In-Person (On-Site)",
        expiresAt: deadline,
        city: " poona,  Navi   Mumbai , Pune, Sangli ",
      }),
    );
    expect(response.status).toBe(201);
    const row = t.db.select().from(opportunities).get()!;
    expect(row.expiresAt?.toISOString()).toBe(`${deadline}T00:00:00.000Z`);
    // Canonical names; an alias of a city already given is a repeat; a city outside the list is kept as typed.
    expect(row.city).toBe("Pune, Navi Mumbai, Sangli");
  });

  it("keeps the city a remote listing or a fellowship names", async () => {
    t = createSubmissionTestDb();
    const remote = await post(
      validApiPayload({ opportunityType: "internship", location: "Remote (Work From Home)", city: "Bombay" }),
    );
    expect(remote.status).toBe(201);
    const fellowship = await post(validApiPayload({ title: "Fellow in Madras", city: "Madras" }));
    expect(fellowship.status).toBe(201);
    expect(t.db.select({ city: opportunities.city }).from(opportunities).all()).toEqual([{ city: "Mumbai" }, { city: "Chennai" }]);
  });

  it("requires a city of an in-person or hybrid listing, not of a remote one or a fellowship", async () => {
    t = createSubmissionTestDb();
    for (const location of ["In-Person (On-Site)", "Both Remote & In-Person"]) {
      const response = await post(validApiPayload({ opportunityType: "course", location }));
      expect(response.status).toBe(400);
      expect(response.data).toMatchObject({ errors: { city: ["Please enter the city of an in-person or hybrid listing"] } });
    }
    expect((await post(validApiPayload({ opportunityType: "course", location: "Remote (Work From Home)" }))).status).toBe(201);
    expect((await post(validApiPayload({ title: "A fellowship anywhere" }))).status).toBe(201);
  });

  it.each([
    ["yesterday", addDays(indiaToday(), -1)],
    ["more than 365 days ahead", addDays(indiaToday(), 366)],
    ["not a date", "31/12/2026"],
    ["an impossible date", "2026-02-30"],
  ])("refuses a deadline %s with 400 and stores nothing", async (_name, expiresAt) => {
    t = createSubmissionTestDb();
    const response = await post(validApiPayload({ expiresAt }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.data)).toContain("Please choose a deadline between today and 365 days from now");
    expect(await t.db.$count(opportunities)).toBe(0);
  });

  it("accepts today and the 365th day", async () => {
    t = createSubmissionTestDb();
    expect((await post(validApiPayload({ expiresAt: indiaToday(), title: "Today fellow" }))).status).toBe(201);
    expect((await post(validApiPayload({ expiresAt: addDays(indiaToday(), 365), title: "Far fellow" }))).status).toBe(
      201,
    );
  });

  it("refuses more than three cities, or a city with odd characters", async () => {
    t = createSubmissionTestDb();
    const four = await post(
      validApiPayload({ opportunityType: "course", location: "In-Person (On-Site)", city: "Pune, Delhi, Goa, Agra" }),
    );
    expect(four.status).toBe(400);
    expect(JSON.stringify(four.data)).toContain("Please list at most 3 cities, separated by commas");
    const odd = await post(validApiPayload({ opportunityType: "course", location: "In-Person (On-Site)", city: "<b>" }));
    expect(odd.status).toBe(400);
  });
});

describe("city in the facets, the filter and text search", () => {
  it("fills listing_facets.city from an opportunity's city and a legacy job's location, and follows updates", () => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "Lake survey", location: "In-Person (On-Site)", city: "Pune, Navi Mumbai" });
    expect(facetCity(id)).toBe(",pune,navi mumbai,");
    t.db.update(opportunities).set({ city: "Nagpur" }).where(eq(opportunities.id, id)).run();
    expect(facetCity(id)).toBe(",nagpur,");
    // Any other write re-creates the facet row: the city stays.
    t.db.update(opportunities).set({ featured: true }).where(eq(opportunities.id, id)).run();
    expect(facetCity(id)).toBe(",nagpur,");
    const job = createJob(t.db, { title: "Legacy field job", location: "Bengaluru, Karnataka" });
    expect(facetCity(-job.id)).toBe(",bengaluru,karnataka,");
    t.db.update(jobListings).set({ location: "Mysuru" }).where(eq(jobListings.id, job.id)).run();
    expect(facetCity(-job.id)).toBe(",mysuru,");
  });

  it("filters by one city, case-insensitively, matching whole city names", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Pune and Mumbai", location: "Both Remote & In-Person", city: "Pune, Mumbai" });
    createOpportunity(t.db, { title: "Navi Mumbai only", location: "In-Person (On-Site)", city: "Navi Mumbai" });
    createOpportunity(t.db, { title: "Remote one", location: "Remote (Work From Home)" });
    createJob(t.db, { title: "Legacy Mumbai job", location: "Mumbai, Maharashtra" });
    // A place search includes fully remote listings unless the location filter asks for in-person ones.
    expect(titles({ city: "mumbai" })).toEqual(["Legacy Mumbai job", "Pune and Mumbai", "Remote one"]);
    expect(titles({ city: "mumbai", location: "in-person" })).toEqual(["Legacy Mumbai job", "Pune and Mumbai"]);
    expect(titles({ city: "Navi  Mumbai", location: "in-person" })).toEqual(["Navi Mumbai only"]);
    expect(titles({ city: "" })).toHaveLength(4);
  });

  it("finds a listing by any name of its city and by its state, legacy jobs too", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Bengaluru lab", location: "In-Person (On-Site)", city: "Bengaluru" });
    createOpportunity(t.db, { title: "Mysuru and Pune", location: "Both Remote & In-Person", city: "Mysuru, Pune" });
    createOpportunity(t.db, { title: "Chennai office", location: "In-Person (On-Site)", city: "Chennai" });
    createOpportunity(t.db, { title: "Anywhere", location: "Remote (Work From Home)" });
    createJob(t.db, { title: "Legacy Bangalore job", location: "Bangalore" });
    const inPerson = { location: "in-person" as const };
    for (const city of ["Bangalore", "bengaluru", " BENGALURU "]) {
      expect(titles({ ...inPerson, city: homeSearchSchema.parse({ city }).city })).toEqual(["Bengaluru lab", "Legacy Bangalore job"]);
    }
    expect(titles({ ...inPerson, city: "Mysore" })).toEqual(["Mysuru and Pune"]);
    expect(titles({ ...inPerson, state: "karnataka" })).toEqual(["Bengaluru lab", "Legacy Bangalore job", "Mysuru and Pune"]);
    expect(titles({ state: "Maharashtra" })).toEqual(["Anywhere", "Mysuru and Pune"]);
    expect(titles({ ...inPerson, state: "Tamil Nadu", city: "Chennai" })).toEqual(["Chennai office"]);
    expect(titles({ ...inPerson, state: "Tamil Nadu", city: "Pune" })).toEqual([]);
    const facet = t.db.$client.prepare("SELECT city, state FROM listing_facets WHERE key < 0").get();
    expect(facet).toEqual({ city: ",bengaluru,", state: ",karnataka," });
    // Updates move a listing between places; a deleted listing leaves them.
    const chennai = t.db.select().from(opportunities).where(eq(opportunities.title, "Chennai office")).get()!;
    t.db.update(opportunities).set({ city: "Bangalore" }).where(eq(opportunities.id, chennai.id)).run();
    expect(titles({ ...inPerson, state: "Karnataka" })).toEqual(["Bengaluru lab", "Chennai office", "Legacy Bangalore job", "Mysuru and Pune"]);
    expect(titles({ ...inPerson, state: "Tamil Nadu" })).toEqual([]);
    t.db.update(opportunities).set({ featured: true }).where(eq(opportunities.id, chennai.id)).run();
    expect(titles({ ...inPerson, city: "Bengaluru" })).toContain("Chennai office");
    t.db.delete(opportunities).where(eq(opportunities.id, chennai.id)).run();
    expect(t.db.$client.prepare("SELECT count(*) FROM listing_places WHERE key = ?").pluck().get(chennai.id)).toBe(0);
    t.db.update(jobListings).set({ location: "Madras" }).where(eq(jobListings.positionTitle, "Legacy Bangalore job")).run();
    expect(titles({ ...inPerson, city: "Chennai" })).toEqual(["Legacy Bangalore job"]);
  });

  it("takes city= and state= by any name in the search API", () => {
    expect(parseApiSearchParams(new URLSearchParams("city=Bangalore&state=Orissa"))).toMatchObject({
      success: true,
      data: { city: "Bengaluru", state: "Odisha" },
    });
    expect(parseApiSearchParams(new URLSearchParams("city=Sangli"))).toMatchObject({ success: true, data: { city: "Sangli" } });
  });

  it("finds a listing by its city in text search", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Wetland walk", location: "In-Person (On-Site)", city: "Guwahati" });
    createOpportunity(t.db, { title: "Desk research", location: "Remote (Work From Home)" });
    expect(titles({ query: "guwahati" })).toEqual(["Wetland walk"]);
    const { id } = createOpportunity(t.db, { title: "Moved later", location: "In-Person (On-Site)" });
    t.db.update(opportunities).set({ city: "Shillong" }).where(eq(opportunities.id, id)).run();
    expect(titles({ query: "shillong" })).toEqual(["Moved later"]);
  });

  it("takes city= in the search API and refuses a list of cities", () => {
    expect(parseApiSearchParams(new URLSearchParams("city=Pune"))).toMatchObject({ success: true, data: { city: "Pune" } });
    expect(parseApiSearchParams(new URLSearchParams("city=Pune,Delhi")).success).toBe(false);
  });

  it("puts each city in JobPosting jobLocation with its state and addressCountry IN", () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Two city intern", location: "Both Remote & In-Person", city: "Pune, Mumbai" });
    const listing = getPublicListing(t.db, slug)!;
    const jsonLd = jobPostingJsonLd(listing, { siteUrl: "https://example.org", siteName: "Impact Careers" }, { locale: "en", now: Date.now() });
    expect(jsonLd.jobLocation).toEqual([
      { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" } },
      { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Mumbai", addressRegion: "Maharashtra", addressCountry: "IN" } },
    ]);
  });
});

describe("the list of cities", () => {
  it("is the same in app/taxonomy/cities.ts and in the city_names table the facets read", () => {
    t = createTestDb();
    const table = t.db.$client.prepare("SELECT name, city, state FROM city_names ORDER BY name").raw().all();
    expect(table).toEqual(cityNameRows().sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    expect(CITIES.length).toBeGreaterThanOrEqual(100);
    expect(STATES).toHaveLength(36);
  });

  it("maps the names people type to one city", () => {
    const pairs = [
      ["Bangalore", "Bengaluru"],
      ["Bombay", "Mumbai"],
      ["Gurgaon", "Gurugram"],
      ["Calcutta", "Kolkata"],
      ["Madras", "Chennai"],
      ["Trivandrum", "Thiruvananthapuram"],
      ["Poona", "Pune"],
      ["Baroda", "Vadodara"],
      ["Mysore", "Mysuru"],
      ["  new   delhi ", "Delhi"],
      ["Sangli", "Sangli"],
    ];
    for (const [typed, city] of pairs) expect(canonicalCity(typed!)).toBe(city);
    expect(stateOfCity("Gurgaon")).toBe("Haryana");
    expect(canonicalState("orissa")).toBe("Odisha");
  });
});
