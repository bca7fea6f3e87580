import { feedLoader } from "~/feeds/feed-loader.server";

/** GET /feed.json (and its twins): the same feed as /feed.xml, with its filters, as JSON Feed 1.1 (docs/decisions/392). */
export const loader = feedLoader("json");
