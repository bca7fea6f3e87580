/** The loader of every feed route (/feed.xml, /feed.json and their language twins): one feed, two formats. */
import type { RouterContextProvider } from "react-router";
import { createServerI18n, i18nContext } from "../i18n/i18n.server";
import { withDataNames } from "../i18n/translate";
import { dbContext, envContext } from "../lib/context";
import { dataNames } from "../taxonomy/names.server";
import { type FeedFormat, feedResponse } from "./feed.server";

export function feedLoader(format: FeedFormat) {
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const env = context.get(envContext);
    const db = context.get(dbContext);
    const { locale } = context.get(i18nContext);
    // The admin's categories by their names in the feed's language, as pages show them (decision 301).
    const i18n = withDataNames(createServerI18n(locale, "feed"), locale === "en" ? undefined : dataNames(db, locale).names);
    return feedResponse(
      db,
      request,
      { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS, pageCacheSeconds: env.PAGE_CACHE_SECONDS },
      i18n,
      format,
    );
  };
}
