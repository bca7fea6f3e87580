import type { Route } from "./+types/opportunities-search";
import { dbContext, envContext } from "~/lib/context";
import { jsonError, publicCache } from "~/lib/http";
import { searchRoomContext } from "~/search/search-jobs.server";
import { parseApiSearchParams } from "~/search/search-schema";

/**
 * GET /api/opportunities/search (§7): the search-result shape of §3, a page of
 * `limit` (default and maximum 100) from `offset`, the total in X-Total-Count;
 * with a query, the matches of each type in X-Type-Counts (decision 275).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseApiSearchParams(new URL(request.url).searchParams);
  if (!parsed.success) return jsonError(400, parsed.message);
  const { limit, offset, ...parsedFilters } = parsed.data;
  // `type=internship` answers as the spec says, with the legacy jobs; `type=job` is new (decision 316).
  const filters = { ...parsedFilters, jobsAsInternships: true };
  const cacheSeconds = context.get(envContext).SEARCH_CACHE_SECONDS;
  const db = context.get(dbContext);
  // On a search thread when the server runs them (decision 442).
  const page = await context.get(searchRoomContext).run("apiPage", db, { filters, limit, offset, cacheSeconds });
  return Response.json(page.results, {
    headers: {
      "X-Total-Count": String(page.total),
      // Counting stops at COUNT_CAP: the total is then a lower bound (decision 160).
      ...(page.more ? { "X-Total-Count-Capped": "true" } : {}),
      ...(page.typeCounts !== null ? { "X-Type-Counts": page.typeCounts } : {}),
      // The board's "Showing results for …" (decision 297), percent-encoded: a header holds no Hindi.
      ...(page.corrected ? { "X-Search-Corrected-Query": encodeURIComponent(page.corrected) } : {}),
      "Cache-Control": publicCache(60),
    },
  });
}
