import type { Route } from "./+types/sitemap-part";
import { dbContext, envContext } from "~/lib/context";
import { publicCache } from "~/lib/http";
import { sitemapPartXml } from "~/seo/sitemap.server";

/** GET /sitemap/{n}.xml: one part of a sitemap split by the 50,000-URL limit. */
export function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  const xml = match ? sitemapPartXml(context.get(dbContext), context.get(envContext).SITE_URL, Number(match[1])) : null;
  if (xml === null) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": publicCache(3600) },
  });
}
