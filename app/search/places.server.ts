/**
 * The board's City and State filters: the places that have open listings of the
 * current type, with how many (docs/decisions/270). Read from listing_facets'
 * city and state columns; reused while the database is unchanged, for at most
 * `cacheSeconds` (like the category filter, decision 145).
 */
import type { Db } from "../../db/client.server";
import { canonicalCity, canonicalState, type OpenPlaces, type PlaceOption } from "../taxonomy/cities";
import { openDeadlineCutoff } from "../opportunities/listing-rules";
import type { TypeFilter } from "./search-params";
import { prepared } from "../lib/statements.server";
import { perTypeCache } from "./facet-cache.server";


const OPEN_PLACES_SQL = `SELECT f.city, f.state, count(*) AS n FROM listing_facets f
  WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > @cutoff) AND f.city IS NOT NULL
    AND (@type = 'all' OR f.opportunity_type = @type)
  GROUP BY f.city, f.state`;
/** The fully remote listings a place search adds to the place's own (search-query.server.ts). */
const OPEN_REMOTE_SQL = `SELECT count(*) AS n FROM listing_facets f
  WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > @cutoff) AND f.remote = 1 AND f.on_site = 0
    AND (@type = 'all' OR f.opportunity_type = @type)`;
const cached = perTypeCache<OpenPlaces>();

/** "navi mumbai" → "Navi Mumbai": a typed city the list does not know, as the facets keep it (lower case). */
function titleCase(value: string): string {
  return value.replace(/(^|[\s.'-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function tally(counts: Map<string, number>, list: string | null, count: number, name: (key: string) => string) {
  if (!list) return;
  for (const key of list.split(",")) if (key) counts.set(name(key), (counts.get(name(key)) ?? 0) + count);
}

function sorted(counts: Map<string, number>): PlaceOption[] {
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

export function openPlaces(db: Db, type: TypeFilter, { now = Date.now(), cacheSeconds = 0 } = {}): OpenPlaces {
  return cached(db, type, { now, cacheSeconds }, () => {
    const rows = prepared(db, OPEN_PLACES_SQL).all({ cutoff: openDeadlineCutoff(now), type }) as {
      city: string;
      state: string | null;
      n: number;
    }[];
    const cities = new Map<string, number>();
    const states = new Map<string, number>();
    for (const row of rows) {
      tally(cities, row.city, row.n, (key) => titleCase(canonicalCity(key)));
      tally(states, row.state, row.n, (key) => canonicalState(key));
    }
    const remote = (prepared(db, OPEN_REMOTE_SQL).get({ cutoff: openDeadlineCutoff(now), type }) as { n: number }).n;
    const places = { cities: sorted(cities), states: sorted(states), remote };
    return places;
  });
}
