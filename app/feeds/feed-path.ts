/** The feed address of a board state (browser-safe: the home page links to it). */
import { PAGE_STEP } from "../opportunities/constants";
import { type HomeSearchParams, homeSearch } from "../opportunities/search-params";

export function feedPath(params: HomeSearchParams): string {
  return `/feed.xml${homeSearch({ ...params, sortBy: "relevant", featured: undefined, show: PAGE_STEP })}`;
}
