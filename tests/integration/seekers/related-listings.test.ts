/**
 * Under a listing (decision 346): its visible causes, and up to four similar open listings of its
 * type that share a cause or its category, the newest first, never itself, never closed ones; one
 * indexed query picks them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { listCauses, setListingCauses } from "../../../app/causes/causes.server";
import { loader as listingLoader } from "../../../app/routes/listing";
import { facetKey, relatedListings, SIMILAR_SQL } from "../../../app/opportunities/related.server";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { createJob, createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());
const idOf = (slug: string) => listCauses(t.db).find((c) => c.slug === slug)!.id;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("related listings", () => {
  it("shows the listing's causes and similar open listings of its type by cause or category, newest first", () => {
    t = createTestDb();
    const page = createOpportunity(t.db, { title: "Water data intern", category: "data" });
    setListingCauses(t.db, page.id, [idOf("water-sanitation"), idOf("climate")]);
    const byCause = createOpportunity(t.db, { title: "Well mapping intern", category: "design", postedAt: minutesAgo(5) });
    setListingCauses(t.db, byCause.id, [idOf("climate")]);
    createOpportunity(t.db, { title: "Data cleaning intern", category: "data", postedAt: minutesAgo(10) });
    createOpportunity(t.db, { title: "Unrelated design intern", category: "design", postedAt: minutesAgo(1) });
    const fellowship = createOpportunity(t.db, { title: "Water fellow", type: "fellowship", category: "data", location: null });
    setListingCauses(t.db, fellowship.id, [idOf("water-sanitation")]);
    createOpportunity(t.db, { title: "Closed data intern", category: "data", expiresAt: new Date(Date.now() - 3 * 86_400_000) });
    createOpportunity(t.db, { title: "Pending data intern", category: "data", status: "pending" });
    for (let i = 0; i < 4; i++) createOpportunity(t.db, { title: `Older data intern ${i}`, category: "data", postedAt: minutesAgo(60 + i) });

    const related = relatedListings(t.db, page.id);
    expect(related.causes.map((c) => c.slug).sort()).toEqual(["climate", "water-sanitation"]);
    expect(related.similar.map((c) => c.title)).toEqual(["Well mapping intern", "Data cleaning intern", "Older data intern 0", "Older data intern 1"]);

    // A hidden cause is not shown.
    t.db.$client.prepare("UPDATE causes SET hidden = 1 WHERE slug = 'climate'").run();
    expect(relatedListings(t.db, page.id).causes.map((c) => c.slug)).toEqual(["water-sanitation"]);
  });

  it("finds jobs for a job, by category", () => {
    t = createTestDb();
    const job = createJob(t.db, { title: "Field job", category: "operations" });
    createJob(t.db, { title: "Other operations job", category: "operations" });
    createJob(t.db, { title: "Engineering job", category: "engineering" });
    createOpportunity(t.db, { title: "Operations intern", category: "operations" });
    expect(relatedListings(t.db, facetKey("job", job.id)).similar.map((c) => c.title)).toEqual(["Other operations job"]);
  });

  it("reads the board's covering index for the similar listings", () => {
    t = createTestDb();
    const plan = t.db.$client
      .prepare(`EXPLAIN QUERY PLAN ${SIMILAR_SQL}`)
      .all({ key: 1, cutoff: 0, limit: 4 })
      .map((row) => (row as { detail: string }).detail);
    expect(plan.join("\n")).toMatch(/SEARCH s USING COVERING INDEX listing_facets_board_idx \(visible=\? AND opportunity_type=\?\)/);
    expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
  });

  it("gives the listing page, English and Hindi, its causes and similar listings", async () => {
    t = createTestDb();
    const page = createOpportunity(t.db, { title: "Solar intern", category: "engineering" });
    setListingCauses(t.db, page.id, [idOf("climate")]);
    createOpportunity(t.db, { title: "Wind intern", category: "engineering" });
    for (const path of [`/internships/${page.slug}`, `/hi/internships/${page.slug}`]) {
      const res = await settle(() =>
        listingLoader({ request: new Request(`http://localhost${path}`), context: testContext(t.db, { path }), params: { slug: page.slug } } as never),
      );
      const related = (res.data as { related: { causes: { slug: string }[]; similar: { title: string }[] } }).related;
      expect(related.causes.map((c) => c.slug)).toEqual(["climate"]);
      expect(related.similar.map((c) => c.title)).toEqual(["Wind intern"]);
    }
  });
});
