/**
 * The board's search past its ranked window and count cap (decision 160): pages
 * beyond the window still reach every match exactly once, and counting stops at
 * 1,000 ("1,000+").
 */
import { afterEach, describe, expect, it } from "vitest";
import { COMMON_PROBE, COUNT_CAP, RANK_WINDOW, searchListings } from "../../../app/search/search.server";
import { countLabel, type SearchFilters } from "../../../app/search/search-params";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";
import type { Msg } from "../../../app/i18n/define-texts";
import { createI18n } from "../../../app/i18n/i18n.server";
import { type MessageValues, translate } from "../../../app/i18n/translate";
import { createJob, createOpportunity, DAY } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const base: SearchFilters = { ...homeSearchSchema.parse({}), type: "all" };

describe("search past the ranked window", () => {
  it("pages through every match once, the ranked window first", () => {
    t = createTestDb();
    const total = RANK_WINDOW + 40;
    t.db.$client.transaction(() => {
      for (let i = 0; i < total; i++) {
        createOpportunity(t.db, {
          title: i === 0 ? "Mangrove mangrove lead" : `Coastal intern ${i}`,
          description: "Restore mangrove belts with fishing communities along the coast, every season of the year.",
          postedAt: new Date(NOW - (total - i) * DAY),
        });
      }
    })();
    for (let i = 0; i < 3; i++) createJob(t.db, { title: `Mangrove keeper ${i}`, postedAt: new Date(NOW - i * DAY) });
    // A full window of opportunities: the count reads only the older matches and adds the window's and the jobs.
    const first = searchListings(t.db, { ...base, query: "mangrove" }, { limit: 20, now: NOW });
    expect(first).toMatchObject({ total: total + 3 });
    expect(first.more).toBeUndefined();
    const seen: string[] = [];
    for (let offset = 0; offset < total + 20; offset += 100) {
      seen.push(
        ...searchListings(t.db, { ...base, query: "mangrove" }, { limit: 100, offset, now: NOW }).items.map((i) => i.title),
      );
    }
    expect(seen).toHaveLength(total + 3);
    expect(new Set(seen).size).toBe(total + 3);
    // The oldest listing is outside the window of the newest matches: it follows the ranked ones.
    expect(seen.indexOf("Mangrove mangrove lead")).toBeGreaterThanOrEqual(RANK_WINDOW);
  }, 60_000);

  it("counts up to 1,000 and says so", () => {
    t = createTestDb();
    t.db.$client.transaction(() => {
      for (let i = 0; i < COUNT_CAP + 5; i++) createOpportunity(t.db, { title: `Field intern ${i}` });
    })();
    const page = searchListings(t.db, base, { limit: 20, now: NOW });
    expect(page.total).toBe(COUNT_CAP);
    expect(page.more).toBe(true);
    const english = createI18n("en");
    const inEnglish = (msg: Msg, values?: MessageValues) => translate(english, msg, values);
    expect(countLabel(inEnglish, "en-IN", { total: page.total, type: "all", more: page.more })).toBe("1,000+ opportunities");
    const exact = searchListings(t.db, { ...base, query: "intern 7" }, { limit: 5, now: NOW });
    expect(exact.more).toBeUndefined();
  }, 60_000);
});

describe("a query whose words are in most listings", () => {
  it("ranks like no query: featured first, then newest, and counts its matches", () => {
    t = createTestDb();
    const total = COMMON_PROBE + 20;
    t.db.$client.transaction(() => {
      for (let i = 0; i < total; i++) {
        createOpportunity(t.db, {
          // These two match best by bm25 (the word in the title).
          title: i === 0 ? "River river warden" : i === total - 50 ? "River keeper" : i === 10 ? "Delta delta guide" : i % 10 === 0 ? `Delta intern ${i}` : `Field intern ${i}`,
          description: i % 4 === 3 ? "Survey wetlands and mangroves." : "Walk the river banks with fishing communities.",
          featured: i === 5,
          postedAt: new Date(NOW - (total - i) * DAY),
        });
      }
    })();
    const titles = (query: string, limit = 4) =>
      searchListings(t.db, { ...base, query }, { limit, now: NOW }).items.map((i) => i.title);
    // "river" is in three listings of four: the featured one, then the newest that match.
    expect(titles("river")).toEqual([`Field intern 5`, `Field intern ${total - 2}`, `Field intern ${total - 3}`, `Field intern ${total - 4}`]);
    const page = searchListings(t.db, { ...base, query: "river" }, { limit: 4, now: NOW });
    expect(page.total).toBe((total * 3) / 4);
    expect(page.more).toBeUndefined();
    // A rarer word on the same board is still ranked by bm25: the title match first.
    expect(titles("delta", 2)).toEqual(["Delta delta guide", `Delta intern ${total - 10}`]);
    expect(titles("warden", 1)).toEqual(["River river warden"]);
    // Pages of a common query reach every match once, in the same order.
    const all = searchListings(t.db, { ...base, query: "river" }, { limit: total, now: NOW }).items.map((i) => i.title);
    const paged: string[] = [];
    for (let offset = 0; offset < total; offset += 250) {
      paged.push(...searchListings(t.db, { ...base, query: "river" }, { limit: 250, offset, now: NOW }).items.map((i) => i.title));
    }
    expect(paged).toEqual(all);
    expect(new Set(all).size).toBe((total * 3) / 4);
    expect(all.at(-1)).toBe("River river warden");
  }, 120_000);
});
