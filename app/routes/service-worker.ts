import { serviceWorker, retiringWorker } from "virtual:service-worker";
import type { Route } from "./+types/service-worker";
import { envContext } from "~/lib/context";

/**
 * GET /sw.js: this release's service worker, or with PWA=false the one that retires it.
 * Always revalidated, so a release reaches phones (and a cache in front) at the next visit.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(context.get(envContext).PWA ? serviceWorker : retiringWorker, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
