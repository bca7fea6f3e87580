import type { Route } from "./+types/offline";
import { pageMeta } from "~/lib/meta";
import { OfflinePage } from "~/offline/offline-page";
import { OFFLINE_TEXT } from "~/offline/texts";

/** /offline: what the service worker shows for a page it has no copy of, with the network gone. */
export default function Offline() {
  return <OfflinePage />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: OFFLINE_TEXT.heading, noindex: true });
}
