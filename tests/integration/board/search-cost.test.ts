/**
 * What a page of the board's search costs, however deep (docs/request-cost.md): under every
 * sort, the last reachable page (offset API_MAX_OFFSET) reads no more than 3× what the first
 * page reads, and a deeper offset is refused with the limit named.
 *
 * The cost is counted, not timed: SQLite's page cache is kept to its minimum, so every database
 * page a search touches is read from the file, and the bytes this thread read (the kernel's
 * per-thread `rchar`) count them.
 */
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildListingsDatabase } from "../../../bench/lib/listings-data";
import type { Db } from "../../../db/client.server";
import { searchListings, searchTypeCounts, totalFromTypeCounts } from "../../../app/search/search.server";
import { buildQuery, candidateRowsSql, commonPageSql, matchingShare, pageSql, pick, typeCountsSql, windowBounds } from "../../../app/search/search-query.server";
import { walkedPage } from "../../../app/search/walked-page.server";
import { API_MAX_OFFSET, SORT_OPTIONS, type SearchFilters } from "../../../app/search/search-params";
import { apiSearchSchema, parseApiSearchParams } from "../../../app/search/search-schema";

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const LISTINGS = 12_000;
let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ic-cost-"));
  db = buildListingsDatabase(join(dir, "app.db"), { count: LISTINGS, now: NOW }).db;
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("cache_size = 64");
  // Pages read through the memory map (decision 470) pass no read(2) this counter sees.
  db.$client.pragma("mmap_size = 0");
}, 240_000);
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Bytes this thread has read through read(2)/pread(2) so far. */
function bytesRead(): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync("/proc/thread-self/io", "utf8"))![1]);
}

function cost(filters: SearchFilters, offset: number, limit = 20) {
  // The first run prepares the statements (reading the schema); the second is the one counted.
  searchListings(db, filters, { limit, offset, now: NOW });
  const before = bytesRead();
  const page = searchListings(db, filters, { limit, offset, now: NOW });
  return { bytes: bytesRead() - before, page };
}

const base = apiSearchSchema.parse({});

describe("a deep page costs what a first page does", () => {
  // A word in most listings (ranked like no query), one with several tiers, one with one, and none.
  const queries = ["communities", "government", "python", ""];
  for (const sortBy of SORT_OPTIONS) {
    for (const query of queries) {
      it(`sort ${sortBy}, query "${query}"`, () => {
        const filters = { ...base, sortBy, query };
        const first = cost(filters, 0);
        const last = cost(filters, API_MAX_OFFSET);
        expect(first.page.items.length).toBeGreaterThan(0);
        expect(last.bytes).toBeLessThanOrEqual(3 * first.bytes);
      });
    }
  }

  it("reaches past the ranked window under relevance, every match once", () => {
    const filters = { ...base, query: "python" };
    const seen = new Set<number>();
    let total = 0;
    for (let offset = 0; offset <= API_MAX_OFFSET; offset += 100) {
      const { items } = searchListings(db, filters, { limit: 100, offset, now: NOW });
      total += items.length;
      for (const item of items) seen.add(item.id);
    }
    expect(total).toBeGreaterThan(600);
    expect(seen.size).toBe(total);
  });

  it("refuses an offset past the last reachable one, naming the limit", () => {
    expect(parseApiSearchParams(new URLSearchParams({ offset: String(API_MAX_OFFSET) })).success).toBe(true);
    const refused = parseApiSearchParams(new URLSearchParams({ offset: String(API_MAX_OFFSET + 1) }));
    expect(refused).toMatchObject({ success: false });
    expect(refused.success === false && refused.message).toContain(`offset must be at most ${API_MAX_OFFSET}`);
  });
});

describe("a frequent word's page read in the sort's order is the same page", () => {
  // decision 459: walking the board's order and asking the full-text index, row by row or a batch at a
  // time, gives the keys reading every match and sorting them gives, in the same order.
  const bytesOf = (read: () => unknown) => {
    read();
    const start = bytesRead();
    read();
    return bytesRead() - start;
  };
  const keys = (text: string, params: Record<string, unknown>) =>
    (db.$client.prepare(text).all(pick(params as never, text)) as { id: number }[]).map((r) => r.id);
  for (const sortBy of ["recent", "stipend", "deadline", "relevant"] as const) {
    for (const query of sortBy === "relevant" ? ["communities"] : ["communities", "government", "python"]) {
      it(`sort ${sortBy}, query "${query}"`, () => {
        for (const type of ["all", "internship", "fellowship"] as const) {
          for (const [offset, limit] of [[0, 20], [400, 100], [API_MAX_OFFSET, 100]] as const) {
            const filters = { ...base, sortBy, query, type, jobsAsInternships: true };
            const q = buildQuery(filters, NOW, db);
            const share = matchingShare(db, q.fts!)!;
            // Relevance walks the board's order only for a word in most listings (decision 167).
            expect(sortBy !== "relevant" || share > 0.5).toBe(true);
            const params = { ...q.params, limit, offset };
            const expected = keys(sortBy === "relevant" ? commonPageSql(q) : pageSql(q, sortBy, offset + limit), params);
            if (offset === 0) expect(expected.length).toBeGreaterThan(0);
            const listings = Number.MAX_SAFE_INTEGER;
            expect(walkedPage(db, q, sortBy, { way: "row by row", share, listings }, offset, limit)).toEqual(expected);
            // Batches checked within their range (a board this large), and in one pass over every match (an empty one).
            expect(walkedPage(db, q, sortBy, { way: "in batches", share, listings }, offset, limit)).toEqual(expected);
            expect(walkedPage(db, q, sortBy, { way: "in batches", share, listings: 0 }, offset, limit)).toEqual(expected);
            // A share far above the real one: batches too small, the walk goes on or gives way, never a wrong page.
            expect([expected, null]).toContainEqual(walkedPage(db, q, sortBy, { way: "in batches", share: 1, listings }, offset, limit));
            expect(searchListings(db, filters, { limit, offset, now: NOW }).items.map((item) => item.id)).toEqual(expected);
            if (sortBy !== "relevant" && offset === API_MAX_OFFSET && share > 0.5) {
              // A word in most listings: the walk reads less than every match with its facet row.
              const walkedBytes = bytesOf(() => walkedPage(db, q, sortBy, { way: "in batches", share, listings: 0 }, offset, limit));
              const text = pageSql(q, sortBy, offset + limit);
              expect(walkedBytes).toBeLessThan(bytesOf(() => keys(text, params)));
            }
          }
        }
      });
    }
  }
});

describe("most recent first without a query reads an index in its order", () => {
  it("sorts no more than the page's end, for a deep page too", () => {
    const q = buildQuery({ ...base, sortBy: "recent", jobsAsInternships: true }, NOW, db);
    const text = pageSql(q, "recent", API_MAX_OFFSET + 100);
    const plan = (db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(pick({ ...q.params, limit: 100, offset: API_MAX_OFFSET }, text)) as { detail: string }[]).map((row) => row.detail);
    // Each part is read through the recency index; only ties of posted_at are sorted, and the merged parts' page.
    expect(plan.filter((detail) => detail.includes("listing_facets_recent_idx (visible=? AND featured=?)"))).toHaveLength(2);
    expect(plan.filter((detail) => detail === "USE TEMP B-TREE FOR LAST TERM OF ORDER BY")).toHaveLength(2);
    const everyListing = (db.$client.prepare(`SELECT f.key AS id FROM listing_facets f WHERE ${q.where} ORDER BY f.posted_at DESC, f.key DESC LIMIT 100 OFFSET ${API_MAX_OFFSET}`).all(pick(q.params, q.where)) as { id: number }[]).map((r) => r.id);
    expect(searchListings(db, { ...base, sortBy: "recent" }, { limit: 100, offset: API_MAX_OFFSET, now: NOW }).items.map((item) => item.id)).toEqual(everyListing);
  });

  it("reads less than half of what sorting every open listing reads, at the last reachable page", () => {
    const q = buildQuery({ ...base, sortBy: "recent", jobsAsInternships: true }, NOW, db);
    const params = { ...q.params, limit: 100, offset: API_MAX_OFFSET };
    const sorted = `SELECT f.key AS id FROM listing_facets f WHERE ${q.where} ORDER BY f.posted_at DESC, f.key DESC LIMIT @limit OFFSET @offset`;
    const read = (text: string) => {
      const statement = db.$client.prepare(text);
      statement.all(pick(params, text));
      const start = bytesRead();
      statement.all(pick(params, text));
      return bytesRead() - start;
    };
    expect(read(pageSql(q, "recent", API_MAX_OFFSET + 100)) * 2).toBeLessThanOrEqual(read(sorted));
  });
});

describe("soonest deadline first without a query reads an index in its order", () => {
  // decision 461: the dated listings, then the undated ones, each a range of the deadline index.
  const sortedSql = (where: string) =>
    `SELECT f.key AS id FROM listing_facets f WHERE ${where} ORDER BY f.deadline IS NULL, f.deadline, f.posted_at DESC, f.key DESC LIMIT @limit OFFSET @offset`;
  const read = (text: string, params: Record<string, unknown>) => {
    const statement = db.$client.prepare(text);
    statement.all(pick(params as never, text));
    const start = bytesRead();
    const rows = statement.all(pick(params as never, text)) as { id: number }[];
    return { bytes: bytesRead() - start, ids: rows.map((row) => row.id) };
  };

  it("reads each part through the deadline index, sorting only the page's end", () => {
    const q = buildQuery({ ...base, sortBy: "deadline", jobsAsInternships: true }, NOW, db);
    const text = pageSql(q, "deadline", API_MAX_OFFSET + 100);
    const plan = (db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(pick({ ...q.params, limit: 100, offset: API_MAX_OFFSET }, text)) as { detail: string }[]).map((row) => row.detail);
    expect(plan.filter((detail) => detail.includes("listing_facets_deadline_idx (visible=? AND deadline>?)"))).toHaveLength(1);
    expect(plan.filter((detail) => detail.includes("listing_facets_deadline_idx (visible=? AND deadline=?)"))).toHaveLength(1);
    // The parts come in the index's order: only the merged parts' page is sorted.
    expect(plan.filter((detail) => detail.includes("TEMP B-TREE"))).toEqual(["USE TEMP B-TREE FOR ORDER BY"]);
  });

  it("gives the page sorting every open listing gives, for every type, filter and depth", () => {
    const filterSets: Partial<SearchFilters>[] = [{}, { category: "engineering" }, { stipend: "paid", location: "remote" }, { postedWithin: "30d" }, { minStipend: 5000 }];
    let pages = 0;
    for (const type of ["all", "internship", "fellowship", "job"] as const) {
      for (const extra of filterSets) {
        for (const [offset, limit] of [[0, 20], [400, 100], [API_MAX_OFFSET, 100]] as const) {
          const filters = { ...base, ...extra, sortBy: "deadline" as const, type, jobsAsInternships: true };
          const q = buildQuery(filters, NOW, db);
          expect(q.walksIndex).toBe(true);
          const expected = read(sortedSql(q.where), { ...q.params, limit, offset }).ids;
          const page = searchListings(db, filters, { limit, offset, now: NOW });
          expect(page.items.map((item) => item.id)).toEqual(expected);
          if (expected.length) pages++;
        }
      }
    }
    expect(pages).toBeGreaterThan(30);
  });

  it("puts the undated listings after the dated ones, and reads less than half of sorting every open listing", () => {
    const q = buildQuery({ ...base, sortBy: "deadline", jobsAsInternships: true }, NOW, db);
    const everything = read(sortedSql(q.where), { ...q.params, limit: -1, offset: 0 }).ids;
    const undated = new Set(read(`SELECT f.key AS id FROM listing_facets f WHERE ${q.where} AND f.deadline IS NULL`, q.params).ids);
    // The bench data holds both, so the page where one part ends and the other begins is tested too.
    expect(undated.size).toBeGreaterThan(0);
    expect(undated.size).toBeLessThan(everything.length);
    const boundary = everything.findIndex((id) => undated.has(id));
    expect(everything.slice(boundary).every((id) => undated.has(id))).toBe(true);
    const offset = Math.max(0, boundary - 10);
    expect(searchListings(db, { ...base, sortBy: "deadline" }, { limit: 20, offset, now: NOW }).items.map((item) => item.id)).toEqual(everything.slice(offset, offset + 20));
    const params = { ...q.params, limit: 100, offset: API_MAX_OFFSET };
    expect(read(pageSql(q, "deadline", API_MAX_OFFSET + 100), params).bytes * 2).toBeLessThanOrEqual(read(sortedSql(q.where), params).bytes);
  });
});

describe("a set of keys (a place, verified organisations) is checked before a match's facets are read", () => {
  const cases: Record<string, string>[] = [
    { query: "water", city: "Pune", location: "remote" },
    // A large state: its set passes most matches, and costs no more than before.
    { query: "communities", state: "Maharashtra", location: "in-person" },
    { query: "government", city: "Bangalore", state: "Karnataka", location: "remote", verified: "true" },
    { query: "water", type: "internship", category: "engineering", duration: "3-6", stipend: "paid", location: "remote", city: "Pune", state: "Maharashtra", verified: "true", cause: "climate,health,education", minStipend: "5000", postedWithin: "30d" },
  ];
  for (const raw of cases) {
    it(JSON.stringify(raw), () => {
      const filters = { ...apiSearchSchema.parse(raw), jobsAsInternships: true };
      for (const byType of [false, true]) {
        const q = buildQuery(filters, NOW, db, { byType });
        expect(q.keySets.length).toBeGreaterThan(0);
        // The same query with its key sets left to the facet conditions, as before.
        const unchecked = { ...q, keySets: [], matchWhere: q.where };
        const text = byType ? typeCountsSql(q) : candidateRowsSql(q);
        const before = byType ? typeCountsSql(unchecked) : candidateRowsSql(unchecked);
        const params = { ...q.params, ...windowBounds(db, q), scan: 1001 };
        const run = (sql: string) => {
          const statement = db.$client.prepare(sql);
          statement.all(pick(params, sql));
          const start = bytesRead();
          const rows = statement.all(pick(params, sql));
          return { rows, bytes: bytesRead() - start };
        };
        const checked = run(text);
        const plain = run(before);
        expect(checked.rows).toEqual(plain.rows);
        expect(checked.bytes).toBeLessThanOrEqual(plain.bytes);
        // A set of few keys: most matches are passed over without reading their facet rows.
        if (raw.query !== "communities") expect(checked.bytes * 2).toBeLessThanOrEqual(plain.bytes);
      }
    });
  }
});

describe("a search's total read from its tab counts is the total it counts (decision 465)", () => {
  it("for every type, with and without a location, for common, rarer and no words", () => {
    const told = { exact: 0, more: 0 };
    for (const query of ["communities", "government", "python", "water", "Udaipur", "groundwater", ""]) {
      for (const type of ["all", "internship", "fellowship", "course", "job"] as const) {
        for (const location of ["worldwide", "remote"] as const) {
          for (const jobsAsInternships of [false, true]) {
            const filters = { ...apiSearchSchema.parse({ query, location }), type, jobsAsInternships };
            const known = totalFromTypeCounts(filters, searchTypeCounts(db, filters, { now: NOW }));
            if (known) told[known.more ? "more" : "exact"]++;
            // The first page, and a page past the last match (empty: its total is still the count).
            for (const offset of [0, 990]) {
              const counted = searchListings(db, filters, { limit: 20, offset, now: NOW });
              const fromCounts = searchListings(db, filters, { limit: 20, offset, now: NOW, knownTotal: known });
              expect({ total: fromCounts.total, more: fromCounts.more === true }).toEqual({ total: counted.total, more: counted.more === true });
              if (known) expect(known.more ? counted.more : counted.total === known.total).toBe(true);
              // Asked for with the page, the tab counts are the same (decision 467 begins them from a ranked window).
              if (query) expect(searchListings(db, filters, { limit: 20, offset, now: NOW, typeCounts: true }).typeCounts).toEqual(searchTypeCounts(db, filters, { now: NOW }));
            }
          }
        }
      }
    }
    // Both kinds of answer were given, not only "count it yourself".
    expect(told.exact).toBeGreaterThan(10);
    expect(told.more).toBeGreaterThan(2);
  });
});
