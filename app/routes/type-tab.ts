import { redirect } from "react-router";
import type { Route } from "./+types/type-tab";
import { englishPath, localeOfPath, localizePath } from "~/i18n/locales";
import { SECTION_ID } from "~/opportunities/board-links";
import { LISTING_TYPES, type ListingType } from "~/search/search-params";

/** "/internships" → internship: the tab each plural address opens (decision 317). */
const TYPE_OF_PATH = Object.fromEntries(LISTING_TYPES.map((type) => [`/${type}s`, type])) as Record<string, ListingType>;

/**
 * /internships, /fellowships, /courses, /jobs (and their /hi twins): permanent redirects to their
 * tab of the board, keeping any filters in the query ("/internships?category=design").
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = TYPE_OF_PATH[englishPath(url.pathname).replace(/\/$/, "")] ?? "internship";
  const params = new URLSearchParams(url.search);
  params.set("type", type);
  return redirect(`${localizePath("/", localeOfPath(url.pathname))}?${params.toString()}#${SECTION_ID}`, 301);
}
