/** The feed address of a board state (browser-safe: the home page links to it); /hi/feed.xml on Hindi pages (decision 267). */
import { type Locale, localizePath } from "../i18n/locales";
import { PAGE_STEP } from "../opportunities/constants";
import { type HomeSearchParams, homeSearch } from "../search/search-params";

export function feedPath(params: HomeSearchParams, locale: Locale = "en", file: "feed.xml" | "feed.json" = "feed.xml"): string {
  return localizePath(`/${file}${homeSearch({ ...params, sortBy: "relevant", featured: undefined, show: PAGE_STEP })}`, locale);
}
