/**
 * One work budget per query (app/search/query-budget.ts, docs/request-cost.md): the
 * understanding of a query counts its questions to the index and its corrections in steps, not
 * time. Twelve misspelt common words stay within the budget and keep the words that match; every
 * query of the search quality set fits in it with room to spare, so the budget changes none of them.
 * The alternatives that reach the search are counted too: twelve words of wide concepts keep every
 * word's first alternative within QUERY_ALTERNATIVES, and a query naming one thing in several
 * scripts searches it once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed";
import { QUERY_ALTERNATIVES, QUERY_STEPS, QueryBudget } from "../../../app/search/query-budget";
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
const MIXED_SCRIPTS = "शिक्षा education শিক্ষা shiksha शिक्षक teacher শিক্ষক পানি पानी water";
/** Twelve words of the vocabulary, most with alternatives in other languages and word forms. */
const WIDE = "teacher पर्यावरण शिक्षा remote women non-profit legal health climate design ngo volunteer";

/** An FTS5 query's groups (one per word, joined by AND), each a list of alternatives (joined by OR), and all its alternatives. */
const groups = (fts: string) => fts.split(" AND ").map((group) => (group.startsWith("(") && group.includes(" OR ") ? group.slice(1, -1).split(" OR ") : [group]));
const alternatives = (fts: string) => groups(fts).flat();
const matches = (fts: string) => new Set(t.db.$client.prepare("SELECT rowid FROM listing_search WHERE listing_search MATCH ?").pluck().all(fts));

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

  it("bounds the alternatives of twelve words across all of them, and keeps each word's first", () => {
    const unbounded = new QueryBudget(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
    const full = understandQuery(t.db, WIDE, unbounded).tiers.at(-1)!;
    expect(alternatives(full).length).toBeGreaterThan(QUERY_ALTERNATIVES);

    const budget = new QueryBudget(Number.POSITIVE_INFINITY);
    const bounded = understandQuery(t.db, WIDE, budget).tiers.at(-1)!;
    expect(budget.placed).toBeLessThanOrEqual(QUERY_ALTERNATIVES);
    expect(alternatives(bounded).length).toBeLessThanOrEqual(QUERY_ALTERNATIVES);
    // Every word keeps its first alternative; the first words keep all theirs, the last only that one.
    const [fullGroups, boundedGroups] = [groups(full), groups(bounded)];
    expect(boundedGroups.map((group) => group[0])).toEqual(fullGroups.map((group) => group[0]));
    expect(boundedGroups[0]).toEqual(fullGroups[0]);
    expect(fullGroups.at(-1)!.length).toBeGreaterThan(1);
    expect(boundedGroups.at(-1)).toEqual(fullGroups.at(-1)!.slice(0, 1));
  });

  it("searches a word of several scripts once: the mixed-scripts query holds fewer alternatives and finds what its words find", () => {
    const budget = new QueryBudget(QUERY_STEPS, Number.POSITIVE_INFINITY);
    const widest = understandQuery(t.db, MIXED_SCRIPTS, budget).tiers.at(-1)!;
    const words = MIXED_SCRIPTS.split(" ").map((word) => understandQuery(t.db, word, new QueryBudget()).tiers.at(-1)!);
    // Each word alone: as many alternatives as the query held before a word implied by another was left out.
    const separately = words.reduce((sum, fts) => sum + alternatives(fts).length, 0);
    expect(alternatives(widest).length).toBeLessThanOrEqual(separately / 2);
    expect(budget.placed).toBeLessThanOrEqual(QUERY_ALTERNATIVES);
    // The same listings as every word's own query together.
    // The same listings as every word's own query together (here none; two scripts of education and teaching find some).
    expect(matches(widest)).toEqual(matches(words.map((fts) => `(${fts})`).join(" AND ")));
    const some = "शिक्षा education शिक्षक teacher";
    const own = some.split(" ").map((word) => `(${understandQuery(t.db, word, new QueryBudget()).tiers.at(-1)!})`);
    const found = matches(understandQuery(t.db, some).tiers.at(-1)!);
    expect(found.size).toBeGreaterThan(0);
    expect(found).toEqual(matches(own.join(" AND ")));
  });

  it("leaves every query of the quality set as it was", () => {
    for (const [query] of QUALITY_SET) {
      const unbounded = new QueryBudget(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
      const full = understandQuery(t.db, query, unbounded);
      expect(unbounded.spent, query).toBeLessThanOrEqual(QUERY_STEPS / 3);
      expect(unbounded.placed, query).toBeLessThanOrEqual(QUERY_ALTERNATIVES / 3);
      expect(understandQuery(t.db, query, new QueryBudget()), query).toEqual(full);
    }
  });
});
