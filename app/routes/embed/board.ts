import type { Route } from "./+types/board";
import { embedResponse } from "~/feeds/embed.server";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext, envContext } from "~/lib/context";
import { routeHandle } from "~/lib/route-rules";

/** Public, made to be framed by other sites, its views counted as the embeds' (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", framable: true, counts: "embed" });

/** GET /embed?type=&cause=&city=&state=&query= (and its twins): the board's open listings for a filter, to frame (docs/decisions/393). */
export function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const site = { siteUrl: env.SITE_URL, siteName: env.SITE_NAME, cacheSeconds: env.SEARCH_CACHE_SECONDS, pageCacheSeconds: env.PAGE_CACHE_SECONDS };
  return embedResponse(context.get(dbContext), request, site, createServerI18n(context.get(i18nContext).locale, "embed"), null);
}
