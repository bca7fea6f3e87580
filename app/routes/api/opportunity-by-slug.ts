import type { Route } from "./+types/opportunity-by-slug";
import { getOptionalUser } from "~/auth/guard.server";
import { dbContext, envContext } from "~/lib/context";
import { jsonError, sharedCacheControl } from "~/lib/http";
import { getPublicListing, toDetailRecord } from "~/opportunities/detail.server";

/** GET /api/opportunities/slug/{slug} (§7): the detail record of §3, or 404 with a JSON message. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listing = getPublicListing(context.get(dbContext), params.slug);
  // A listing under review after scam reports is not served to other sites (docs/decisions/130).
  if (!listing || listing.underReview) return jsonError(404, "Opportunity not found");
  if (listing.closed) {
    // A closed listing is no longer offered to other sites: only its poster's account and admins see it (docs/lifecycle.md).
    const user = await getOptionalUser(request, context);
    if (!user || !(user.isAdmin || (listing.postedBy !== null && user.id === listing.postedBy))) {
      return jsonError(404, "Opportunity not found");
    }
    return Response.json(toDetailRecord(listing), { headers: { "Cache-Control": "private, no-store" } });
  }
  // As long as a shared cache keeps an anonymous page, and no longer: a listing taken down goes soon.
  const cacheControl = sharedCacheControl(context.get(envContext).PAGE_CACHE_SECONDS);
  return Response.json(toDetailRecord(listing), { headers: { "Cache-Control": cacheControl } });
}
