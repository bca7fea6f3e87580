import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/translate";
import { type HomeSearchParams, homeSearch } from "../search/search-params";

/** The board's GET form, its section (the #opportunities anchor) and its type tabs. */
export const FORM_ID = "board-search";
export const SECTION_ID = "opportunities";
export const TABS = ["internship", "fellowship", "course"] as const;
/** The Jobs tab follows them while open jobs exist, or while it is the tab on show (decision 316). */
export const tabsShown = (jobsTab: boolean) => (jobsTab ? ([...TABS, "job"] as const) : TABS);

/** The board's URL for a state, scrolled to the results unless `hash` says otherwise. */
export const boardHref = (state: HomeSearchParams, hash = `#${SECTION_ID}`) => `/${homeSearch(state)}${hash}`;

/** The board's path and `boardHref` in the page's language ("/" or "/hi"). */
export function useBoardLinks() {
  const locale = useLocale();
  return {
    path: localizePath("/", locale),
    to: (state: HomeSearchParams, hash?: string) => localizePath(boardHref(state, hash), locale),
  };
}
