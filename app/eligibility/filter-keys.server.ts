/**
 * Who-can-apply filters of few listings, read from their keys (docs/decisions/410-who-can-apply-filters-within-budget.md).
 * Without a query the board walks its covering index newest first until it has the page and the count
 * cap (1,000) of matches; the who-can-apply columns are in that index (db/migrations/0042), so a filter
 * on a share s of the listings reads about 1,000/s index entries (0.1 µs each). A value of few listings
 * would make that walk read most of the index, so `listing_who_terms` holds one row per listing and
 * value a filter asks for: when the rarest value asked for has few listings, the board reads only
 * those keys (then each facet row by key, about 1 µs, sorted), as a cause of few listings does
 * (app/causes/filter.server.ts). The clauses of filter.ts stay as they are, so the listings found are
 * the same either way.
 *
 * K keys cost about 10·K index entries of the walk, which reads COUNT_CAP·N/K of them for one value:
 * they cross near √(COUNT_CAP·N/10), 10·√N (about 3,200 at 100,000 listings), the causes' threshold
 * too. Beside other who-can-apply filters the walk reads more (the combination is rarer than its
 * rarest value; values that never meet read the whole index, twice when the page is full: page and
 * count), the keys no more: beside other filters they are read below √(COUNT_CAP·N/4) (about 5,000 at
 * 100,000 listings, at most 5-8 ms). `openTo` has no keys: a listing open to anyone matches every year, and
 * every listing from before is.
 */
import type { Db } from "../../db/client.server";
import { boardSize } from "~/causes/filter.server";
import { contentMemo } from "~/lib/content-memo.server";
import { prepared } from "~/lib/statements.server";
import type { WhoFilters } from "./filter";
import { PERK_VALUES } from "./values";

/** The perks with keys: bits 0-15 (db/migrations/0042 writes those). */
const PERK_TERM_BITS = 16;

/** The values a search asks for, as `listing_who_terms.term`. */
export function whoTerms(filters: WhoFilters): string[] {
  const terms: string[] = [];
  if (filters.partTime) terms.push("part-time");
  if (filters.programmeFor) terms.push(`programme:${filters.programmeFor}`);
  if (filters.workLanguage) terms.push(`language:${filters.workLanguage}`);
  for (const perk of filters.perk ?? []) {
    const bit = PERK_VALUES.indexOf(perk);
    if (bit >= 0 && bit < PERK_TERM_BITS) terms.push(`perk:${bit}`);
  }
  return terms;
}

const PROBE_SQL = "SELECT count(*) FROM (SELECT 1 FROM listing_who_terms WHERE term = @term LIMIT @limit)";
const KEYS_SQL = "f.key IN (SELECT w.key FROM listing_who_terms w WHERE w.term = @whoTerm)";

export interface WhoKeys {
  sql: string;
  params: { whoTerm: string };
}

const chosen = contentMemo<WhoKeys | null>(500);

/**
 * For a search without text, whose count stops at `countCap`: the clause that reads the board from
 * the keys of the rarest value asked for, when it has fewer listings than the walk would read; null
 * when the walk is cheaper (or nothing but `openTo` is asked). The caller keeps the facet indexes out
 * of the plan (`+f.visible`).
 */
export function whoKeysFilter(db: Db, filters: WhoFilters, countCap: number): WhoKeys | null {
  const terms = whoTerms(filters);
  if (terms.length === 0) return null;
  const combined = terms.length > 1 || filters.openTo !== undefined;
  return chosen(db, JSON.stringify([terms, combined, countCap]), () => chooseWhoKeys(db, terms, combined ? 4 : 10, countCap));
}

/** The rarest value's keys, when it has fewer listings than √(countCap·N/share). */
function chooseWhoKeys(db: Db, terms: string[], share: number, countCap: number): WhoKeys | null {
  const limit = Math.ceil(Math.sqrt((countCap * Math.max(1, boardSize(db))) / share));
  let rarest: { term: string; count: number } | null = null;
  for (const term of terms) {
    const count = prepared(db, PROBE_SQL).pluck().get({ term, limit }) as number;
    if (count < limit && (!rarest || count < rarest.count)) rarest = { term, count };
  }
  return rarest ? { sql: KEYS_SQL, params: { whoTerm: rarest.term } } : null;
}
