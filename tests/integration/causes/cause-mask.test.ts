/**
 * The cause mask on the facet row (decision 272, migration 0023): whichever way a listing's causes
 * change (submission, poster's edit, admin editor, import, tagging at /admin/causes/tag, a legacy job, a cause hidden or
 * deleted, a cause id beyond the mask), every facet row's mask equals its listing_causes rows, and
 * the board's cause filter, through either plan, finds what a join with listing_causes finds, in
 * the same order.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it } from "vitest";
import { createCause, deleteCause, listCauses, setListingCauses, updateCause } from "../../../app/causes/causes.server";
import { causeFilter } from "../../../app/causes/filter.server";
import { tagListing } from "../../../app/causes/tagging.server";
import { importOpportunities } from "../../../app/import/import.server";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import {
  changeOpportunityStatus,
  setOpportunityFeatured,
  updateOpportunity,
  validateOpportunityInput,
} from "../../../app/opportunities/write.server";
import { saveManagedEdit } from "../../../app/posters/edits.server";
import { submitApiPayload } from "../../../app/submissions/intake.server";
import { submissionSchema } from "../../../app/submissions/schema";
import { seedDatabase } from "../../../db/seed";
import { insertUser } from "../../support/admin";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { toFormData, validApiPayload, validFormFields } from "../../support/submissions";
import { createJob, createOpportunity } from "../board/fixtures";
import { validOpportunity } from "../moderation/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const causeInput = (name: string) => ({ name, description: "", position: 30, hidden: false });
const idOf = (slug: string) => listCauses(t.db).find((c) => c.slug === slug)!.id;

/** Facet rows whose mask is not the sum of their listing's causes' bits (ids 1-62). */
function staleMasks(): number[] {
  return t.db.$client
    .prepare(
      `SELECT key FROM listing_facets f WHERE cause_mask <>
         (SELECT coalesce(sum(1 << cause_id), 0) FROM listing_causes WHERE key = f.key AND cause_id BETWEEN 1 AND 62)`,
    )
    .pluck()
    .all() as number[];
}

/** The listings tagged with any of the visible causes named, by a join with listing_causes. */
function joined(slugs: string[]): Set<number> {
  const keys = t.db.$client
    .prepare(
      `SELECT lc.key FROM listing_causes lc JOIN causes c ON c.id = lc.cause_id
       WHERE c.hidden = 0 AND c.slug IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(JSON.stringify(slugs)) as number[];
  return new Set(keys);
}

const SEARCHES: Record<string, string>[] = [{}, { query: "climate" }, { stipend: "paid" }, { query: "water", type: "fellowship" }];

/** Every cause alone and a few together, with and without text and filters: the filter's results are the join's. */
function expectFilterMatchesJoin() {
  expect(staleMasks()).toEqual([]);
  const slugs = listCauses(t.db).map((c) => c.slug);
  const sets = [...slugs.map((s) => [s]), slugs.slice(0, 3), [slugs.at(-1)!, slugs[1]!], ["no-such-cause", slugs[0]!]];
  for (const extra of SEARCHES) {
    const filters = homeSearchSchema.parse({ type: "all", ...extra });
    const all = searchListings(t.db, filters, { limit: 1000, cacheSeconds: 0 }).items.map((i) => i.id);
    for (const set of sets) {
      const tagged = joined(set);
      const found = searchListings(t.db, { ...filters, cause: set }, { limit: 1000, cacheSeconds: 0 });
      expect({ set, extra, ids: found.items.map((i) => i.id) }).toEqual({ set, extra, ids: all.filter((id) => tagged.has(id)) });
      expect(found.total).toBe(found.items.length);
    }
  }
}

describe("the cause mask", () => {
  it("follows every way a listing's causes change, and the filter finds what the join finds", () => {
    t = createTestDb();
    seedDatabase(t.db);
    const admin = { id: insertUser(t.db, { username: "mask-admin" }) };
    // A board where climate is common (the mask plan) and the other causes are rare (read by key).
    t.db.$client.transaction(() => {
      for (let i = 0; i < 150; i++) {
        const { id } = createOpportunity(t.db, {
          title: `Climate field intern ${i}`,
          type: i % 3 === 0 ? "fellowship" : "internship",
          description: i % 4 === 0 ? "Map water sources with villages." : "Plant trees with schools.",
        });
        setListingCauses(t.db, id, i % 5 === 0 ? [idOf("climate"), idOf("water-sanitation")] : [idOf("climate")]);
      }
    })();
    expect(causeFilter(t.db, ["climate"], { text: false }).byKeys).toBe(false);
    expect(causeFilter(t.db, ["health"], { text: false }).byKeys).toBe(true);
    expect(causeFilter(t.db, ["climate"], { text: true }).keysSql).toBeNull();
    expect(causeFilter(t.db, ["health"], { text: true }).keysSql).not.toBeNull();
    expectFilterMatchesJoin();

    // A submission (pending), published, then edited by its poster while pending again.
    const ctx = { db: t.db, env: testEnv(), ip: "203.0.113.7" };
    const submitted = submitApiPayload(ctx, validApiPayload({}, { causes: "Health, water-sanitation" }));
    if (submitted.kind !== "created") throw new Error(submitted.kind);
    const sub = submitted.created.id;
    changeOpportunityStatus(t.db, admin, sub, "published");
    expectFilterMatchesJoin();
    changeOpportunityStatus(t.db, admin, sub, "draft");
    const edit = parseWithZod(toFormData(validFormFields({ opportunityType: "fellowship", causes: "education" })), {
      schema: submissionSchema,
    });
    if (edit.status !== "success") throw new Error("invalid fixture");
    t.db.$client.prepare("UPDATE opportunities SET status = 'pending' WHERE id = ?").run(sub);
    expect(saveManagedEdit(t.db, sub, edit.value)).toBe("resubmitted");
    changeOpportunityStatus(t.db, admin, sub, "published");
    expectFilterMatchesJoin();

    // The admin's editor: new causes, then a featured flag (the facet row is written again).
    const input = validateOpportunityInput(t.db, { ...validOpportunity, causes: ["livelihoods", "climate"] });
    if (!input.success) throw new Error("invalid fixture");
    updateOpportunity(t.db, admin, sub, input.data);
    setOpportunityFeatured(t.db, admin, sub, true);
    expectFilterMatchesJoin();

    // Import, with and without causes, published.
    const item = (title: string, causes?: string) => ({
      title,
      organizationName: "Import Trust",
      opportunityType: "fellowship",
      status: "published",
      description: "A fellowship imported with its causes, long enough to pass.",
      requirements: "Careful field notes and a love of the outdoors.",
      duration: "6+ months",
      applicationInstructions: "Apply online.",
      applicationUrl: "https://import.example.org/apply",
      ...(causes === undefined ? {} : { causes }),
    });
    const imported = importOpportunities(t.db, admin, [item("Imported water fellow", "water-sanitation, arts-culture"), item("Imported plain fellow")]);
    expect(imported.successful).toBe(2);
    // The plain one, tagged where admins tag listings without causes.
    const plain = imported.created!.at(-1)!.id;
    tagListing(t.db, admin.id, { key: plain, title: "Imported plain fellow" }, ["health", "gender-equality"]);
    // A legacy job tagged, then changed (its facet row is written again).
    const job = createJob(t.db, { title: "Legacy climate job" });
    setListingCauses(t.db, -job.id, [idOf("climate"), idOf("human-rights")]);
    t.db.$client.prepare("UPDATE job_listings SET position_title = 'Legacy climate role' WHERE id = ?").run(job.id);
    expectFilterMatchesJoin();

    // A cause hidden leaves the filter (the mask keeps its bit); deleted, its bit goes.
    updateCause(t.db, idOf("education"), { ...causeInput("Education"), hidden: true }, admin.id);
    expectFilterMatchesJoin();
    expect(deleteCause(t.db, idOf("water-sanitation"), admin.id)).toBe(true);
    expectFilterMatchesJoin();

    // A cause whose id has no bit: found through listing_causes, alone or with others.
    t.db.$client.prepare("INSERT INTO causes (id, slug, name) VALUES (70, 'oceans', 'Oceans')").run();
    const oceans = createCause(t.db, causeInput("Rivers"), admin.id);
    expect(oceans.ok && oceans.value.id).toBe(71);
    setListingCauses(t.db, sub, [70, idOf("climate")]);
    setListingCauses(t.db, -job.id, [71]);
    expect(causeFilter(t.db, ["oceans", "health"], { text: false }).sql).toMatch(/listing_causes/);
    expectFilterMatchesJoin();
    expect(searchListings(t.db, homeSearchSchema.parse({ type: "all", cause: "oceans,rivers" }), { limit: 10, cacheSeconds: 0 }).items.map((i) => i.id)).toEqual([
      sub,
      -job.id,
    ]);
  }, 60_000);

  it("is filled by the migration for listings tagged before it, and by the bench's bulk fill", async () => {
    t = createTestDb();
    seedDatabase(t.db);
    const sqlite = t.db.$client;
    sqlite.exec("UPDATE listing_facets SET cause_mask = 0");
    expect(staleMasks().length).toBeGreaterThan(20);
    const { causeMaskBackfillStatements } = await import("../../../bench/lib/listings-data");
    const statements = causeMaskBackfillStatements();
    expect(statements).toHaveLength(1);
    for (const statement of statements) sqlite.exec(statement);
    expect(staleMasks()).toEqual([]);
  });
});
