/**
 * The who-can-apply filters within the search budget (docs/decisions/410-who-can-apply-filters-within-budget.md):
 * their columns are in the board's covering indexes, so a filter without a query is judged on the
 * index the board walks; a value of few listings is read from its keys (`listing_who_terms`, kept by
 * triggers from the facet rows). The plans are read with EXPLAIN QUERY PLAN: a scan, or a walk that
 * reads facet rows, fails here before it costs milliseconds at 100,000 listings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity } from "../board/fixtures";
import { opportunities } from "../../../db/schema";
import { searchListings } from "../../../app/search/search.server";
import {
  buildQuery,
  countSql,
  pageSql,
  pick,
} from "../../../app/search/search-query.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { whoTerms } from "../../../app/eligibility/filter-keys.server";
import { PERK_VALUES } from "../../../app/eligibility/values";

let t: TestDb;

const LISTINGS = 150;

/**
 * 150 listings: 135 part-time (a value of most listings: walked), 6 for women and 6 for persons with
 * disabilities (few: read from their keys), Hindi on 60, Tamil on 30, perks and years by key arithmetic.
 */
function board(): TestDb {
  t = createTestDb();
  const sqlite = t.db.$client;
  sqlite.exec("BEGIN");
  for (let i = 0; i < LISTINGS; i++) {
    const { id } = createOpportunity(t.db, {
      title: `Listing ${i}`,
      type: i % 7 === 0 ? "fellowship" : "internship",
    });
    sqlite
      .prepare(
        "UPDATE opportunities SET open_to = ?, part_time = ?, perks = ?, work_languages = ?, programme_for = ? WHERE id = ?",
      )
      .run(
        i % 3 === 0 ? 0 : 1 << (i % 6),
        i % 10 === 0 ? 0 : 1,
        (i * 37) % 128,
        [",hi,en,", ",hi,", ",ta,", ",en,", null][i % 5],
        i % 25 === 0
          ? "women"
          : i % 25 === 1
            ? "persons-with-disabilities"
            : null,
        id,
      );
  }
  sqlite.exec("COMMIT");
  createJob(t.db, { title: "A legacy job" });
  return t;
}

/** The terms the facet rows' copies call for, as the migration's trigger writes them. */
function expectedTerms(): string[] {
  const rows = t.db.$client
    .prepare(
      "SELECT key, part_time, perks, work_languages, programme_for FROM listing_facets",
    )
    .all() as {
    key: number;
    part_time: number;
    perks: number;
    work_languages: string | null;
    programme_for: string | null;
  }[];
  return rows
    .flatMap((row) => {
      const terms = [
        ...(row.part_time ? ["part-time"] : []),
        ...(row.programme_for ? [`programme:${row.programme_for}`] : []),
        ...PERK_VALUES.flatMap((_, bit) =>
          (row.perks >> bit) & 1 ? [`perk:${bit}`] : [],
        ),
        ...(row.work_languages ?? "")
          .split(",")
          .filter(Boolean)
          .map((code) => `language:${code}`),
      ];
      return terms.map((term) => `${term} ${row.key}`);
    })
    .sort();
}

function storedTerms(): string[] {
  return (
    t.db.$client
      .prepare("SELECT term || ' ' || key AS row FROM listing_who_terms")
      .pluck()
      .all() as string[]
  ).sort();
}

/** The board's page and count statements for a search without text, and their plans. */
function statements(raw: Record<string, string>) {
  const filters = homeSearchSchema.parse(raw);
  const q = buildQuery(filters, Date.now(), t.db);
  const params = { ...q.params, limit: 200, offset: 0 };
  const page = pageSql(q, filters.sortBy, 200);
  const count = countSql(q);
  const plan = [page, count]
    .flatMap(
      (text) =>
        t.db.$client
          .prepare(`EXPLAIN QUERY PLAN ${text}`)
          .all(pick(params, text)) as { detail: string }[],
    )
    .map((row) => row.detail)
    .join("\n");
  /** The same page walked without the keys (the plan before they existed). */
  const walked = () => {
    const where = q.where
      .replace(
        / AND f\.key IN \(SELECT w\.key FROM listing_who_terms w WHERE w\.term = @whoTerm\)/,
        "",
      )
      .replace("+f.visible = 1", "f.visible = 1");
    const text = pageSql({ ...q, where }, filters.sortBy, 200);
    return (
      t.db.$client.prepare(text).all(pick(params, text)) as { id: number }[]
    ).map((row) => row.id);
  };
  const found = () =>
    searchListings(t.db, filters, { limit: 200, cacheSeconds: 0 }).items.map(
      (item) => item.id,
    );
  return { plan, byKeys: q.where.includes("listing_who_terms"), walked, found };
}

describe("the keys of who-can-apply values", () => {
  it("follow the facet rows through every write: new listings, edits, edits of other fields, back to the defaults, deletion", () => {
    const written = board();
    expect(storedTerms().length).toBeGreaterThan(LISTINGS);
    expect(storedTerms()).toEqual(expectedTerms());
    // A legacy job has none.
    expect(storedTerms().some((row) => row.endsWith(" -1"))).toBe(false);

    const first = t.db.$client
      .prepare("SELECT id FROM opportunities ORDER BY id LIMIT 1")
      .pluck()
      .get() as number;
    t.db
      .update(opportunities)
      .set({
        workLanguages: ",bn,",
        programmeFor: "first-generation-learners",
        perks: 0,
      })
      .where(eq(opportunities.id, first))
      .run();
    expect(storedTerms()).toContain(`language:bn ${first}`);
    expect(storedTerms()).toContain(
      `programme:first-generation-learners ${first}`,
    );
    expect(storedTerms()).not.toContain(`language:hi ${first}`);
    expect(storedTerms()).toEqual(expectedTerms());

    // Another field rewrites the facet row; the keys stay.
    t.db
      .update(opportunities)
      .set({ title: "Renamed listing" })
      .where(eq(opportunities.id, first))
      .run();
    expect(storedTerms()).toContain(`language:bn ${first}`);
    expect(storedTerms()).toEqual(expectedTerms());

    t.db
      .update(opportunities)
      .set({ partTime: false, workLanguages: null, programmeFor: null })
      .where(eq(opportunities.id, first))
      .run();
    expect(storedTerms().filter((row) => row.endsWith(` ${first}`))).toEqual(
      [],
    );

    const second = first + 1;
    expect(storedTerms().some((row) => row.endsWith(` ${second}`))).toBe(true);
    t.db.$client
      .prepare("DELETE FROM opportunity_attributes WHERE opportunity_id = ?")
      .run(second);
    t.db.delete(opportunities).where(eq(opportunities.id, second)).run();
    expect(storedTerms().some((row) => row.endsWith(` ${second}`))).toBe(false);
    expect(storedTerms()).toEqual(expectedTerms());
    written.cleanup();
  });

  it("names the values a search asks for; openTo has none (a listing open to anyone matches every year)", () => {
    expect(whoTerms({ openTo: "second-year" })).toEqual([]);
    expect(
      whoTerms({
        partTime: true,
        programmeFor: "women",
        workLanguage: "hi",
        perk: ["certificate", "meals"],
      }),
    ).toEqual([
      "part-time",
      "programme:women",
      "language:hi",
      "perk:0",
      "perk:4",
    ]);
  });
});

describe("on one board (the searches only read it)", () => {
  let shared: TestDb;
  beforeAll(() => {
    shared = board();
  });
  afterAll(() => shared.cleanup());

  describe("the plans of the who-can-apply filters without a query", () => {
    /** A table read whole ("SCAN (subquery-2)" is the count reading its own capped subquery). */
    const SCAN = /\bSCAN (?!\(subquery)/;

    it.each([
      [
        "part-time (most listings)",
        { partTime: "1" },
        "listing_facets_board_idx (visible=? AND opportunity_type=?)",
      ],
      [
        "open to second-year",
        { openTo: "second-year" },
        "listing_facets_board_idx (visible=? AND opportunity_type=?)",
      ],
      [
        "part-time, every type",
        { partTime: "1", type: "all" },
        "listing_facets_recent_idx (visible=?)",
      ],
      [
        "part-time, highest stipend first",
        { partTime: "1", sortBy: "stipend" },
        "listing_facets_stipend_idx (visible=?)",
      ],
    ])(
      "%s: walks a covering index, reading no facet row",
      (_label, raw, index) => {
        t = shared;
        const { plan, byKeys } = statements(raw);
        expect(byKeys).toBe(false);
        expect(plan).toContain(`USING COVERING INDEX ${index}`);
        expect(plan).not.toMatch(SCAN);
      },
    );

    it.each([
      ["programme for women", { programmeFor: "women" }],
      [
        "persons with disabilities + Hindi, every type",
        {
          programmeFor: "persons-with-disabilities",
          workLanguage: "hi",
          type: "all",
        },
      ],
      [
        "part-time + Tamil (a combination: the rarer value's keys)",
        { partTime: "1", workLanguage: "ta" },
      ],
      ["a language no listing names", { workLanguage: "ur" }],
    ])(
      "%s: reads the rarest value's keys, then each facet row by key",
      (_label, raw) => {
        t = shared;
        const { plan, byKeys } = statements(raw);
        expect(byKeys).toBe(true);
        expect(plan).toContain("SEARCH w USING PRIMARY KEY (term=?)");
        expect(plan).toContain("SEARCH f USING INTEGER PRIMARY KEY (rowid=?)");
        expect(plan).not.toMatch(SCAN);
      },
    );

    it("a search with text keeps the text's plan (each match's facet row is read anyway)", () => {
      t = shared;
      const filters = homeSearchSchema.parse({
        query: "listing",
        programmeFor: "women",
      });
      expect(buildQuery(filters, Date.now(), t.db).where).not.toContain(
        "listing_who_terms",
      );
    });
  });

  describe("both plans find the same listings", () => {
    it.each<Record<string, string>>([
      { programmeFor: "women" },
      {
        programmeFor: "persons-with-disabilities",
        workLanguage: "hi",
        type: "all",
      },
      { partTime: "1", workLanguage: "ta" },
      { partTime: "1", workLanguage: "ta", sortBy: "recent" },
      { openTo: "final-year", partTime: "1", perk: "certificate" },
      { perk: "certificate,meals", programmeFor: "women", type: "all" },
      { workLanguage: "ur" },
    ])("%o", (raw) => {
      t = shared;
      const { byKeys, walked, found } = statements(raw);
      expect(byKeys).toBe(true);
      const ids = found();
      expect(ids).toEqual(walked());
      if (raw.workLanguage !== "ur") expect(ids.length).toBeGreaterThan(0);
    });
  });
});
