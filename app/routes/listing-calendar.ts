import type { Route } from "./+types/listing-calendar";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext, envContext } from "~/lib/context";
import { sharedCacheControl } from "~/lib/http";
import { deadlineCalendar } from "~/opportunities/calendar.server";
import { getPublicListing } from "~/opportunities/detail.server";

/** GET /calendar/{slug}.ics (and its twins): an open listing's deadline day as a calendar entry; 404 otherwise. */
export function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : null;
  const listing = slug ? getPublicListing(context.get(dbContext), slug) : null;
  const env = context.get(envContext);
  const ics = listing
    ? deadlineCalendar(listing, { siteUrl: env.SITE_URL, siteName: env.SITE_NAME }, createServerI18n(context.get(i18nContext).locale, "listing"))
    : null;
  if (!ics) return new Response("No open listing with a deadline here.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}.ics"`,
      "Cache-Control": sharedCacheControl(env.PAGE_CACHE_SECONDS),
    },
  });
}
