/** Shared by the Hindi and Bengali search tests: the index folds a listing's text exactly as the query is folded. */
import fc from "fast-check";
import { expect } from "vitest";
import { foldForSearch } from "../../../app/opportunities/search-fold";
import type { TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";

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
