import type { Route } from "./+types/sitemap-xml";
import { dbContext, envContext } from "~/lib/context";
import { publicCache } from "~/lib/http";
import { sitemapXml } from "~/seo/sitemap.server";

/** GET /sitemap.xml: open listings, static pages and included sitemap entries. */
export function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(context.get(dbContext), context.get(envContext).SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": publicCache(3600) },
  });
}
