/**
 * Shared by the Hindi and Bengali search tests: what a search of every type finds, and the index
 * folding a listing's text exactly as the query is folded.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { foldForSearch } from "../../../app/search/search-fold";
import { searchListings } from "../../../app/search/search.server";
import { type SearchFilters } from "../../../app/search/search-params";
import { homeSearchSchema } from "../../../app/search/search-schema";
import type { TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";

const everyType: SearchFilters = { ...homeSearchSchema.parse({}), type: "all" };

/** The titles a search of every type finds for `query`, sorted; with `script`, only the titles written in it. */
export function titlesFound(t: TestDb, query: string, script?: RegExp): string[] {
  const titles = searchListings(t.db, { ...everyType, query }, { limit: 50, cacheSeconds: 0 }).items.map((i) => i.title);
  return (script ? titles.filter((title) => script.test(title)) : titles).sort();
}

/** Random texts of `letters` written to every folded column come out of the index as `foldForSearch` folds them. */
export function expectIndexFoldedAsQuery(t: TestDb, letters: string) {
  const stored = t.db.$client.prepare("SELECT title, organization, description, skills FROM listing_search WHERE rowid = ?");
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...letters.split("")), minLength: 1, maxLength: 16 }), (text) => {
      const { id } = createOpportunity(t.db, { title: `x ${text}`, organization: `o ${text}`, description: `d ${text}`, skills: [text] });
      expect(stored.get(id)).toEqual({
        title: foldForSearch(`x ${text}`),
        // Organisation names are stored trimmed, with single spaces.
        organization: foldForSearch(`o ${text}`.trim().replace(/\s+/g, " ")),
        description: foldForSearch(`d ${text}`),
        skills: foldForSearch(JSON.stringify([text])),
      });
    }),
    { numRuns: 100 },
  );
}
