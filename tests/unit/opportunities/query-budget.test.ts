/**
 * One work budget per query (app/search/query-budget.ts, docs/request-cost.md): the
 * understanding of a query counts its questions to the index and its corrections in steps, not
 * time. Twelve misspelt common words stay within the budget and keep the words that match; every
 * query of the search quality set fits in it with room to spare, so the budget changes none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed";
import { QUERY_STEPS, QueryBudget } from "../../../app/search/query-budget";
import { understandQuery } from "../../../app/search/understand-query.server";
import { createTestDb, type TestDb } from "../../support/db";
import { QUALITY_SET } from "../../support/search-quality-set";

let t: TestDb;
beforeAll(() => {
  t = createTestDb();
  seedDatabase(t.db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
});
afterAll(() => t.cleanup());

const MISSPELT = "comunity enviroment educaton reserch volunter helth desgin markting tecnology fundrasing teching wildlfe";

describe("a query's work budget", () => {
  it("holds twelve misspelt common words, which unbounded take more than twice as many steps", () => {
    const unbounded = new QueryBudget(Number.POSITIVE_INFINITY);
    const full = understandQuery(t.db, MISSPELT, unbounded);
    expect(unbounded.spent).toBeGreaterThan(2 * QUERY_STEPS);

    const budget = new QueryBudget();
    const understood = understandQuery(t.db, MISSPELT, budget);
    expect(budget.spent).toBeLessThanOrEqual(QUERY_STEPS);
    // Corrections come before word forms and languages: every word is corrected as without a budget.
    expect(understood.corrected).toBe(full.corrected);
    expect(understood.corrected).toContain("community");
  });

  it("leaves out the misspelt words it cannot correct and keeps the words that match", () => {
    const budget = new QueryBudget(30);
    const understood = understandQuery(t.db, `climate ${MISSPELT}`.split(" ").slice(0, 12).join(" "), budget);
    expect(budget.spent).toBeLessThanOrEqual(30);
    const kept = understood.corrected!.split(" ");
    expect(kept[0]).toBe("climate");
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.length).toBeLessThan(12);
    // The words it corrected are corrected as without a budget; the others are not searched as typed.
    const everyCorrection = understandQuery(t.db, MISSPELT, new QueryBudget(Number.POSITIVE_INFINITY)).corrected!.split(" ");
    const corrections = new Map(MISSPELT.split(" ").map((word, i) => [word, everyCorrection[i]]));
    for (const word of kept.slice(1)) expect([...corrections.values()]).toContain(word);
    for (const word of MISSPELT.split(" ")) if (corrections.get(word) !== word) expect(understood.tiers.at(-1)).not.toContain(`"${word}"`);
  });

  it("leaves every query of the quality set as it was", () => {
    for (const [query] of QUALITY_SET) {
      const unbounded = new QueryBudget(Number.POSITIVE_INFINITY);
      const full = understandQuery(t.db, query, unbounded);
      expect(unbounded.spent, query).toBeLessThanOrEqual(QUERY_STEPS / 3);
      expect(understandQuery(t.db, query, new QueryBudget()), query).toEqual(full);
    }
  });
});
