/**
 * What the search understands (decisions 295-297): type and pay words narrow the results and
 * the tab counts follow; a listing found by the words as typed ranks above one found by a word
 * form, which ranks above one found through another language, script or synonym; a misspelt
 * word is corrected (and the page is told) but a word with matches never is; no text makes a
 * search fail; the team sees what was tried for searches with no result.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createInsightsCounter } from "../../../app/insights/counter.server";
import { topSearches } from "../../../app/insights/team-stats.server";
import { createVisitorSalt } from "../../../app/insights/visitor-salt.server";
import { searchListings, searchTypeCounts } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { triedLabel, understoodQuery } from "../../../app/search/understand-query.server";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const search = (query: string, type: "all" | "internship" | "fellowship" | "course" = "all") =>
  searchListings(t.db, { ...homeSearchSchema.parse({ query }), type }, { limit: 20, cacheSeconds: 0 });
const titles = (query: string, type: "all" | "internship" | "fellowship" | "course" = "all") => search(query, type).items.map((i) => i.title);

function board() {
  t = createTestDb();
  createOpportunity(t.db, { title: "शिक्षक सहायक", organization: "ग्राम शाला", description: "गाँव के स्कूल में पढ़ाना।", type: "internship", hasPaid: false });
  createOpportunity(t.db, { title: "Teaching fellow", description: "Run a classroom for a year.", type: "fellowship" });
  createOpportunity(t.db, { title: "Maths teacher", description: "Teach maths to grade 6.", type: "internship", hasPaid: true, stipend: "₹5,000/month" });
  createOpportunity(t.db, { title: "Data course", description: "Learn spreadsheets.", type: "course" });
  createOpportunity(t.db, { title: "Forest survey", description: "Walk the forest with rangers.", type: "internship", hasPaid: false });
}

describe("type and pay words", () => {
  it("match every listing of the type, in English, Hindi and Hinglish, and the tab counts follow", () => {
    board();
    for (const word of ["internship", "internships", "इंटर्नशिप", "Internship"]) {
      expect(titles(word).sort(), word).toEqual(["Forest survey", "Maths teacher", "शिक्षक सहायक"]);
      const { counts } = searchTypeCounts(t.db, { ...homeSearchSchema.parse({ query: word }), type: "all" });
      expect(counts, word).toEqual({ internship: 3, fellowship: 0, course: 0, job: 0 });
    }
    expect(titles("कोर्स")).toEqual(["Data course"]);
    expect(titles("fellowships")).toEqual(["Teaching fellow"]);
    expect(titles("internship", "fellowship")).toEqual([]);
  });

  it("narrow to paid or unpaid listings, with the type", () => {
    board();
    expect(titles("paid internship")).toEqual(["Maths teacher"]);
    expect(titles("unpaid internship").sort()).toEqual(["Forest survey", "शिक्षक सहायक"]);
  });
});

describe("ranking by how a listing matched", () => {
  it("puts the words as typed before a word form, and a word form before another language", () => {
    board();
    expect(titles("teacher")).toEqual(["Maths teacher", "Teaching fellow", "शिक्षक सहायक"]);
    expect(understoodQuery(t.db, "teacher").tiers).toHaveLength(3);
  });

  it("finds English listings from Hindi and romanised Hindi, and Hindi listings from English", () => {
    board();
    expect(titles("शिक्षक")).toEqual(["शिक्षक सहायक", "Maths teacher", "Teaching fellow"]);
    expect(titles("jangal")).toEqual(["Forest survey"]);
    expect(titles("जंगल")).toEqual(["Forest survey"]);
    expect(titles("shikshak")).toContain("शिक्षक सहायक");
  });
});

describe("alternatives that find nothing more are left out (each costs a walk and its bm25)", () => {
  it("a phrase of the typed words: non-profit searches its words together, not also their phrase", () => {
    board();
    const widest = understoodQuery(t.db, "non-profit").tiers.at(-1)!;
    expect(widest).toContain('("non" "profit")');
    expect(widest).toContain('"nonprofit"');
    expect(widest).not.toMatch(/"non profits?"/);
  });
});

describe("typo correction", () => {
  it("corrects a word that matches nothing to the nearest word the index or vocabulary holds, and says so", () => {
    board();
    expect(search("forset")).toMatchObject({ corrected: "forest", items: [{ title: "Forest survey" }] });
    expect(search("rangres")).toMatchObject({ corrected: "rangers" });
    expect(search("fellowhsip").items.map((i) => i.title)).toEqual(["Teaching fellow"]);
    expect(understoodQuery(t.db, "fellowhsip")).toMatchObject({ corrected: "fellowship", types: ["fellowship"] });
  });

  it("never corrects a word with matches, nor a short one, nor one too far from any word", () => {
    board();
    expect(search("forest").corrected).toBeUndefined();
    expect(search("teach").corrected).toBeUndefined();
    expect(search("fors").corrected).toBeUndefined();
    expect(search("frst").corrected).toBeUndefined();
    expect(search("qqqqzzzz")).toMatchObject({ total: 0, items: [] });
    expect(search("qqqqzzzz").corrected).toBeUndefined();
  });

  it("keeps the correction when even the corrected words find nothing in this tab (the page asks: did you mean…?)", () => {
    board();
    expect(search("forset", "course")).toMatchObject({ total: 0, corrected: "forest" });
  });
});

describe("any text", () => {
  it("never makes a search fail", () => {
    board();
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."abeinrstshkवशिक्षा्ंँ़ \"*-:()^ORNEAR".split("")), maxLength: 16 }), (query) => {
        search(query);
        searchTypeCounts(t.db, { ...homeSearchSchema.parse({ query }), type: "all" });
      }),
      { numRuns: 150 },
    );
    for (const query of ["internship internship", "paid unpaid", "NOT", "\"", "work from", "from home", "ghar se", "a b c d e f g h i j k l m n o"]) {
      expect(() => search(query), query).not.toThrow();
    }
  });
});

describe("the team's insights", () => {
  it("say, for a search with no result, whether an expansion or a correction was tried", () => {
    board();
    const counter = createInsightsCounter(t.db, {
      salt: createVisitorSalt(),
      flushSeconds: 60,
      countResults: (query) => search(query).items.length,
      triedFor: (query) => triedLabel(understoodQuery(t.db, query)),
    });
    for (const query of ["qqqqzzzz", "shiksha niti", "forset course xyzzy"]) {
      for (let i = 0; i < 3; i++) counter.search(query, { network: `198.51.100.${i}` });
    }
    counter.stop();
    const tried = Object.fromEntries(topSearches(t.db, { zeroOnly: true }).map((row) => [row.query, row.tried]));
    expect(tried).toEqual({ qqqqzzzz: "", "shiksha niti": "expanded", "forset course xyzzy": "expanded, corrected" });
  });
});
