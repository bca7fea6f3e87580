import { serviceWorker, retiringWorker } from "virtual:service-worker";
import type { Route } from "./+types/service-worker";
import { envContext, offlineRulesContext } from "~/lib/context";
import type { OfflineRules } from "~/lib/route-rules";

/** The worker with what the route table declares it keeps (app/lib/route-rules.ts), filled once. */
let filled: string | undefined;
function workerFor(rules: OfflineRules): string {
  const fill = (source: string, name: string, value: string) => {
    const placeholder = new RegExp(`(["'\`])__${name}__\\1`);
    if (!placeholder.test(source)) throw new Error(`service worker: no __${name}__ to fill`);
    return source.replace(placeholder, () => JSON.stringify(value));
  };
  filled ??= fill(fill(fill(serviceWorker, "KEEP", rules.keep), "PUBLIC", rules.public), "SHELLS", JSON.stringify(rules.shells));
  return filled;
}

/**
 * GET /sw.js: this release's service worker, or with PWA=false the one that retires it.
 * Always revalidated, so a release reaches phones (and a cache in front) at the next visit.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(context.get(envContext).PWA ? workerFor(context.get(offlineRulesContext)) : retiringWorker, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
