/** The import page says what an item needs (from the schema it checks with), reads `company`, and names Pending Approvals. */
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { attributeDefinitions, opportunities } from "../../../db/schema";
import { SEED_ATTRIBUTE_DEFINITIONS } from "../../../db/seed-data";
import { importColumnGuide } from "../../../app/import/submit-rules";
import { ImportResultsAlert } from "../../../app/import/import-form";
import { categoryValues } from "../../../app/opportunities/categories.server";
import { action as importPage, loader as importLoader } from "../../../app/routes/admin/import";
import type { Db } from "../../../db/client.server";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, settle } from "./helpers";

function seedAllDefinitions(db: Db) {
  const now = new Date();
  for (const d of SEED_ATTRIBUTE_DEFINITIONS) {
    db.insert(attributeDefinitions).values({ ...d, createdAt: now, updatedAt: now }).run();
  }
}
const h = useAdminTestDb({ prepare: seedAllDefinitions });

const DESCRIPTION = "Walk the river with the survey team, record what you find and help write the yearly report.";
const REQUIREMENTS = "Comfortable outdoors, careful with notes and data.";

describe("the import page's column guide", () => {
  it("lists as required exactly the columns an empty item is refused for, with what each accepts", async () => {
    const guide = importColumnGuide(categoryValues(h.db));
    const required = guide.filter((c) => c.required).map((c) => c.column);
    expect(required).toEqual(["title", "company.name", "category", "location", "duration", "description", "requirements", "applicationInstructions", "applicationUrl"]);
    expect(guide.find((c) => c.column === "requirements")?.accepts).toBe("30 to 1000 characters");
    expect(guide.find((c) => c.column === "company.name")?.accepts).toContain("a column named company");
    expect(guide.find((c) => c.column === "location")?.accepts).toContain("hybrid");
    // The loader hands the page the same list.
    const request = new Request("http://localhost:3000/admin/import", { headers: { Cookie: h.adminCookie } });
    const data = (await importLoader({ request, context: h.context, params: {} } as AnyArgs)) as { guide: unknown };
    expect(data.guide).toEqual(guide);
  });
});

describe("a CSV with a company column and an application URL", () => {
  it("imports every row, names the organisation from `company`, and says the rows wait in Pending Approvals", async () => {
    const csv = [
      "title,company,description,requirements,applicationInstructions,applicationUrl,category,location,duration",
      `River survey intern,Nadi Bachao,"${DESCRIPTION}","${REQUIREMENTS}",Apply online,https://nadibachao.example.org/apply,data,Remote,1-3 months`,
      `River data intern,Nadi Bachao,"${DESCRIPTION}","${REQUIREMENTS}",Apply online,https://nadibachao.example.org/apply,data,Remote,3-6 months`,
    ].join("\n");
    const form = new FormData();
    form.set("intent", "import");
    form.set("format", "csv");
    form.set("defaultType", "internship");
    form.set("data", csv);
    const request = new Request("http://localhost:3000/admin/import", { method: "POST", body: form, headers: { Cookie: h.adminCookie } });
    const result = await settle(() => importPage({ request, context: h.context, params: {} } as AnyArgs));
    const results = (result.data as { state: { results: { successful: number; failed: number; pending: number } } }).state.results;
    expect(results).toMatchObject({ successful: 2, failed: 0, pending: 2 });
    const rows = h.db.$client.prepare("SELECT o.status, g.name FROM opportunities o JOIN organizations g ON g.id = o.organization_id").all();
    expect(rows).toEqual([{ status: "pending", name: "Nadi Bachao" }, { status: "pending", name: "Nadi Bachao" }]);
    expect(h.db.select().from(opportunities).all()).toHaveLength(2);

    const Stub = createRoutesStub([{ path: "/", Component: () => createElement(ImportResultsAlert, { results: { ...results, errors: [] } }) }]);
    const html = renderToString(createElement(Stub)).replace(/<!-- -->/g, "");
    expect(html).toMatch(/<a[^>]*href="\/admin\/pending"[^>]*>2 rows wait in Pending Approvals<\/a>/);
  });
});
