import { afterEach, describe, expect, it } from "vitest";
import { listingSlugExists, uniqueListingSlug, findOrCreateOrganization } from "../../app/opportunities/store.server";
import { createTestDb, type TestDb } from "../support/db";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("database foundation", () => {
  it("applies the pragmas the product relies on", () => {
    t = createTestDb();
    expect(t.db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(t.db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(t.db.$client.pragma("synchronous", { simple: true })).toBe(2); // FULL
  });

  it("keeps slugs unique across opportunities and legacy job listings", () => {
    t = createTestDb();
    const orgId = findOrCreateOrganization(t.db, "Green Earth Trust");
    t.db.$client
      .prepare("insert into opportunities (title, organization_id, opportunity_type, slug, description) values (?,?,?,?,?)")
      .run("Solar intern", orgId, "internship", "solar-intern", "d");
    expect(listingSlugExists(t.db, "solar-intern")).toBe(true);
    expect(uniqueListingSlug(t.db, "Solar Intern")).toBe("solar-intern-2");
    expect(() =>
      t.db.$client
        .prepare(
          "insert into job_listings (company_name, position_title, slug, category, location, description, requirements, application_url) values (?,?,?,?,?,?,?,?)",
        )
        .run("X", "Y", "solar-intern", "design", "Remote", "d", "r", "https://example.org"),
    ).toThrow(/UNIQUE constraint failed: listing slug/);
  });

  it("finds organisations by name regardless of case and spacing", () => {
    t = createTestDb();
    const a = findOrCreateOrganization(t.db, "Pratham  Books");
    const b = findOrCreateOrganization(t.db, " pratham books ");
    expect(b).toBe(a);
  });

  it("indexes listing text for full-text search, kept in sync by triggers", () => {
    t = createTestDb();
    const orgId = findOrCreateOrganization(t.db, "Jal Seva Foundation");
    const { lastInsertRowid } = t.db.$client
      .prepare("insert into opportunities (title, organization_id, opportunity_type, slug, description) values (?,?,?,?,?)")
      .run("Water quality fellow", orgId, "fellowship", "water-quality-fellow", "Testing rural wells");
    const match = (q: string) =>
      t.db.$client.prepare("select rowid from listing_search where listing_search match ?").all(q) as { rowid: number }[];
    expect(match("jal")).toEqual([{ rowid: Number(lastInsertRowid) }]);
    t.db.$client.prepare("update organizations set name = 'Neer Foundation' where id = ?").run(orgId);
    expect(match("jal")).toEqual([]);
    expect(match("neer")).toHaveLength(1);
    t.db.$client.prepare("delete from opportunities where id = ?").run(lastInsertRowid);
    expect(match("neer")).toEqual([]);
  });
});

describe("rate limits", () => {
  it("allows `limit` hits in a window, then refuses until the window passes", async () => {
    const { hitRateLimit } = await import("../../app/lib/rate-limit.server");
    t = createTestDb();
    const opts = { limit: 2, windowMs: 60_000 };
    expect(hitRateLimit(t.db, "k", { ...opts, now: 1_000 }).allowed).toBe(true);
    expect(hitRateLimit(t.db, "k", { ...opts, now: 2_000 }).allowed).toBe(true);
    const third = hitRateLimit(t.db, "k", { ...opts, now: 3_000 });
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(58);
    expect(hitRateLimit(t.db, "k", { ...opts, now: 62_000 }).allowed).toBe(true);
  });
});
