/**
 * The home page's board data: the results of the board state in the URL and the
 * featured carousel. A failure shows the spec's error text in the results area
 * (§8) and hides the carousel (§4), instead of failing the whole page.
 */
import type { Db } from "../../db/client.server";
import { openCategoryNames } from "./categories.server";
import type { OpenPlaces } from "../taxonomy/cities";
import { openPlaces } from "../search/places.server";
import { openWhoCounts, type WhoCounts } from "../eligibility/counts.server";
import { placeLabels } from "../taxonomy/place-names.server";
import { featuredListings, searchListings, searchTypeCounts, toCardItem, totalFromTypeCounts, type TypeCounts } from "../search/search.server";
import { ACROSS_TABS_PARAM, EVERY_LISTING_NEWEST_FIRST, tabWithMatches } from "../search/search-params";
import { parseHomeSearchParams } from "../search/search-schema";
import { log } from "../lib/log.server";
import { causeChoices } from "../causes/causes.server";

/** Whether any job is open: the board shows its Jobs tab then (decision 316). One step of the facet index. */
export function openJobsExist(db: Db, cacheSeconds: number): boolean {
  const jobs = { ...EVERY_LISTING_NEWEST_FIRST, type: "job" as const };
  return searchListings(db, jobs, { limit: 1, count: false, cacheSeconds }).items.length > 0;
}

export function loadHomeBoard(
  db: Db,
  searchParams: URLSearchParams,
  { requestId, cacheSeconds, language = "en" }: { requestId: string; cacheSeconds: number; language?: string },
) {
  const params = { ...parseHomeSearchParams(searchParams) };
  // A query is counted in every tab; from the search box it picks the tab (decision 275).
  let tabCounts: TypeCounts | null = null;
  if (params.query) {
    try {
      tabCounts = searchTypeCounts(db, params, { cacheSeconds });
      if (searchParams.has(ACROSS_TABS_PARAM)) params.type = tabWithMatches(params.type, tabCounts);
    } catch (error) {
      log.error({ requestId, err: error }, "tab counts failed");
    }
  }
  let categories: string[] = [];
  try {
    categories = openCategoryNames(db, { cacheSeconds });
  } catch (error) {
    log.error({ requestId, err: error }, "category options failed");
  }
  let places: OpenPlaces = { cities: [], states: [] };
  try {
    const open = openPlaces(db, params.type, { cacheSeconds });
    const shown = [...open.cities, ...open.states].map((place) => place.name);
    places = { ...open, labels: placeLabels([...shown, params.city, params.state], language) };
  } catch (error) {
    log.error({ requestId, err: error }, "place options failed");
  }
  let who: WhoCounts | null = null;
  try {
    who = openWhoCounts(db, params.type, { cacheSeconds });
  } catch (error) {
    log.error({ requestId, err: error }, "who-can-apply counts failed");
  }
  let causes: ReturnType<typeof causeChoices> = [];
  try {
    causes = causeChoices(db);
  } catch (error) {
    log.error({ requestId, err: error }, "cause options failed");
  }
  let featured: ReturnType<typeof toCardItem>[] = [];
  try {
    featured = featuredListings(db, { cacheSeconds }).map((item) => toCardItem(item, language));
  } catch (error) {
    log.error({ requestId, err: error }, "featured listings failed");
  }
  try {
    const knownTotal = tabCounts && totalFromTypeCounts(params, tabCounts);
    const page = searchListings(db, params, { limit: params.show, cacheSeconds, knownTotal });
    const results = page.items.map((item) => toCardItem(item, language));
    const corrected = page.corrected ?? null;
    const jobsTab = params.type === "job" || openJobsExist(db, cacheSeconds);
    return { params, results, total: page.total, more: page.more === true, corrected, featured, categories, places, who, tabCounts, causes, jobsTab, error: false };
  } catch (error) {
    log.error({ requestId, err: error }, "board search failed");
    return { params, results: [], total: 0, more: false, corrected: null, featured, categories, places, who, tabCounts, causes, jobsTab: params.type === "job", error: true };
  }
}
