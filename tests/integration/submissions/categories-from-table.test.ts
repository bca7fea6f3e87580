/**
 * Categories created in the admin reach the board: /submit, its API, the manage edit form,
 * the admin editor's definitions and import all read the categories table (decision 277).
 */
import { afterEach, describe, expect, it } from "vitest";
import { categories } from "../../../db/schema";
import { loader as submitLoader } from "../../../app/routes/submit";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { listAttributeDefinitionsForSchema } from "../../../app/opportunities/write.server";
import { importOpportunities } from "../../../app/import/import.server";
import { categoryValues } from "../../../app/opportunities/categories.server";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import type { TestDb } from "../../support/db";
import { createTestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { settle } from "../../support/route-results";
import { insertUser } from "../../support/admin";
import { createSubmissionTestDb, validApiPayload } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const addCategory = (name: string) => t.db.insert(categories).values({ name, color: "#0f766e", createdAt: new Date() }).run();

async function postApi(category: string) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload({}, { category })),
  });
  return settle(() => apiAction({ request, context: testContext(t.db), params: {} } as never));
}

describe("categories from the table", () => {
  it("offers a new category on /submit and accepts it there and in the API; an unknown one is refused", async () => {
    t = createSubmissionTestDb();
    addCategory("Climate Action");
    const page = (await submitLoader({ request: new Request("http://localhost/submit"), context: testContext(t.db), params: {} } as never)) as {
      categories: string[];
    };
    expect(page.categories).toContain("climate action");
    expect(page.categories).toContain("engineering");

    const created = await postApi("Climate Action");
    expect(created.status).toBe(201);
    const { id } = created.data as { id: number };
    expect(getOpportunityAttributes(t.db, [id]).get(id)?.category).toBe("climate action");

    const refused = await postApi("astrology");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { category: ["Please select a valid category"] } });
  });

  it("gives the admin editor and import the table's categories as the category's options", () => {
    t = createSubmissionTestDb();
    addCategory("Climate Action");
    const category = listAttributeDefinitionsForSchema(t.db).find((d) => d.name === "category");
    expect(category?.validationRules?.options).toEqual(categoryValues(t.db));
    expect(category?.validationRules?.options).toContain("climate action");
    const item = {
      title: "Mangrove mapping",
      opportunityType: "internship",
      company: { name: "Coast Trust" },
      description: "Map mangroves along the coast with the field team and share the maps.",
      applicationUrl: "https://coast.example.org/apply",
      requirements: "Field work in the tides, careful notes.",
      applicationInstructions: "Apply online.",
      duration: "1-3 months",
      location: "Remote (Work From Home)",
      category: "Climate Action",
    };
    const admin = insertUser(t.db, { username: "admin" });
    const results = importOpportunities(t.db, { id: admin }, [item, { ...item, title: "Other", category: "astrology" }]);
    expect(results.successful).toBe(1);
    expect(results.errors).toEqual([expect.objectContaining({ index: 1, error: expect.stringContaining("category") })]);
  });

  it("falls back to the built-in list when the table is empty", () => {
    t = createTestDb();
    expect(categoryValues(t.db)).toContain("engineering");
  });
});
