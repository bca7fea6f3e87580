import type { Route } from "./+types/web-manifest";
import { localeOfPath } from "~/i18n/locales";
import { dbContext, envContext } from "~/lib/context";
import { webManifest } from "~/offline/web-manifest.server";

/** GET /manifest.webmanifest (and /hi/…, /mr/…, every language's, app/offline/manifest-path.ts): what a phone needs to add the board to its home screen (404 with PWA=false). */
export function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  if (!env.PWA) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const locale = localeOfPath(new URL(request.url).pathname);
  return new Response(JSON.stringify(webManifest(context.get(dbContext), env, locale)), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
