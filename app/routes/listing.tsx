import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/listing";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { getPublicListing } from "~/opportunities/detail.server";
import { ListingNotFound, ListingPage } from "~/opportunities/listing-page";
import { listingPageData } from "~/opportunities/listing-view.server";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

/** /internships/:slug, /fellowships/:slug, /courses/:slug, /scholarships/:slug and /jobs/:slug (§2 Detail). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const listing = getPublicListing(context.get(dbContext), params.slug);
  if (!listing) throw data(null, { status: 404 });
  // A listing opened under another type's prefix answers with its own address.
  const url = new URL(request.url);
  if (url.pathname.split("/")[1] !== listing.pathPrefix) throw redirect(`${listing.path}${url.search}`, 301);
  return listingPageData(listing, env);
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={loaderData.listing} />;
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: OPPORTUNITY_TEXTS.listingPage.notFoundHeading, noindex: true });
  const l = loaded.listing;
  const summary = l.description.replace(/\s+/g, " ").trim();
  return pageMeta(args, {
    title: OPPORTUNITY_TEXTS.listingPage.title(l.title, l.organization),
    description: summary.length > 160 ? `${summary.slice(0, 157)}...` : summary,
    path: l.path,
    jsonLd: loaded.jsonLd ?? undefined,
    noindex: l.underReview || undefined,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Not found, or the load failed (§2, §8): the same page, with the real status kept by the server.
  // In the browser; on the server handleError (entry.server.tsx) has logged it.
  if (typeof document !== "undefined" && (!isRouteErrorResponse(error) || error.status !== 404)) console.error(error);
  return <ListingNotFound />;
}
