/** The loader of every feed route (/feed.xml, /feed.json and their language twins): one feed, two formats. */
import type { RouterContextProvider } from "react-router";
import { createServerI18n, i18nContext } from "../i18n/i18n.server";
import { dbContext, envContext } from "../lib/context";
import { type FeedFormat, feedResponse } from "./feed.server";

export function feedLoader(format: FeedFormat) {
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const env = context.get(envContext);
    return feedResponse(
      context.get(dbContext),
      request,
      { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS, pageCacheSeconds: env.PAGE_CACHE_SECONDS },
      createServerI18n(context.get(i18nContext).locale, "feed"),
      format,
    );
  };
}
