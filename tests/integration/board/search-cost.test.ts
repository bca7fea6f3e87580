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
import { searchListings } from "../../../app/search/search.server";
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
