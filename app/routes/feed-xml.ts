import { redirect } from "react-router";
import type { Route } from "./+types/feed-xml";
import { boardFeed, etagMatches } from "~/feeds/feed.server";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext, envContext } from "~/lib/context";
import { sharedCacheControl } from "~/lib/http";

/** GET /feed.xml (and /hi/feed.xml, in Hindi): RSS 2.0 of the newest open listings of a board search or an organisation. */
export function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const feed = boardFeed(
    context.get(dbContext),
    new URL(request.url).searchParams,
    { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS },
    createServerI18n(context.get(i18nContext).locale, "feed"),
  );
  if (feed.status === "not-found") {
    return new Response("No such organization.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (feed.status === "moved") throw redirect(feed.location, 301);
  const headers = {
    "Content-Type": "application/rss+xml; charset=utf-8",
    "Cache-Control": sharedCacheControl(env.PAGE_CACHE_SECONDS),
    ETag: feed.etag,
  };
  if (etagMatches(request.headers.get("If-None-Match"), feed.etag)) return new Response(null, { status: 304, headers });
  return new Response(feed.xml, { headers });
}
