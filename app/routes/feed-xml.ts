import { feedLoader } from "~/feeds/feed-loader.server";

/** GET /feed.xml (and its twins, in their language): RSS 2.0 of the newest open listings of a board search or an organisation. */
export const loader = feedLoader("rss");
