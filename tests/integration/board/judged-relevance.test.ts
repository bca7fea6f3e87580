/**
 * A judged set: twenty searches a visitor would type on the demo board, each with
 * the listings a person expects among the first five results (Most relevant).
 * It guards the ranking (bm25 weights, the ranked window, prefix matching) against
 * changes that make results worse.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";

const JUDGED: [query: string, expectedInTopFive: string[]][] = [
  ["climate", ["Climate Data Analyst Intern", "Climate Policy Fellowship"]],
  ["solar", ["Solar Sales and Partnerships Intern", "Solar Technician Training"]],
  ["water quality", ["Water Quality Field Research Intern"]],
  ["public health", ["Public Health Leadership Fellowship"]],
  ["android", ["Android Developer Intern"]],
  ["GIS mapping", ["GIS Mapping Intern"]],
  ["air quality", ["Air Quality Data Visualisation Intern"]],
  ["fundraising", ["Fundraising and Partnerships Intern"]],
  ["gender", ["Gender Lens Investing Course"]],
  ["teacher training", ["Teacher Training Support Intern"]],
  ["legal aid", ["Grassroots Justice Fellowship"]],
  ["design thinking", ["Design Thinking for Social Impact"]],
  ["product", ["Product Management Intern - Civic Tech", "Product Analyst Intern"]],
  ["frontend developer", ["Frontend Developer"]],
  ["graphic design", ["Graphic Designer"]],
  ["coastal", ["Coastal Ecology Field Course"]],
  ["food rescue", ["Food Systems Product Fellowship"]],
  ["accessibility", ["Accessibility Testing Intern"]],
  ["circular economy", ["Circular Economy Research Intern"]],
  ["agri", ["Agri-Supply Chain Analyst Intern", "Sustainable Agriculture Value Chains"]],
];

let t: TestDb;
beforeAll(() => {
  t = createTestDb();
  seedDatabase(t.db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
});
afterAll(() => t.cleanup());

describe("judged relevance on the demo board", () => {
  it.each(JUDGED)("%s", (query, expected) => {
    const params = { ...homeSearchSchema.parse({ query }), type: "all" as const };
    const top = searchListings(t.db, params, { limit: 5 }).items.map((item) => item.title);
    for (const title of expected) expect(top, `"${query}" → ${top.join(" | ")}`).toContain(title);
  });
});
