import type { Route } from "./+types/offline";
import { i18nContext } from "~/i18n/i18n.server";
import { pageMeta } from "~/lib/meta";
import { OfflinePage } from "~/offline/offline-page";
import { OFFLINE_TEXTS } from "~/offline/page-texts";
import { routeHandle } from "~/lib/route-rules";

/** The page the service worker shows offline, kept in each language the visitor reads (app/lib/route-rules.ts); a read page: no React (decision 320). */
export const handle = routeHandle({ audience: "public", offline: "shell", hydrate: false });

/** The title in the page's language (/hi/offline, decision 269). */
export function loader({ context }: Route.LoaderArgs) {
  return { title: context.get(i18nContext).t(OFFLINE_TEXTS.heading) };
}

/** /offline: what the service worker shows for a page it has no copy of, with the network gone. */
export default function Offline() {
  return <OfflinePage />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? OFFLINE_TEXTS.heading.message, noindex: true });
}
