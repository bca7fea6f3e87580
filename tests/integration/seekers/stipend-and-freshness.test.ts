/**
 * The minimum-stipend filter, the highest-stipend sort and the posted-within filter (decision 315):
 * stipends typed by posters are read into a monthly amount in rupees when the listing is written,
 * kept on its facet row, backfilled by migration 0027, and filter the board, the API, feeds and alerts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../../db/client.server";
import { alertFormSchema } from "../../../app/alerts/schema";
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { ENGLISH } from "../../../app/i18n/translate";
import { filtersInWords } from "../../../app/search/filters-in-words";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema, parseApiSearchParams, parseHomeSearchParams } from "../../../app/search/search-schema";
import { createServerI18n } from "../../../app/i18n/i18n.server";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as searchRoute from "../../../app/routes/api/opportunities-search";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

/** Stipends as posters type them (from Internshala-, Idealist- and LinkedIn-style listings), and what they pay a month. */
const STIPENDS: [string, number | null][] = [
  ["₹15,000/month", 15000],
  ["15k", 15000],
  ["Rs 8000 per month", 8000],
  ["unpaid", 0],
  ["Unpaid internship", 0],
  ["10,000-15,000", 10000],
  ["10-15k", 10000],
  ["₹ 12,000 - ₹ 18,000 per month", 12000],
  ["INR 2.5 Lakh per annum", 20833],
  ["4 LPA", 33333],
  ["8-10 LPA", 66667],
  ["₹6 LPA", 50000],
  ["Rs. 10000/- per month", 10000],
  ["₹500 per day", 11000],
  ["$500/month", null],
  ["₹1,20,000 per year", 10000],
  ["₹1.2 lakh", 10000],
  ["Performance based", null],
  ["Competitive", null],
  ["Negotiable", null],
  ["0", 0],
  ["₹0", 0],
  ["None", 0],
  ["No stipend", 0],
  ["Not paid", 0],
  ["Up to ₹10,000", null],
  ["upto 8k", null],
  ["₹10,000 lump sum", null],
  ["3-6 months, ₹8,000", 8000],
  ["₹5,000 + incentives", 5000],
  ["12k-15k pm", 12000],
  ["Stipend: 7500 p.m.", 7500],
  ["INR 20000-25000 monthly", 20000],
  ["25K/month + travel", 25000],
  ["₹15,000 प्रति माह", 15000],
  ["१५,००० रुपये प्रति माह", 15000],
  ["₹2,000 per week", 8667],
  ["Volunteer role", 0],
  ["N/A", 0],
  ["Paid", null],
  ["₹10,000 a month for a year", 10000],
  ["5000", 5000],
  ["₹ 3,00,000 CTC", 25000],
  ["10 thousand per month", 10000],
  ["₹8000 to ₹12000", 8000],
  ["Rs.6000", 6000],
  ["₹7.5k", 7500],
  ["EUR 1000 per month", null],
  ["₹50/hour", null],
];

const facetAmount = (key: number) =>
  t.db.$client.prepare("SELECT stipend_monthly FROM listing_facets WHERE key = ?").pluck().get(key) as number | null;

function search(raw: Record<string, string>) {
  return searchListings(t.db, homeSearchSchema.parse({ type: "all", ...raw }), { limit: 100 }).items.map((i) => i.title);
}

describe("a stipend read into rupees a month", () => {
  it(`reads ${STIPENDS.length} real-world stipend texts when a listing is written, keeping the text as typed`, () => {
    t = createTestDb();
    for (const [text, expected] of STIPENDS) {
      // hasPaid unknown: the text alone decides, as for an imported or legacy listing.
      const { id } = createOpportunity(t.db, { title: `Stipend ${text}`, stipend: text, hasPaid: null });
      expect(facetAmount(id), text).toBe(expected);
      const stored = t.db.$client
        .prepare("SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = ? AND d.name = 'stipend'")
        .pluck()
        .get(id);
      expect(stored).toBe(text);
    }
    expect(STIPENDS.length).toBeGreaterThanOrEqual(40);
  });

  it("counts a listing that says it pays nothing as ₹0, whatever its text, and reads legacy jobs' salaries", () => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "Says unpaid", stipend: "₹9,000/month", hasPaid: false });
    expect(facetAmount(id)).toBe(0);
    const job = createJob(t.db, { title: "Legacy job", salary: "4 LPA" });
    expect(facetAmount(-job.id)).toBe(33333);
  });

  it("is backfilled by the migration for listings written before it", () => {
    const dir = mkdtempSync(join(tmpdir(), "ic-stipend-migration-"));
    try {
      const folder = join(dir, "migrations");
      cpSync(migrationsFolder(), folder, { recursive: true });
      const journalPath = join(folder, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0027");
      writeFileSync(journalPath, JSON.stringify(journal));
      const db = openDatabase(join(dir, "app.db"));
      migrate(db, { migrationsFolder: folder });
      // Written as before the migration: the stipend attribute has no amount, jobs no salary column.
      db.$client.exec("PRAGMA foreign_keys = OFF");
      const old = createOpportunity(db, { title: "Old 15k intern", stipend: "15k", hasPaid: null });
      db.$client.prepare("UPDATE opportunity_attributes SET number_value = NULL WHERE opportunity_id = ?").run(old.id);
      const unpaid = createOpportunity(db, { title: "Old unpaid intern", stipend: null, hasPaid: false });
      db.$client
        .prepare(
          `INSERT INTO job_listings (company_name, position_title, slug, category, location, salary, description, requirements, application_url, status)
           VALUES ('Legacy Works', 'Old job', 'old-job', 'engineering', 'Remote', 'Rs 8000 per month', 'A legacy job.', 'None.', 'https://example.org', 'published')`,
        )
        .run();
      migrateDatabase(db);
      expect(db.$client.prepare("SELECT stipend_monthly FROM listing_facets WHERE key = ?").pluck().get(old.id)).toBe(15000);
      expect(db.$client.prepare("SELECT stipend_monthly FROM listing_facets WHERE key = ?").pluck().get(unpaid.id)).toBe(0);
      expect(db.$client.prepare("SELECT stipend_monthly FROM listing_facets WHERE key < 0").pluck().get()).toBe(8000);
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the minimum-stipend filter, the highest-stipend sort and the posted-within filter", () => {
  function seed() {
    createOpportunity(t.db, { title: "Twenty thousand", stipend: "₹20,000/month", postedAt: new Date(Date.now() - 3 * DAY) });
    createOpportunity(t.db, { title: "Twelve thousand", stipend: "12k", postedAt: new Date(Date.now() - 2 * 3_600_000) });
    createOpportunity(t.db, { title: "Five thousand", stipend: "Rs 5000 per month", postedAt: new Date(Date.now() - 20 * DAY) });
    createOpportunity(t.db, { title: "Unknown amount", stipend: "Performance based", postedAt: new Date(Date.now() - 40 * DAY) });
    createOpportunity(t.db, { title: "Unpaid", stipend: null, hasPaid: false, postedAt: new Date(Date.now() - 10 * 3_600_000) });
    createJob(t.db, { title: "Legacy job", salary: "3 LPA", postedAt: new Date(Date.now() - 5 * DAY) });
  }

  it("filters by minimum stipend (unknown amounts left out) and sorts by the highest, unknown last", () => {
    t = createTestDb();
    seed();
    expect(search({ minStipend: "10000", sortBy: "recent" })).toEqual(["Twelve thousand", "Twenty thousand", "Legacy job"]);
    expect(search({ minStipend: "20000", sortBy: "recent" })).toEqual(["Twenty thousand", "Legacy job"]);
    expect(search({ minStipend: "0" })).toHaveLength(6);
    expect(search({ sortBy: "stipend" })).toEqual(["Legacy job", "Twenty thousand", "Twelve thousand", "Five thousand", "Unpaid", "Unknown amount"]);
  });

  it("finds listings whose stipend is typed in Bengali or Marathi, in their own digits, by the minimum-stipend filter", () => {
    t = createTestDb();
    seed();
    createOpportunity(t.db, { title: "বাংলা ইন্টার্নশিপ", stipend: "১৫,০০০ টাকা মাসিক", hasPaid: null });
    createOpportunity(t.db, { title: "मराठी इंटर्नशिप", stipend: "दरमहा ८ हजार रुपये", hasPaid: null });
    const unpaid = createOpportunity(t.db, { title: "অবৈতনিক কাজ", stipend: "স্টাইপেন্ড ছাড়া", hasPaid: null });
    expect(search({ minStipend: "13000", sortBy: "stipend" })).toEqual(["Legacy job", "Twenty thousand", "বাংলা ইন্টার্নশিপ"]);
    expect(search({ minStipend: "8000", sortBy: "stipend" })).toEqual(["Legacy job", "Twenty thousand", "বাংলা ইন্টার্নশিপ", "Twelve thousand", "मराठी इंटर्नशिप"]);
    expect(facetAmount(unpaid.id)).toBe(0);
  });

  it("filters by how recently a listing was posted: 24 hours, 7 days, 30 days", () => {
    t = createTestDb();
    seed();
    expect(search({ postedWithin: "24h", sortBy: "recent" })).toEqual(["Twelve thousand", "Unpaid"]);
    expect(search({ postedWithin: "7d", sortBy: "recent" })).toEqual(["Twelve thousand", "Unpaid", "Twenty thousand", "Legacy job"]);
    expect(search({ postedWithin: "30d" })).toHaveLength(5);
    expect(search({ postedWithin: "7d", minStipend: "15000", sortBy: "recent" })).toEqual(["Twenty thousand", "Legacy job"]);
  });

  it("answers in the API with additive parameters, refusing bad values with a 400", async () => {
    t = createTestDb();
    seed();
    const get = async (query: string) => {
      const request = new Request(`http://localhost:3000/api/opportunities/search${query}`);
      return (await searchRoute.loader({ request, params: {}, context: testContext(t.db) } as never)) as Response;
    };
    const ok = await get("?minStipend=10000&postedWithin=7d&sortBy=stipend");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { title: string }[]).map((o) => o.title)).toEqual(["Legacy job", "Twenty thousand", "Twelve thousand"]);
    for (const bad of ["?minStipend=lots", "?minStipend=-5", "?postedWithin=1y", "?sortBy=cheapest"]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/minStipend|postedWithin|sortBy/);
    }
    // The board is forgiving: a bad value falls back to "any".
    expect(parseHomeSearchParams(new URLSearchParams("minStipend=lots&postedWithin=1y")).minStipend).toBeUndefined();
    expect(parseApiSearchParams(new URLSearchParams("minStipend=0")).success).toBe(true);
  });

  it("filters feeds and travels with alerts, named in words in both languages", async () => {
    t = createTestDb();
    seed();
    const request = new Request("http://localhost:3000/feed.xml?type=all&minStipend=15000&postedWithin=7d");
    const response = (await feedRoute.loader({ request, params: {}, context: testContext(t.db, { path: "/feed.xml" }) } as never)) as Response;
    const feed = parseFeed(await response.text());
    expect(feed.items.map((i) => i.title)).toEqual(["Twenty thousand", "Legacy job"]);
    expect(feed.title).toContain("₹15,000+ a month");
    const alert = alertFormSchema.parse({ email: "a@example.org", type: "internship", minStipend: "15000", postedWithin: "7d" });
    expect(alert.minStipend).toBe(15000);
    expect(alert.postedWithin).toBe("7d");
    expect(filtersInWords(alert, ENGLISH, filterNames(t.db, "en"))).toBe("Internships, ₹15,000+ a month, posted in the last 7 days");
    expect(filtersInWords(alert, createServerI18n("hi", "alertMail"), filterNames(t.db, "hi"))).toContain("₹15,000+ प्रति माह");
  });
});
