import type { Route } from "./+types/feed-xml";
import { feedResponse } from "~/feeds/feed.server";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext, envContext } from "~/lib/context";

/** GET /feed.xml (and /hi/feed.xml, in Hindi): RSS 2.0 of the newest open listings of a board search or an organisation. */
export function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  return feedResponse(
    context.get(dbContext),
    request,
    { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS, pageCacheSeconds: env.PAGE_CACHE_SECONDS },
    createServerI18n(context.get(i18nContext).locale, "feed"),
    "rss",
  );
}
