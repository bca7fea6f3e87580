import type { Route } from "./+types/feed-json";
import { feedResponse } from "~/feeds/feed.server";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext, envContext } from "~/lib/context";

/** GET /feed.json (and its twins): the same feed as /feed.xml, with its filters, as JSON Feed 1.1 (docs/decisions/392). */
export function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  return feedResponse(
    context.get(dbContext),
    request,
    { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS, pageCacheSeconds: env.PAGE_CACHE_SECONDS },
    createServerI18n(context.get(i18nContext).locale, "feed"),
    "json",
  );
}
