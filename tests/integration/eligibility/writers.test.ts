/**
 * Who can apply (app/eligibility/fields.ts) through every writer (/submit, the JSON API, the manage
 * edit, the admin's editor and its PATCH, bulk import) and back out (the detail record, the search
 * API's answer, the cards), and every bad value refused with the field named, nothing stored.
 */
import { describe, expect, it } from "vitest";
import { seedEssentials } from "../../../db/seed";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { action as submitAction } from "../../../app/routes/submit";
import { loader as bySlug } from "../../../app/routes/api/opportunity-by-slug";
import { loader as searchApi } from "../../../app/routes/api/opportunities-search";
import { apiSubmissionSchema } from "../../../app/submissions/schema";
import { saveManagedEdit } from "../../../app/posters/edits.server";
import { changeOpportunityStatus, createOpportunity, updateOpportunity, validateOpportunityInput, listAttributeDefinitionsForSchema } from "../../../app/opportunities/write.server";
import { opportunityPatchBodySchema } from "../../../app/opportunities/opportunity-schema";
import { importOpportunities } from "../../../app/import/import.server";
import { parseImportData } from "../../../app/import/parse";
import { importErrorLines } from "../../../app/import/schema";
import { toCardItem } from "../../../app/search/search-results";
import { loadSummaries } from "../../../app/search/search-rows.server";
import { useAdminTestDb } from "../../support/admin";
import { testContext } from "../../support/context";
import { settle } from "../../support/route-results";
import { formToken, validApiPayload, validFormFields } from "../../support/submissions";

const s = useAdminTestDb({ prepare: (db) => seedEssentials(db) });

const WHO = {
  openTo: ["second-year"],
  partTime: true,
  hoursPerWeek: 15,
  workLanguages: ["hi", "en"],
  openings: 3,
  perks: ["flexible-hours", "certificate"],
  programmeFor: "first-generation-learners",
  accessibility: "Step-free office; write to access@example.org for adjustments",
};

/** What the API and detail record answer for WHO (perks in the table's order). */
const WHO_OUT = { ...WHO, perks: ["certificate", "flexible-hours"] };

const columns = (slug: string) =>
  s.db.$client
    .prepare(
      `select id, open_to as openTo, part_time as partTime, hours_per_week as hours, work_languages as languages, openings, perks,
              programme_for as programme, accessibility from opportunities where slug = ?`,
    )
    .get(slug) as Record<string, unknown> & { id: number };

const count = () => (s.db.$client.prepare("select count(*) as n from opportunities").get() as { n: number }).n;

function postApi(body: unknown) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return settle(() => apiAction({ request, context: testContext(s.db, { ip: `203.0.113.${Math.floor(Math.random() * 200)}` }), params: {} } as never));
}

async function readBack(slug: string) {
  const { id } = columns(slug);
  changeOpportunityStatus(s.db, { id: s.adminId }, id, "published");
  const record = await ((await bySlug({ params: { slug }, context: testContext(s.db), request: new Request(`http://localhost/api/opportunities/slug/${slug}`) } as never)) as Response).json();
  const search = await (
    (await searchApi({ request: new Request("http://localhost/api/opportunities/search?type=all"), context: testContext(s.db), params: {} } as never)) as Response
  ).json();
  const result = (search.opportunities ?? search.data ?? search.results ?? search).find?.((r: { slug: string }) => r.slug === slug);
  const card = toCardItem(loadSummaries(s.db, [id])[0]!, "en");
  return { id, record, result, card };
}

describe("POST /api/opportunities attributes", () => {
  it("stores every field and answers them back in the detail record, the search API and the card", async () => {
    const response = await postApi(validApiPayload({ opportunityType: "internship", location: "Remote (Work From Home)" }, WHO));
    expect(response.status).toBe(201);
    const slug = (response.data as { slug: string }).slug;
    expect(columns(slug)).toMatchObject({ openTo: 2, partTime: 1, hours: 15, languages: ",hi,en,", openings: 3, perks: 5, programme: "first-generation-learners" });
    const { record, result, card } = await readBack(slug);
    expect(record).toMatchObject(WHO_OUT);
    expect(result.attributes).toMatchObject(WHO_OUT);
    expect(card).toMatchObject({ openTo: ["second-year"], partTime: true });
  });

  it("a payload without the fields (a client from before) stores the defaults: open to anyone, full-time", async () => {
    const response = await postApi(validApiPayload());
    expect(response.status).toBe(201);
    const slug = (response.data as { slug: string }).slug;
    const { record, card } = await readBack(slug);
    expect(record).toMatchObject({ openTo: ["anyone"], partTime: false, hoursPerWeek: null, workLanguages: [], openings: null, perks: [], programmeFor: null, accessibility: null });
    expect(card.openTo).toBeUndefined();
    expect(card.partTime).toBeUndefined();
  });

  it.each([
    ["openings", 0],
    ["openings", 10_000],
    ["hoursPerWeek", 100],
    ["hoursPerWeek", 7.5],
    ["perks", ["certificate", "free-laptop"]],
    ["openTo", ["sixth-year"]],
    ["workLanguages", ["en", "hi", "mr", "bn", "ta", "te"]],
    ["workLanguages", ["xx"]],
    ["programmeFor", "men"],
    ["partTime", "sometimes"],
    ["accessibility", "a".repeat(201)],
  ])("refuses %s = %j with a 400 naming the field, storing nothing", async (field, value) => {
    const before = count();
    const response = await postApi(validApiPayload({}, { [field]: value }));
    expect(response.status).toBe(400);
    expect(Object.keys((response.data as { errors: Record<string, string[]> }).errors)).toEqual([field]);
    expect(count()).toBe(before);
  });
});

function submitForm(fields: [string, string][], path = "/submit") {
  const request = new Request(`http://localhost${path}?type=internship`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return settle(() => submitAction({ request, context: testContext(s.db, { path, ip: "203.0.113.77" }), params: {} } as never));
}

const formFields = (extra: [string, string][]): [string, string][] => [
  ...Object.entries(validFormFields({ positionTitle: "Part-time Survey Intern" })),
  ["formToken", formToken()],
  ...extra,
];

describe("/submit", () => {
  it("stores the checkboxes and fields as the form posts them", async () => {
    const response = await submitForm(
      formFields([
        ["openTo", "second-year"],
        ["openTo", "third-year"],
        ["partTime", "on"],
        ["hoursPerWeek", "20"],
        ["workLanguages", "mr"],
        ["openings", "2"],
        ["perks", "certificate"],
        ["perks", "letter-of-recommendation"],
        ["programmeFor", ""],
        ["accessibility", ""],
      ]),
    );
    expect(response.status).toBeLessThan(400);
    const row = s.db.$client.prepare("select slug from opportunities where title = ?").get("Part-time Survey Intern") as { slug: string };
    const { record } = await readBack(row.slug);
    expect(record).toMatchObject({ openTo: ["second-year", "third-year"], partTime: true, hoursPerWeek: 20, workLanguages: ["mr"], openings: 2, perks: ["certificate", "letter-of-recommendation"], programmeFor: null, accessibility: null });
  });

  it("refuses bad values with each field's message in the page's language, storing nothing", async () => {
    const before = count();
    const en = await submitForm(formFields([["openings", "0"], ["hoursPerWeek", "100"], ["perks", "free-laptop"]]));
    expect(en.status).toBe(400);
    const errors = (en.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.openings).toEqual(["Enter the number of openings as a whole number from 1 to 500"]);
    expect(errors.hoursPerWeek).toEqual(["Enter the hours a week as a whole number from 1 to 60"]);
    expect(errors.perks?.[0]).toBe("Choose the perks from the list");
    const hi = await submitForm(formFields([["openings", "10000"]]), "/hi/submit");
    expect(hi.status).toBe(400);
    const hindi = (hi.data as { result: { error: Record<string, string[]> } }).result.error.openings![0]!;
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toContain("who.errors");
    expect(count()).toBe(before);
  });
});

describe("the manage edit", () => {
  it("replaces the fields the poster changes", async () => {
    const response = await postApi(validApiPayload({ opportunityType: "internship", location: "Remote (Work From Home)" }, WHO));
    const slug = (response.data as { slug: string }).slug;
    const { id } = columns(slug);
    const value = apiSubmissionSchema.parse({
      ...validFormFields(),
      opportunityType: "internship",
      openTo: "final-year",
      perks: "meals,housing",
      workLanguages: "bn",
    });
    saveManagedEdit(s.db, id, value);
    expect(columns(slug)).toMatchObject({ openTo: 8, partTime: 0, hours: null, languages: ",bn,", openings: null, perks: (1 << 4) | (1 << 5), programme: null });
  });
});

describe("the admin's editor and its JSON API", () => {
  const base = {
    title: "Admin-made fellowship",
    organizationName: "Jal Seva Foundation",
    opportunityType: "fellowship",
    description: "Field work with councils.",
    applicationInstructions: "Apply online.",
    applicationUrl: "https://jalseva.example.org/apply",
    attributes: { category: "data", duration: "6+ months" },
  };

  it("creates with the fields (top-level as the form sends them, or in attributes), and a PATCH without them keeps them", () => {
    const parsed = validateOpportunityInput(s.db, { ...base, openTo: ["graduates", "postgraduates"], openings: "4", perks: "travel-reimbursed" });
    expect(parsed.success).toBe(true);
    const { slug } = createOpportunity(s.db, { id: s.adminId }, parsed.data!);
    expect(columns(slug)).toMatchObject({ openTo: 48, openings: 4, perks: 8 });
    const { id } = columns(slug);
    const definitions = listAttributeDefinitionsForSchema(s.db);
    const keep = opportunityPatchBodySchema(definitions).parse({ data: { ...base, attributes: undefined }, attributes: base.attributes });
    updateOpportunity(s.db, { id: s.adminId }, id, keep);
    expect(columns(slug)).toMatchObject({ openTo: 48, openings: 4, perks: 8 });
    const change = opportunityPatchBodySchema(definitions).parse({ data: { ...base, attributes: undefined }, attributes: { ...base.attributes, openTo: "anyone", partTime: true } });
    updateOpportunity(s.db, { id: s.adminId }, id, change);
    expect(columns(slug)).toMatchObject({ openTo: 0, partTime: 1, openings: null, perks: 0 });
  });

  it("refuses a bad value with the field named", () => {
    const parsed = validateOpportunityInput(s.db, { ...base, attributes: { ...base.attributes, hoursPerWeek: 100, openTo: "sixth-year" } });
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["hoursPerWeek", "openTo"]));
  });
});

describe("bulk import", () => {
  const header = "title,opportunityType,company.name,description,requirements,applicationInstructions,applicationUrl,location,duration,category,openTo,partTime,hoursPerWeek,workLanguages,openings,perks";
  const row = (title: string, who: string) =>
    `${title},internship,Neer Jal Trust,"Walk the river with the survey team, record what you find and help write the yearly report.",Comfortable outdoors and careful with notes.,Apply online with your CV.,https://neer.example.org/apply,Remote,1-3 months,data,${who}`;

  it("reads the columns of a CSV row, and refuses a bad one by row and field, storing nothing of it", () => {
    const csv = [header, row("River survey intern", '"first-year, second-year",yes,12,"hi, en",5,"certificate, meals"'), row("Bad row intern", "first-year,no,100,en,0,certificate")].join("\n");
    const parsed = parseImportData("csv", csv, "internship");
    if (!parsed.ok) throw new Error(parsed.message);
    const results = importOpportunities(s.db, { id: s.adminId }, parsed.items, { defaultType: "internship" });
    expect(results.successful).toBe(1);
    const lines = importErrorLines({ ...results, format: "csv" }).map((l) => l.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Row 2, hoursPerWeek: Enter the hours a week as a whole number from 1 to 60",
        "Row 2, openings: Enter the number of openings as a whole number from 1 to 500",
      ]),
    );
    const stored = s.db.$client.prepare("select title from opportunities where title like '%intern'").all();
    expect(stored).toEqual([{ title: "River survey intern" }]);
    const slug = (s.db.$client.prepare("select slug from opportunities where title = 'River survey intern'").get() as { slug: string }).slug;
    expect(columns(slug)).toMatchObject({ openTo: 3, partTime: 1, hours: 12, languages: ",hi,en,", openings: 5, perks: 1 | 16 });
  });
});
