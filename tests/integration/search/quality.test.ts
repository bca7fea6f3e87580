/**
 * The search quality set (docs/decisions/295): queries a seeker types on the demo board, in
 * English, Hindi and Hinglish, with typos, type words, synonyms and places in both scripts,
 * each with listings a person expects among its first ten results (Most relevant, every tab).
 * Recall@10 over the set must stay at 95% or more; the decision records the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";
import { LIBRARY, QUALITY_SET } from "../../support/search-quality-set";

let t: TestDb;
beforeAll(() => {
  t = createTestDb();
  seedDatabase(t.db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
  // A listing written in Hindi, as organisations post them.
  createOpportunity(t.db, {
    title: LIBRARY,
    organization: "पुस्तक ट्रस्ट",
    description: "गाँव के बच्चों के लिए किताबें चुनना और पढ़ना सिखाना।",
  });
});
afterAll(() => t.cleanup());

const topTen = (query: string) =>
  searchListings(t.db, { ...homeSearchSchema.parse({ query }), type: "all" }, { limit: 10, cacheSeconds: 0 }).items.map((item) => item.title);

describe("search quality on the demo board", () => {
  it("has at least 80 queries", () => {
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(80);
  });

  it("finds 95% or more of the expected listings in the first ten results (recall@10)", () => {
    let expected = 0;
    let found = 0;
    const misses: string[] = [];
    for (const [query, titles] of QUALITY_SET) {
      const top = topTen(query);
      for (const title of titles) {
        expected++;
        if (top.includes(title)) found++;
        else misses.push(`"${query}" misses "${title}" (got ${top.join(" | ")})`);
      }
    }
    const recall = found / expected;
    console.log(`search quality: recall@10 ${(recall * 100).toFixed(1)}% (${found}/${expected}) over ${QUALITY_SET.length} queries`);
    expect(recall, misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});
