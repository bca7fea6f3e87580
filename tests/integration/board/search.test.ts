import { afterEach, describe, expect, it } from "vitest";
import { toFtsQuery } from "../../../app/search/fts-query";
import { featuredListings, searchListings } from "../../../app/search/search.server";
import { type SearchFilters } from "../../../app/search/search-params";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, DAY, dayFromNow } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const base: SearchFilters = { ...homeSearchSchema.parse({}), type: "all" };
const titles = (filters: Partial<SearchFilters>, limit = 100) =>
  searchListings(t.db, { ...base, ...filters }, { limit, now: NOW }).items.map((i) => i.title);

describe("which listings the board shows", () => {
  it("shows only published, unarchived listings that are still open", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Published open" });
    createOpportunity(t.db, { title: "Pending one", status: "pending" });
    createOpportunity(t.db, { title: "Draft one", status: "draft" });
    createOpportunity(t.db, { title: "Rejected one", status: "rejected" });
    createOpportunity(t.db, { title: "Archived one", archived: true });
    createOpportunity(t.db, { title: "Deadline today", expiresAt: dayFromNow(0, NOW) });
    createOpportunity(t.db, { title: "Deadline yesterday", expiresAt: dayFromNow(-1, NOW) });
    createJob(t.db, { title: "Legacy published" });
    createJob(t.db, { title: "Legacy pending", status: "pending" });
    createJob(t.db, { title: "Legacy past deadline", applicationDeadline: dayFromNow(-3, NOW) });
    createJob(t.db, { title: "Legacy expired", expiryDate: dayFromNow(-2, NOW) });
    expect(titles({}).sort()).toEqual(["Deadline today", "Legacy published", "Published open"]);
  });

  it("lists legacy jobs under the Jobs tab, not the Internships tab, linking to /jobs/{slug}", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Water intern", type: "internship" });
    createOpportunity(t.db, { title: "Water fellow", type: "fellowship" });
    createOpportunity(t.db, { title: "Water course", type: "course" });
    const job = createJob(t.db, { title: "Water legacy job" });
    expect(titles({ type: "internship" })).toEqual(["Water intern"]);
    expect(titles({ type: "job" })).toEqual(["Water legacy job"]);
    expect(titles({ type: "fellowship" })).toEqual(["Water fellow"]);
    expect(titles({ type: "course" })).toEqual(["Water course"]);
    const legacy = searchListings(t.db, { ...base, query: "legacy" }, { limit: 10, now: NOW }).items[0]!;
    expect(legacy).toMatchObject({ id: -job.id, kind: "job", path: `/jobs/${job.slug}`, opportunityType: "internship" });
  });
});

describe("filters", () => {
  it("filters by category, 'all' meaning any", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Eng", category: "engineering" });
    createOpportunity(t.db, { title: "Des", category: "design" });
    createJob(t.db, { title: "Legacy des", category: "design" });
    expect(titles({ category: "design" }).sort()).toEqual(["Des", "Legacy des"]);
    expect(titles({ category: "all" })).toHaveLength(3);
  });

  it("maps the duration filter 0-3 / 3-6 / 6+ to the stored durations", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Short", duration: "1-3 months" });
    createOpportunity(t.db, { title: "Mid", duration: "3-6 months" });
    createOpportunity(t.db, { title: "Long", duration: "6+ months" });
    createJob(t.db, { title: "Legacy long", duration: "6+ months" });
    expect(titles({ duration: "0-3" })).toEqual(["Short"]);
    expect(titles({ duration: "3-6" })).toEqual(["Mid"]);
    expect(titles({ duration: "6+" }).sort()).toEqual(["Legacy long", "Long"]);
    expect(titles({ duration: "any" })).toHaveLength(4);
  });

  it("uses the stipend attributes for paid / unpaid", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Paid flag", hasPaid: true, stipend: "₹8,000/month" });
    createOpportunity(t.db, { title: "Unpaid flag", hasPaid: false, stipend: null });
    createOpportunity(t.db, { title: "Text only paid", hasPaid: null, stipend: "₹12,000 per month" });
    createOpportunity(t.db, { title: "Text says unpaid", hasPaid: null, stipend: "Unpaid" });
    createOpportunity(t.db, { title: "No stipend info", hasPaid: null, stipend: null });
    createJob(t.db, { title: "Legacy paid", salary: "₹6,000/month" });
    createJob(t.db, { title: "Legacy unpaid", salary: "" });
    expect(titles({ stipend: "paid" }).sort()).toEqual(["Legacy paid", "Paid flag", "Text only paid"]);
    expect(titles({ stipend: "unpaid" }).sort()).toEqual([
      "Legacy unpaid",
      "No stipend info",
      "Text says unpaid",
      "Unpaid flag",
    ]);
    expect(titles({ stipend: "all-options" })).toHaveLength(7);
  });

  it("filters by location: remote, in-person, worldwide = any; ignored for fellowships", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Remote one", location: "Remote (Work From Home)" });
    createOpportunity(t.db, { title: "Onsite one", location: "In-Person (On-Site)" });
    createOpportunity(t.db, { title: "Hybrid one", location: "Both Remote & In-Person" });
    createJob(t.db, { title: "Legacy city", location: "Pune, Maharashtra" });
    createOpportunity(t.db, { title: "Fellow no location", type: "fellowship", location: null });
    expect(titles({ location: "remote" }).sort()).toEqual(["Hybrid one", "Remote one"]);
    expect(titles({ location: "in-person" }).sort()).toEqual(["Hybrid one", "Legacy city", "Onsite one"]);
    expect(titles({ location: "worldwide" })).toHaveLength(5);
    expect(titles({ type: "fellowship", location: "remote" })).toEqual(["Fellow no location"]);
  });

  it("filters featured listings and fills the carousel with featured listings of every type", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Featured intern", featured: true, postedAt: new Date(NOW - 3 * DAY) });
    createOpportunity(t.db, { title: "Featured course", type: "course", featured: true, postedAt: new Date(NOW - DAY) });
    createJob(t.db, { title: "Featured legacy", featured: true, postedAt: new Date(NOW - 2 * DAY) });
    createOpportunity(t.db, { title: "Plain" });
    expect(titles({ featured: true }).sort()).toEqual(["Featured course", "Featured intern", "Featured legacy"]);
    expect(featuredListings(t.db, { now: NOW }).map((i) => i.title)).toEqual([
      "Featured course",
      "Featured legacy",
      "Featured intern",
    ]);
  });

  it("combines filters with a query", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Solar design intern", category: "design", duration: "3-6 months" });
    createOpportunity(t.db, { title: "Solar engineering intern", category: "engineering", duration: "3-6 months" });
    createOpportunity(t.db, { title: "Solar design fellow", type: "fellowship", category: "design", duration: "3-6 months" });
    createOpportunity(t.db, { title: "Wind design intern", category: "design", duration: "3-6 months" });
    expect(titles({ query: "solar", type: "internship", category: "design", duration: "3-6" })).toEqual([
      "Solar design intern",
    ]);
  });
});

describe("sorting", () => {
  function seedSortable() {
    createOpportunity(t.db, { title: "Old featured", featured: true, postedAt: new Date(NOW - 10 * DAY), expiresAt: null });
    createOpportunity(t.db, { title: "New plain", postedAt: new Date(NOW - DAY), expiresAt: dayFromNow(20, NOW) });
    createOpportunity(t.db, { title: "Mid plain", postedAt: new Date(NOW - 5 * DAY), expiresAt: dayFromNow(3, NOW) });
    createJob(t.db, { title: "Legacy soon", postedAt: new Date(NOW - 7 * DAY), applicationDeadline: dayFromNow(1, NOW) });
  }

  it("Most relevant without a query: featured first, then newest", () => {
    t = createTestDb();
    seedSortable();
    expect(titles({ sortBy: "relevant" })).toEqual(["Old featured", "New plain", "Mid plain", "Legacy soon"]);
  });

  it("Most recent: newest first", () => {
    t = createTestDb();
    seedSortable();
    expect(titles({ sortBy: "recent" })).toEqual(["New plain", "Mid plain", "Legacy soon", "Old featured"]);
  });

  it("Deadline soon: soonest deadline first, no deadline last", () => {
    t = createTestDb();
    seedSortable();
    expect(titles({ sortBy: "deadline" })).toEqual(["Legacy soon", "Mid plain", "New plain", "Old featured"]);
  });

  it("Most relevant with a query ranks by bm25, title and organisation above description", () => {
    t = createTestDb();
    createOpportunity(t.db, {
      title: "Field coordinator",
      description: "Work with farmers on mangrove restoration along the coast, mangrove by mangrove.",
      postedAt: new Date(NOW - DAY),
    });
    createOpportunity(t.db, { title: "Mangrove restoration intern", postedAt: new Date(NOW - 9 * DAY) });
    createOpportunity(t.db, {
      title: "Outreach intern",
      organization: "Mangrove Trust",
      postedAt: new Date(NOW - 5 * DAY),
    });
    createOpportunity(t.db, { title: "Unrelated", postedAt: new Date(NOW) });
    const ranked = titles({ query: "mangrove" });
    expect(ranked).toHaveLength(3);
    expect(ranked[2]).toBe("Field coordinator");
    expect(ranked.slice(0, 2).sort()).toEqual(["Mangrove restoration intern", "Outreach intern"]);
  });
});

describe("full-text search", () => {
  function seedText() {
    createOpportunity(t.db, {
      title: "Climate research intern",
      organization: "Vasudha Foundation",
      description: "Support our climate policy team with data analysis.",
      requirements: "Comfort with spreadsheets and Python.",
      skills: ["GIS mapping", "Excel"],
      location: "In-Person (On-Site)",
      category: "data",
    });
    createOpportunity(t.db, {
      title: "Teaching fellow",
      organization: "Teach Forward",
      description: "Teach mathematics in a government school.",
      category: "customer",
    });
    createJob(t.db, { title: "Legacy sanitation role", company: "Clean Water Co", skills: ["Plumbing"] });
  }

  it("matches title, organisation, description, requirements, skills, location and category", () => {
    t = createTestDb();
    seedText();
    expect(titles({ query: "climate" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "vasudha" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "mathematics" })).toEqual(["Teaching fellow"]);
    expect(titles({ query: "spreadsheets" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "gis" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "on-site" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "customer" })).toEqual(["Teaching fellow"]);
    expect(titles({ query: "plumbing" })).toEqual(["Legacy sanitation role"]);
    expect(titles({ query: "clean water" })).toEqual(["Legacy sanitation role"]);
  });

  it("matches the last word as a prefix, and every word must match", () => {
    t = createTestDb();
    seedText();
    expect(titles({ query: "clim" })).toEqual(["Climate research intern"]);
    expect(titles({ query: "teaching mathem" })).toEqual(["Teaching fellow"]);
    expect(titles({ query: "teaching climate" })).toEqual([]);
    expect(titles({ query: "CLIMATE Research" })).toEqual(["Climate research intern"]);
  });

  it.each([
    ['"climate', ["Climate research intern"]],
    ['climate"', ["Climate research intern"]],
    ['"', "all"],
    ["*", "all"],
    ["climate*", ["Climate research intern"]],
    ["climate NEAR research", []],
    ["NEAR(climate research)", []],
    ["climate research NEA", []],
    ["-climate", ["Climate research intern"]],
    ["climate -teaching", []],
    ["^climate", ["Climate research intern"]],
    ["(climate OR teaching)", []],
    ["climate AND", ["Climate research intern"]],
    ["climate OR", []],
    ["title:climate", []],
    ["{title}: climate", []],
    ["climate)", ["Climate research intern"]],
    ["((", "all"],
    ["", "all"],
    ["   ", "all"],
    ["'; DROP TABLE opportunities; --", []],
    ["ñandú café", []],
  ] as const)("searches %j as plain words, never failing", (query, expected) => {
    t = createTestDb();
    seedText();
    const result = titles({ query });
    if (expected === "all") expect(result).toHaveLength(3);
    else expect(result).toEqual(expected);
  });

  it("builds quoted FTS strings with a prefix star on the last word", () => {
    expect(toFtsQuery('solar "pan" NEAR(x)')).toBe('"solar" "pan" "NEAR" "x"');
    expect(toFtsQuery("solar energ")).toBe('"solar" "energ"*');
    expect(toFtsQuery("a")).toBe('"a"');
    expect(toFtsQuery('"*-^()')).toBeNull();
  });
});

describe("paging and counting", () => {
  it("returns a page with the total count of every match", () => {
    t = createTestDb();
    for (let i = 0; i < 10; i++) createOpportunity(t.db, { title: `River intern ${i}`, postedAt: new Date(NOW - i * DAY) });
    const first = searchListings(t.db, { ...base, sortBy: "recent" }, { limit: 4, now: NOW });
    expect(first.total).toBe(10);
    expect(first.items.map((i) => i.title)).toEqual(["River intern 0", "River intern 1", "River intern 2", "River intern 3"]);
    const last = searchListings(t.db, { ...base, sortBy: "recent" }, { limit: 4, offset: 8, now: NOW });
    expect(last.total).toBe(10);
    expect(last.items.map((i) => i.title)).toEqual(["River intern 8", "River intern 9"]);
    const beyond = searchListings(t.db, { ...base, sortBy: "recent" }, { limit: 4, offset: 40, now: NOW });
    expect(beyond).toEqual({ total: 10, items: [] });
  });

  it("maps rows to the search-result shape with attributes", () => {
    t = createTestDb();
    createOpportunity(t.db, {
      title: "Shape check",
      organization: "Shape Org",
      logo: "https://example.org/logo.png",
      category: "design",
      duration: "3-6 months",
      stipend: "₹9,000/month",
      applicationUrl: "https://example.org/shape",
      postedAt: new Date(NOW - DAY),
      expiresAt: dayFromNow(10, NOW),
      featured: true,
    });
    const [item] = searchListings(t.db, base, { limit: 1, now: NOW }).items;
    expect(item).toMatchObject({
      slug: "shape-check",
      title: "Shape check",
      opportunityType: "internship",
      location: "Remote (Work From Home)",
      organization: { name: "Shape Org", logo: "https://example.org/logo.png" },
      postedAt: new Date(NOW - DAY).toISOString(),
      expiresAt: dayFromNow(10, NOW).toISOString(),
      featured: true,
      attributes: {
        category: "design",
        stipend: "₹9,000/month",
        duration: "3-6 months",
        applicationUrl: "https://example.org/shape",
      },
    });
  });
});
