import { type HomeSearchParams, homeSearch } from "./search-params";

/** The board's GET form, its section (the #opportunities anchor) and its type tabs. */
export const FORM_ID = "board-search";
export const SECTION_ID = "opportunities";
export const TABS = ["internship", "fellowship", "course"] as const;

/** The board's URL for a state, scrolled to the results unless `hash` says otherwise. */
export const boardHref = (state: HomeSearchParams, hash = `#${SECTION_ID}`) => `/${homeSearch(state)}${hash}`;
