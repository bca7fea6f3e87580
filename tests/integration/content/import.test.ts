import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attributeDefinitions, opportunities, opportunityAttributes, organizations, OPPORTUNITY_TYPES } from "../../../db/schema";
import { SEED_ATTRIBUTE_DEFINITIONS } from "../../../db/seed-data";
import { importOpportunities } from "../../../app/import/import.server";
import { parseImportData } from "../../../app/import/parse";
import { importErrorLines } from "../../../app/import/schema";
import { sampleData, sampleItems } from "../../../app/import/sample";
import { createOpportunity } from "../../../app/opportunities/write.server";
import { opportunitySchema } from "../../../app/opportunities/opportunity-schema";
import { listAttributeDefinitionsForSchema } from "../../../app/opportunities/write.server";
import { findOrCreateOrganization, getOpportunityAttributes } from "../../../app/opportunities/store.server";
import { action as importApi } from "../../../app/routes/api/admin/import";
import { action as importPage } from "../../../app/routes/admin/import";
import type { Db } from "../../../db/client.server";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, jsonRequest, settle } from "./helpers";

/** Every attribute definition, for every type, so any imported row can carry them. */
function seedAllDefinitions(db: Db) {
  const now = new Date();
  for (const d of SEED_ATTRIBUTE_DEFINITIONS) {
    db.insert(attributeDefinitions).values({ ...d, opportunityTypes: [...OPPORTUNITY_TYPES], createdAt: now, updatedAt: now }).run();
  }
}

const h = useAdminTestDb({ prepare: seedAllDefinitions });

/** What /submit asks of every listing beyond a title and a company (import is held to its rules, decision 347). */
const SUBMIT_TEXTS = {
  description: "Walk the river with the survey team, record what you find and help write the yearly report.",
  requirements: "Comfortable outdoors, careful with notes and data.",
  applicationInstructions: "Apply online with your CV.",
  duration: "1-3 months",
};

const HEADER = "title,opportunityType,company.name,company.website,description,requirements,applicationInstructions,applicationUrl,location,duration,stipend,deadline,category";

function parseCsv(text: string, defaultType: "internship" | "fellowship" | "course" = "internship") {
  const parsed = parseImportData("csv", text, defaultType);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
}

describe("CSV parsing", () => {
  it("handles quoted commas, doubled quotes, new lines inside quotes, CRLF, a BOM and blank lines", () => {
    const csv =
      "\uFEFF" +
      [
        HEADER,
        '"Policy Research Intern, Water",internship,"Neer Jal Trust, Jaipur",https://neer.example.org,"Read ""field notes"" and\nwrite briefs",,"Email us, then call",https://neer.example.org/apply,Remote,1-3 months,"₹5,000/month",2030-01-31,data',
        "",
        "   ",
        'Second,,Plain Org,,"Line one\r\nLine two",,Apply online,,,,,,',
        "",
      ].join("\r\n");
    const { items, errors } = parseCsv(csv, "course");
    expect(errors).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      title: "Policy Research Intern, Water",
      company: { name: "Neer Jal Trust, Jaipur", website: "https://neer.example.org" },
      description: 'Read "field notes" and\nwrite briefs',
      applicationInstructions: "Email us, then call",
      stipend: "₹5,000/month",
      opportunityType: "internship",
    });
    expect(items[0]).not.toHaveProperty("requirements");
    // A missing type takes the chosen default.
    expect(items[1]).toMatchObject({ title: "Second", opportunityType: "course", description: "Line one\r\nLine two" });
  });

  it("reports a row with a broken quote and keeps the others", () => {
    const csv = `title,company.name,description,applicationInstructions\nGood,Org,Desc,Apply\nBad,"Org,Desc,Apply`;
    const parsed = parseCsv(csv);
    expect(parsed.items[0]).toMatchObject({ title: "Good" });
    expect(parsed.errors).toEqual([{ index: 1, error: expect.stringMatching(/^CSV error/) }]);
  });

  it("ignores headers that would write into an object's prototype", () => {
    const parsed = parseCsv(`title,__proto__.polluted,constructor.prototype.polluted,company.name\nGood,yes,yes,Org`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed.items[0]).toMatchObject({ title: "Good", company: { name: "Org" } });
    expect(Object.keys(parsed.items[0] as object)).not.toContain("constructor");
  });

  it("answers the spec's messages for empty data and invalid JSON", () => {
    expect(parseImportData("json", "", "internship")).toEqual({ ok: false, message: "Import data is required" });
    expect(parseImportData("csv", "  \n ", "internship")).toEqual({ ok: false, message: "Import data is required" });
    expect(parseImportData("json", "[{oops", "internship")).toEqual({ ok: false, message: "Invalid JSON format" });
    expect(parseImportData("json", '{"a":1}', "internship")).toEqual({ ok: false, message: "Expected a list of opportunities" });
  });

  it("the sample is in the import item shape, in both formats, with a YYYY-MM-DD deadline and a ₹/month stipend", () => {
    const json = JSON.parse(sampleData("json")) as ReturnType<typeof sampleItems>;
    for (const item of json) {
      expect(item.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.stipend).toMatch(/^₹[\d,]+\/month$/);
      expect(Object.keys(item)).toEqual(expect.arrayContaining(["title", "opportunityType", "status", "company", "description", "requirements", "applicationInstructions", "applicationUrl", "location", "duration", "stipend", "deadline"]));
    }
    const csv = parseCsv(sampleData("csv"));
    expect(csv.items).toEqual(json.map((item) => expect.objectContaining({ title: item.title, company: expect.objectContaining({ name: item.company.name }) })));
  });
});

describe("importing", () => {
  it("stores the valid items, reports the invalid ones, and never loses a good item to a bad one", () => {
    const existing = findOrCreateOrganization(h.db, "Jal Seva Foundation");
    const items = [
      ...sampleItems(),
      { title: "No description", company: { name: "Some Org" }, applicationInstructions: "Apply", opportunityType: "internship" },
      "not an object",
      { title: "Bad type", company: { name: "X" }, description: "d", applicationInstructions: "a", opportunityType: "job" },
      { title: "Bad URL and date", company: { name: "X" }, description: "d", applicationInstructions: "a", opportunityType: "course", applicationUrl: "javascript:alert(1)", deadline: "31/12/2030" },
      { title: "Messy but fine", company: { name: "jal seva foundation" }, ...SUBMIT_TEXTS, applicationUrl: "https://jalseva.example.org/apply", opportunityType: "Internship", location: "remote", category: "Engineering", stipend: "Unpaid", status: "Published" },
    ];
    const results = importOpportunities(h.db, { id: h.adminId }, items, { defaultType: "internship" });
    expect(results.successful).toBe(3);
    expect(results.failed).toBe(4);
    expect(results.errors.map((e) => e.index)).toEqual([2, 3, 4, 5]);
    expect(results.errors[0]!.error).toMatch(/^description: Description must be at least 50 characters; requirements: /);
    expect(results.errors[1]!.error).toBe("Item must be an object");
    expect(results.errors[2]!.error).toMatch(/^opportunityType: Please select a valid opportunity type; /);
    expect(results.errors[3]!.error).toContain("Please enter a valid application URL");
    expect(results.errors[3]!.error).toContain("deadline: Please choose a deadline between today and 365 days from now");

    const stored = h.db.select({ id: opportunities.id, title: opportunities.title, status: opportunities.status, orgId: opportunities.organizationId, location: opportunities.location, expiresAt: opportunities.expiresAt }).from(opportunities).all();
    expect(stored.map((s) => s.title).sort()).toEqual(["Climate Data Analyst, Fellowship", "Community Water Quality Intern", "Messy but fine"]);
    // The organisation is found (case-insensitively) or created.
    expect(stored.find((s) => s.title === "Messy but fine")!.orgId).toBe(existing);
    expect(stored.find((s) => s.title === "Community Water Quality Intern")!.orgId).toBe(existing);
    expect(h.db.select().from(organizations).where(eq(organizations.name, "Harit Climate Lab")).get()?.website).toBe("https://harit.example.org");
    const messy = stored.find((s) => s.title === "Messy but fine")!;
    expect(messy).toMatchObject({ status: "published", location: "Remote (Work From Home)" });
    const sample = stored.find((s) => s.title === "Community Water Quality Intern")!;
    expect(sample.status).toBe("draft");
    expect(sample.expiresAt!.toISOString()).toMatch(/T00:00:00.000Z$/);
    const attrs = getOpportunityAttributes(h.db, [sample.id, messy.id]);
    expect(attrs.get(sample.id)).toMatchObject({ stipend: "₹8,000/month", hasPaid: true, duration: "3-6 months", category: "operations", skills: ["Field research", "Data collection", "Hindi"] });
    expect(attrs.get(messy.id)).toMatchObject({ category: "engineering", hasPaid: false });
    // Imported listings are searchable (the search index was built with skills and category).
    const hit = h.db.$client.prepare("select rowid, category from listing_search where listing_search match ?").all("collection") as { rowid: number; category: string }[];
    expect(hit).toEqual([{ rowid: sample.id, category: "operations" }]);
  });


  it("reads an unpaid stipend in every language's words, and a paid one in any digits", () => {
    const base = { company: { name: "Jal Seva Foundation" }, ...SUBMIT_TEXTS, applicationUrl: "https://jalseva.example.org/apply", opportunityType: "internship", location: "remote" };
    const items = [
      { ...base, title: "Bengali unpaid", stipend: "বিনা বেতনে" },
      { ...base, title: "Marathi unpaid", stipend: "बिनपगारी" },
      { ...base, title: "Hindi unpaid", stipend: "अवैतनिक" },
      { ...base, title: "Bengali paid", stipend: "১০,০০০ টাকা মাসিক" },
      { ...base, title: "Zero rupees", stipend: "₹0" },
    ];
    const results = importOpportunities(h.db, { id: h.adminId }, items, { defaultType: "internship" });
    expect(results.errors).toEqual([]);
    expect(results.successful).toBe(5);
    const stored = h.db.select({ id: opportunities.id, title: opportunities.title }).from(opportunities).all();
    const attrs = getOpportunityAttributes(h.db, stored.map((s) => s.id));
    const paid = Object.fromEntries(stored.map((s) => [s.title, attrs.get(s.id)?.hasPaid]));
    expect(paid).toMatchObject({ "Bengali unpaid": false, "Marathi unpaid": false, "Hindi unpaid": false, "Bengali paid": true, "Zero rupees": false });
  });
  it("imports what createOpportunity stores, field for field", () => {
    const item = sampleItems()[0]!;
    const definitions = listAttributeDefinitionsForSchema(h.db);
    importOpportunities(h.db, { id: h.adminId }, [item]);
    const input = opportunitySchema(definitions).parse({
      title: item.title,
      organizationName: item.company.name,
      opportunityType: item.opportunityType,
      location: item.location,
      city: item.city,
      description: item.description,
      requirements: item.requirements,
      applicationInstructions: item.applicationInstructions,
      applicationUrl: item.applicationUrl,
      expiresAt: item.deadline,
      attributes: { duration: item.duration, stipend: item.stipend, category: item.category, skills: item.skills, hasPaid: true, applicationUrl: item.applicationUrl },
    });
    createOpportunity(h.db, { id: h.adminId }, input, { status: "draft", audit: false });
    const rows = h.db.select().from(opportunities).all();
    expect(rows).toHaveLength(2);
    const strip = ({ id: _i, slug: _s, postedAt: _p, createdAt: _c, updatedAt: _u, ...rest }: (typeof rows)[number]) => rest;
    expect(strip(rows[0]!)).toEqual(strip(rows[1]!));
    const attributes = (id: number) =>
      h.db
        .select({ a: opportunityAttributes.attributeId, s: opportunityAttributes.stringValue, n: opportunityAttributes.numberValue, b: opportunityAttributes.booleanValue, d: opportunityAttributes.dateValue, arr: opportunityAttributes.arrayValue })
        .from(opportunityAttributes)
        .where(eq(opportunityAttributes.opportunityId, id))
        .orderBy(opportunityAttributes.attributeId)
        .all();
    expect(attributes(rows[0]!.id)).toEqual(attributes(rows[1]!.id));
    const search = h.db.$client.prepare("select title, organization, description, requirements, skills, location, category from listing_search where rowid = ?");
    expect(search.get(rows[0]!.id)).toEqual(search.get(rows[1]!.id));
  });

  it("imports thousands of items in batches", () => {
    const items = Array.from({ length: 1200 }, (_, i) => ({ ...sampleItems()[0]!, title: `Intern ${i}`, ...(i % 100 === 7 ? { description: "" } : {}) }));
    const results = importOpportunities(h.db, { id: h.adminId }, items);
    expect(results).toMatchObject({ successful: 1188, failed: 12 });
    expect(h.db.$client.prepare("select count(*) as n from opportunities").get()).toEqual({ n: 1188 });
    // The result names the new listings (the first 100), for links to their edit pages.
    expect(results.created).toHaveLength(100);
    expect(results.created![0]).toEqual({ id: expect.any(Number), title: "Intern 0" });
    expect(results.created!.map((c) => c.title)).not.toContain("Intern 7");
  });
});

describe("import endpoints", () => {
  const post = (body: unknown, cookie = h.adminCookie) =>
    importApi({ request: jsonRequest("/api/admin/opportunities/import", "POST", body, cookie), context: h.context, params: {} } as AnyArgs);

  it("POST /api/admin/opportunities/import answers {results:{successful, failed, errors:[{index, error}]}}", async () => {
    const res = await post({ opportunities: [sampleItems()[0], { title: "" }] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { successful: number; failed: number; errors: { index: number; error: string }[] } };
    expect(body.results.successful).toBe(1);
    expect(body.results.failed).toBe(1);
    expect(body.results.errors).toEqual([
      expect.objectContaining({ index: 1, error: expect.stringContaining("title: Position title must be at least 5 characters") }),
    ]);
  });

  it("gives items without a type the default type, internship unless the body names another (§9)", async () => {
    const { opportunityType: _type, ...untyped } = sampleItems()[0] as Record<string, unknown>;
    const res = await post({ opportunities: [untyped] });
    expect(((await res.json()) as { results: { successful: number } }).results.successful).toBe(1);
    expect(h.db.select({ type: opportunities.opportunityType }).from(opportunities).all()).toEqual([{ type: "internship" }]);
  });

  it("refuses callers without an admin session and malformed bodies with 4xx JSON", async () => {
    expect((await post({ opportunities: [sampleItems()[0]] }, "")).status).toBe(401);
    expect((await post({ opportunities: [sampleItems()[0]] }, h.userCookie)).status).toBe(403);
    const bad = await post("{nope");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Invalid JSON format" });
    const missing = await post({});
    expect(await missing.json()).toMatchObject({ message: "Import data is required" });
    expect((await post({ opportunities: [] })).status).toBe(400);
    expect((await post({ opportunities: "x" })).status).toBe(400);
    expect(h.db.select().from(opportunities).all()).toHaveLength(0);
  });

  it("the page imports an uploaded CSV file (multipart, no JavaScript) and loads the sample", async () => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("format", "json"); // the file's .csv extension wins
    form.set("defaultType", "fellowship");
    form.set("data", "");
    const csv = `title,company.name,description,requirements,applicationInstructions,applicationUrl,category,duration\r\n"Fellow, Rural Health",Swasthya Setu,"${SUBMIT_TEXTS.description}","${SUBMIT_TEXTS.requirements}",Apply online,https://swasthya.example.org/apply,operations,6+ months\r\nBroken,,,,,,,\r\n`;
    form.set("file", new File([csv], "listings.csv", { type: "text/csv" }));
    const request = new Request("http://localhost:3000/admin/import", { method: "POST", body: form, headers: { Cookie: h.adminCookie } });
    const result = await settle(() => importPage({ request, context: h.context, params: {} } as AnyArgs));
    const state = (result.data as { state: { results: { successful: number; failed: number; errors: { index: number; error: string }[] } } }).state;
    expect(state.results.errors).toEqual([expect.objectContaining({ index: 1 })]);
    expect(state.results).toMatchObject({ successful: 1, failed: 1 });
    expect(state.results.errors[0]).toMatchObject({ index: 1 });
    expect(result.headers.get("Set-Cookie")).toContain("toast-session");
    const row = h.db.select({ type: opportunities.opportunityType, status: opportunities.status }).from(opportunities).get();
    expect(row).toEqual({ type: "fellowship", status: "pending" });

    const sampleForm = new URLSearchParams({ intent: "sample", format: "csv", defaultType: "course" });
    const sample = await settle(() =>
      importPage({
        request: new Request("http://localhost:3000/admin/import", { method: "POST", body: sampleForm, headers: { Cookie: h.adminCookie, "Content-Type": "application/x-www-form-urlencoded" } }),
        context: h.context,
        params: {},
      } as AnyArgs),
    );
    const sampleState = (sample.data as { state: { data: string; format: string } }).state;
    expect(sampleState.format).toBe("csv");
    expect(sampleState.data.split("\n")[0]).toContain("company.name");
  });

  it("the page says 'Import data is required' and 'Invalid JSON format'", async () => {
    const run = async (fields: Record<string, string>) => {
      const r = await settle(() =>
        importPage({
          request: new Request("http://localhost:3000/admin/import", { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: h.adminCookie, "Content-Type": "application/x-www-form-urlencoded" } }),
          context: h.context,
          params: {},
        } as AnyArgs),
      );
      return { status: r.status, error: (r.data as { state: { error: string } }).state.error };
    };
    expect(await run({ intent: "import", format: "json", defaultType: "internship", data: "" })).toEqual({ status: 400, error: "Import data is required" });
    expect(await run({ intent: "import", format: "json", defaultType: "internship", data: "[{" })).toEqual({ status: 400, error: "Invalid JSON format" });
  });
});

describe("import held to /submit's rules", () => {
  async function importCsv(rows: string[]) {
    const form = new FormData();
    form.set("intent", "import");
    form.set("format", "csv");
    form.set("defaultType", "internship");
    form.set("data", rows.join("\r\n"));
    const request = new Request("http://localhost:3000/admin/import", { method: "POST", body: form, headers: { Cookie: h.adminCookie } });
    const result = await settle(() => importPage({ request, context: h.context, params: {} } as AnyArgs));
    type Issue = { field: string; message: string };
    type Results = { successful: number; failed: number; format?: "csv" | "json"; errors: { index: number; error: string; issues?: Issue[] }[] };
    return (result.data as { state: { results: Results } }).state.results;
  }
  const texts = `"${SUBMIT_TEXTS.description}","${SUBMIT_TEXTS.requirements}",${SUBMIT_TEXTS.applicationInstructions},${SUBMIT_TEXTS.duration}`;
  const header = "title,company.name,description,requirements,applicationInstructions,duration,applicationUrl,location,city,category,deadline,status";

  it("accepts category labels, keeps the city, refuses a row without application URL, and names row and field in every problem", async () => {
    const results = await importCsv([
      header,
      `River survey intern,Neer Jal Trust,${texts},https://neer.example.org/apply,In-Person (On-Site),Pune,Data Science,,`,
      `No way to apply,Neer Jal Trust,${texts},,Remote,,Engineering,,`,
      `Unknown category,Neer Jal Trust,${texts},https://neer.example.org/apply,Remote,,Astrology,,`,
    ]);
    expect(results).toMatchObject({ successful: 1, failed: 2 });
    expect(results.errors).toEqual([
      { index: 1, error: "applicationUrl: Please enter a valid application URL", issues: [{ field: "applicationUrl", message: "Please enter a valid application URL" }] },
      expect.objectContaining({ index: 2, error: expect.stringMatching(/^category: /) }),
    ]);

    const stored = h.db.select({ id: opportunities.id, title: opportunities.title, city: opportunities.city }).from(opportunities).all();
    expect(stored.map((r) => r.title)).toEqual(["River survey intern"]);
    expect(stored[0]!.city).toBe("Pune");
    expect(getOpportunityAttributes(h.db, [stored[0]!.id]).get(stored[0]!.id)).toMatchObject({ category: "data" });
  });

  it("refuses a row /submit would refuse (short texts, a deadline years ahead, a bad location) by its fields, and stores nothing of it", async () => {
    const results = await importCsv([
      header,
      `Good intern,Neer Jal Trust,${texts},https://neer.example.org/apply,Remote,,data,,published`,
      `Short intern,Neer Jal Trust,short,short,Apply online now,1-3 months,https://neer.example.org/apply,Remote,,data,2030-01-01,published`,
      `Moon intern,Neer Jal Trust,${texts},https://neer.example.org/apply,On the moon,,data,,published`,
    ]);
    expect(results).toMatchObject({ successful: 1, failed: 2 });
    const [short, moon] = results.errors;
    expect(short).toMatchObject({ index: 1 });
    expect(short!.issues).toEqual([
      { field: "description", message: "Description must be at least 50 characters" },
      { field: "requirements", message: "Requirements must be at least 30 characters" },
      { field: "deadline", message: "Please choose a deadline between today and 365 days from now" },
    ]);
    // The page lists them by row and field, one line each.
    expect(importErrorLines(results).map((line) => line.text).slice(0, 3)).toEqual([
      "Row 2, description: Description must be at least 50 characters",
      "Row 2, requirements: Requirements must be at least 30 characters",
      "Row 2, deadline: Please choose a deadline between today and 365 days from now",
    ]);
    expect(moon).toMatchObject({ index: 2 });
    expect(moon!.issues).toEqual([
      { field: "location", message: expect.stringContaining('one of "Remote (Work From Home)", "In-Person (On-Site)", "Both Remote & In-Person"') },
    ]);
    expect(h.db.select({ title: opportunities.title, status: opportunities.status }).from(opportunities).all()).toEqual([
      { title: "Good intern", status: "published" },
    ]);
  });
});
