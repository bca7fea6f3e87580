import { afterEach, describe, expect, it } from "vitest";
import { WHO_DEFAULTS } from "../../../app/eligibility/values";
import { categories, siteSettings } from "../../../db/schema";
import * as categoriesRoute from "../../../app/routes/api/categories";
import * as bySlugRoute from "../../../app/routes/api/opportunity-by-slug";
import * as searchRoute from "../../../app/routes/api/opportunities-search";
import * as siteSettingsRoute from "../../../app/routes/api/site-settings";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { createJob, createOpportunity, DAY, dayFromNow } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

async function get(
  route: { loader: (args: never) => unknown },
  url: string,
  params: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(new URL(url, "http://localhost:3000"));
  return (await route.loader({ request, params, context: testContext(t.db) } as never)) as Response;
}

const SEARCH_RESULT_KEYS = ["attributes", "city", "expiresAt", "featured", "id", "location", "opportunityType", "organization", "postedAt", "slug", "title"];

describe("GET /api/opportunities/search", () => {
  it("returns the search-result shape of §3 with X-Total-Count and cache headers", async () => {
    t = createTestDb();
    const posted = new Date(Date.now() - DAY);
    const deadline = dayFromNow(20);
    createOpportunity(t.db, {
      title: "API shape intern",
      organization: "Shape Org",
      logo: "https://example.org/logo.png",
      category: "design",
      duration: "3-6 months",
      stipend: "₹9,000/month",
      applicationUrl: "https://example.org/apply",
      postedAt: posted,
      expiresAt: deadline,
      featured: true,
    });
    const response = await get(searchRoute, "/api/opportunities/search");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("X-Total-Count")).toBe("1");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]!).sort()).toEqual(SEARCH_RESULT_KEYS);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      slug: "api-shape-intern",
      title: "API shape intern",
      opportunityType: "internship",
      location: "Remote (Work From Home)",
      city: null,
      organization: { name: "Shape Org", logo: "https://example.org/logo.png", verified: false },
      postedAt: posted.toISOString(),
      expiresAt: deadline.toISOString(),
      featured: true,
      attributes: {
        category: "design",
        stipend: "₹9,000/month",
        duration: "3-6 months",
        applicationUrl: "https://example.org/apply",
        // Who can apply (app/eligibility): a listing that says nothing is open to anyone, full-time.
        ...WHO_DEFAULTS,
      },
    });
  });

  it("pages with limit (default 100, at most 100) and offset; the total counts every match", async () => {
    t = createTestDb();
    for (let i = 0; i < 105; i++) createOpportunity(t.db, { title: `Page item ${i}`, postedAt: new Date(Date.now() - i * 60_000) });
    const all = await get(searchRoute, "/api/opportunities/search?sortBy=recent");
    expect(((await all.json()) as unknown[]).length).toBe(100);
    expect(all.headers.get("X-Total-Count")).toBe("105");
    const tail = await get(searchRoute, "/api/opportunities/search?sortBy=recent&limit=10&offset=100");
    const items = (await tail.json()) as { title: string }[];
    expect(items.map((i) => i.title)).toEqual(["Page item 100", "Page item 101", "Page item 102", "Page item 103", "Page item 104"]);
    expect(tail.headers.get("X-Total-Count")).toBe("105");
  });

  it("filters with query, category ('all' or empty = none), location, sortBy, type, duration, stipend and featured", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Solar design intern", category: "design", featured: true });
    createOpportunity(t.db, { title: "Solar data fellow", type: "fellowship", category: "data", location: null, hasPaid: false, stipend: null });
    createOpportunity(t.db, { title: "Solar course", type: "course", category: "design", duration: "6+ months", location: "In-Person (On-Site)" });
    createJob(t.db, { title: "Solar legacy job", category: "design" });
    const titles = async (qs: string) =>
      ((await (await get(searchRoute, `/api/opportunities/search?${qs}`)).json()) as { title: string }[]).map((i) => i.title).sort();
    expect(await titles("query=solar&category=")).toHaveLength(4);
    expect(await titles("query=solar&category=all")).toHaveLength(4);
    expect(await titles("category=design&type=internship")).toEqual(["Solar design intern", "Solar legacy job"]);
    // Any name an admin can give a category is a valid filter (decision 047), matched case-insensitively.
    createOpportunity(t.db, { title: "Solar arts intern", category: "arts & culture" });
    expect(await titles(`category=${encodeURIComponent("Arts & Culture")}`)).toEqual(["Solar arts intern"]);
    expect(await titles("type=fellowship&stipend=unpaid")).toEqual(["Solar data fellow"]);
    expect(await titles("duration=6%2B&location=in-person")).toEqual(["Solar course"]);
    expect(await titles("featured=true")).toEqual(["Solar design intern"]);
    expect(await titles("query=legacy")).toEqual(["Solar legacy job"]);
  });

  it.each([
    ["sortBy=cheapest", "sortBy"],
    ["type=scholarship", "type"],
    ["duration=12", "duration"],
    ["stipend=maybe", "stipend"],
    ["location=mars", "location"],
    ["featured=yes", "featured"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["offset=-1", "offset"],
    ["offset=1.5", "offset"],
    [`query=${"x".repeat(201)}`, "query"],
    ["category=a%00b", "category"],
    [`category=${"c".repeat(51)}`, "category"],
  ])("answers 400 with a JSON message for %s", async (qs, field) => {
    t = createTestDb();
    const response = await get(searchRoute, `/api/opportunities/search?${qs}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(field);
  });

  it("searches FTS syntax as plain words instead of failing", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Quote intern" });
    for (const query of ['"', "*", "NEAR(", "-", "^", "(", ")", 'quote" OR "x', "quote*"]) {
      const response = await get(searchRoute, `/api/opportunities/search?query=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
    }
  });
});

describe("GET /api/opportunities/slug/{slug}", () => {
  it("returns the detail record of §3", async () => {
    t = createTestDb();
    const deadline = dayFromNow(5);
    const posted = new Date(Date.now() - 2 * DAY);
    const { slug } = createOpportunity(t.db, {
      title: "Detail intern",
      organization: "Detail Org",
      logo: "https://example.org/d.png",
      category: "marketing",
      location: "In-Person (On-Site)",
      stipend: "₹6,000/month",
      description: "The description.",
      requirements: "The requirements.",
      applicationInstructions: "The instructions.",
      applicationUrl: "https://example.org/detail",
      postedAt: posted,
      expiresAt: deadline,
      skills: ["Canva", "Hindi"],
    });
    const response = await get(bySlugRoute, `/api/opportunities/slug/${slug}`, { slug });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await response.json()).toEqual({
      slug,
      companyName: "Detail Org",
      positionTitle: "Detail intern",
      category: "marketing",
      location: "In-Person (On-Site)",
      salary: "₹6,000/month",
      description: "The description.",
      requirements: "The requirements.",
      applicationUrl: "https://example.org/detail",
      applicationInstructions: "The instructions.",
      companyLogo: "https://example.org/d.png",
      postedAt: posted.toISOString(),
      applicationDeadline: deadline.toISOString(),
      skills: ["Canva", "Hindi"],
      ...WHO_DEFAULTS,
    });
  });

  it("returns legacy jobs in the same shape", async () => {
    t = createTestDb();
    const { slug } = createJob(t.db, { title: "Legacy detail", company: "Old Co", skills: ["Excel"] });
    const body = (await (await get(bySlugRoute, `/api/opportunities/slug/${slug}`, { slug })).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ slug, companyName: "Old Co", positionTitle: "Legacy detail", skills: ["Excel"] });
  });

  it.each([["no-such-slug"], ["pending"]])("answers 404 with a JSON message (%s)", async (kind) => {
    t = createTestDb();
    const slug = kind === "pending" ? createOpportunity(t.db, { title: "Waiting", status: "pending" }).slug : kind;
    const response = await get(bySlugRoute, `/api/opportunities/slug/${slug}`, { slug });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Opportunity not found" });
  });
});

describe("GET /api/categories and /api/site-settings", () => {
  it("lists the categories table by name", async () => {
    t = createTestDb();
    t.db.insert(categories).values([{ name: "water", color: "#0000ff" }, { name: "climate" }]).run();
    const response = await get(categoriesRoute, "/api/categories");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await response.json()).toEqual([
      { id: expect.any(Number), name: "climate", color: "#6366f1" },
      { id: expect.any(Number), name: "water", color: "#0000ff" },
    ]);
  });

  it("lists every site setting without the editor's id", async () => {
    t = createTestDb();
    t.db.insert(siteSettings).values({ key: "hero_title", value: "Hello", label: "Hero title", type: "text", updatedBy: null }).run();
    const response = await get(siteSettingsRoute, "/api/site-settings");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    const setting = body.find((s) => s.key === "hero_title");
    expect(setting).toEqual({
      id: expect.any(Number),
      key: "hero_title",
      value: "Hello",
      type: "text",
      label: "Hero title",
      description: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(setting).not.toHaveProperty("updatedBy");
  });

  it("sends html settings sanitised, as the pages render them", async () => {
    t = createTestDb();
    t.db
      .insert(siteSettings)
      .values({
        key: "footer_note",
        value: '<p onclick="steal()">Free for <a href="javascript:alert(1)">NGOs</a><script>alert(1)</script></p>',
        label: "Footer note",
        type: "html",
        updatedBy: null,
      })
      .run();
    const body = (await (await get(siteSettingsRoute, "/api/site-settings")).json()) as { key: string; value: string }[];
    const note = body.find((s) => s.key === "footer_note")!.value;
    expect(note).toContain("Free for");
    expect(note).not.toMatch(/script|onclick|javascript:/i);
  });
});
