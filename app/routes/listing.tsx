import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/listing";
import { dbContext, envContext } from "~/lib/context";
import { errorTitle, pageMeta } from "~/lib/meta";
import { getPublicListing } from "~/opportunities/detail.server";
import { ListingNotFound, ListingPage, listingNotFoundTexts } from "~/opportunities/listing-page";
import { listingHead } from "~/opportunities/listing-head.server";
import { listingPageData } from "~/opportunities/listing-view.server";
import { facetKey, relatedListings } from "~/opportunities/related.server";
import { i18nContext } from "~/i18n/i18n.server";
import { englishPath, localizePath } from "~/i18n/locales";
import { routeHandle } from "~/lib/route-rules";

/** A listing: public, kept by the page cache and offline; a view is counted (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, offline: "keep", counts: "view", hydrate: false });

/** /internships/:slug, /fellowships/:slug, /courses/:slug, /scholarships/:slug and /jobs/:slug (§2 Detail). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const listing = getPublicListing(context.get(dbContext), params.slug);
  if (!listing) throw data(null, { status: 404 });
  // A listing opened under another type's prefix answers with its own address.
  const url = new URL(request.url);
  const i18n = context.get(i18nContext);
  if (englishPath(url.pathname).split("/")[1] !== listing.pathPrefix) {
    throw redirect(localizePath(`${listing.path}${url.search}`, i18n.locale), 301);
  }
  // The head in the page's language, from the facts the page shows (decision 326); its causes and similar listings (decision 346).
  const related = relatedListings(context.get(dbContext), facetKey(listing.kind, listing.id), { language: i18n.locale });
  return { ...listingPageData(listing, env, i18n.locale), head: listingHead(listing, i18n), related };
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={loaderData.listing} related={loaderData.related} />;
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: notFoundTitle(args), noindex: true });
  const l = loaded.listing;
  return pageMeta(args, {
    title: loaded.head.title,
    description: loaded.head.description,
    path: l.path,
    jsonLd: loaded.jsonLd ?? undefined,
    // A closed listing keeps its address for those who saved it, but leaves search engines (docs/lifecycle.md).
    noindex: l.underReview || l.closed || undefined,
  });
}

/** "Course Not Found" (the spec's "Job Not Found" for a job) in the page's language (the root loader translated it). */
function notFoundTitle(args: Route.MetaArgs): string {
  return errorTitle(args, listingNotFoundTexts(args.location.pathname).heading);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Not found, or the load failed (§2, §8): the same page, with the real status kept by the server.
  // In the browser; on the server handleError (entry.server.tsx) has logged it.
  if (typeof document !== "undefined" && (!isRouteErrorResponse(error) || error.status !== 404)) console.error(error);
  return <ListingNotFound />;
}
