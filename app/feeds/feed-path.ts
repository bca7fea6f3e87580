/** The feed address of a board state (browser-safe: the home page links to it); /hi/feed.xml on Hindi pages (decision 267). */
import { type Locale, localizePath } from "../i18n/locales";
import { PAGE_STEP } from "../opportunities/constants";
import { type HomeSearchParams, homeSearch } from "../search/search-params";

export function feedPath(params: HomeSearchParams, locale: Locale = "en"): string {
  return localizePath(`/feed.xml${homeSearch({ ...params, sortBy: "relevant", featured: undefined, show: PAGE_STEP })}`, locale);
}
