/**
 * An alert's search as stored: the board's own query string (homeSearch), so the
 * full search link in a digest is the board URL and every board filter applies.
 * Browser-safe.
 */
import { PAGE_STEP } from "../opportunities/constants";
import { HOME_DEFAULTS, type HomeSearchParams, homeSearch, type SearchFilters } from "../search/search-params";

/** The stored form of a board search: filters only (no sort, no page size). */
export function alertSearchString(filters: Omit<SearchFilters, "sortBy" | "featured">): string {
  const state: HomeSearchParams = { ...HOME_DEFAULTS, ...filters, sortBy: "relevant", featured: undefined, show: PAGE_STEP };
  return homeSearch(state).slice(1);
}
