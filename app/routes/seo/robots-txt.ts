import type { Route } from "./+types/robots-txt";
import { envContext } from "~/lib/context";
import { publicCache } from "~/lib/http";
import { robotsTxt } from "~/seo/sitemap.server";

/** GET /robots.txt: crawl everything public, point to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(envContext).SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": publicCache(86400) },
  });
}
