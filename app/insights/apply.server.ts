/**
 * Where `/apply/{slug}` sends a visitor: the listing's own application address (an http(s)
 * URL, or a mail address as `mailto:`). The listing page links there so that apply clicks
 * are counted (app/insights/count-requests.server.ts); JSON-LD and the API keep the
 * organisation's own URL.
 */
import type { Db } from "../../db/client.server";
import { getPublicListing } from "../opportunities/detail.server";
import { applicationTarget } from "./application-target";

export type ApplyTarget =
  | { state: "open"; url: string }
  | { state: "closed"; title: string; path: string }
  | { state: "missing" };

export function findApplyTarget(db: Db, slug: string, now = Date.now()): ApplyTarget {
  const listing = getPublicListing(db, slug, now);
  if (!listing || listing.underReview) return { state: "missing" };
  if (listing.closed) return { state: "closed", title: listing.title, path: listing.path };
  const url = applicationTarget(listing.applicationUrl);
  return url ? { state: "open", url } : { state: "missing" };
}
