import { data } from "react-router";
import type { Route } from "./+types/stats-csv";
import { csvResponse, toCsv } from "~/insights/csv";
import { listingDailyCounts, posterStatsCsvRows } from "~/insights/listing-stats.server";
import { dbContext } from "~/lib/context";
import { findManagedListing } from "~/posters/managed-listing.server";
import { routeHandle } from "~/lib/route-rules";

/** The poster's secret link (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"] });

/** /manage/:token/stats.csv: the manage page's daily views and apply clicks, for posters who report to funders. */
export function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const listing = findManagedListing(db, params.token);
  if (!listing) throw data(null, { status: 404 });
  const days = listing.publicPath ? listingDailyCounts(db, listing.id, listing.postedAt) : [];
  return csvResponse(`${listing.slug}-stats.csv`, toCsv(["date", "views", "apply_clicks"], posterStatsCsvRows(days)));
}
