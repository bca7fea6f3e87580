import { href } from "react-router";
import type { Env } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/meta";
import { type ListingDetail, salaryText } from "./detail.server";
import { listingJsonLd } from "../seo/job-posting";
import type { Locale } from "~/i18n/locales";
import { localCities } from "../taxonomy/place-names.server";
import { applicationTarget } from "~/insights/application-target";
import { closingSoonDays } from "./listing-rules";
import { calendarPath } from "./calendar.server";

/** What the detail page shows of a public listing, and its JobPosting data unless it is under review. */
export function listingPageData(listing: ListingDetail, env: Pick<Env, "SITE_URL" | "SITE_NAME">, locale: Locale, now = Date.now()) {
return {
  listing: {
    path: listing.path,
    type: listing.opportunityType,
    title: listing.title,
    // The language its poster wrote it in, for its text's `lang` (app/lib/text-language.ts).
    writtenIn: listing.writtenIn ?? null,
    organization: listing.organization.name,
    organizationSlug: listing.organization.slug,
    url: absoluteUrl(env.SITE_URL, listing.path),
    logo: listing.organization.logo,
    category: listing.category,
    location: listing.location,
    city: localCities(listing.city, locale),
    kind: listing.kind,
    salary: salaryText(listing),
    duration: listing.duration,
    postedAt: listing.postedAt.toISOString(),
    deadline: listing.deadline?.toISOString() ?? null,
    skills: listing.skills,
    description: listing.description,
    requirements: listing.requirements,
    applicationInstructions: listing.applicationInstructions,
    applicationUrl: listing.applicationUrl,
    // Through /apply/{slug}, which counts the click (app/insights).
    applyUrl: applicationTarget(listing.applicationUrl) ? href("/apply/:slug", { slug: listing.slug }) : null,
    closed: listing.closed,
    closesInDays: listing.closed ? null : closingSoonDays(listing.deadline, now),
    // "Add to calendar": the deadline day as an .ics file (docs/lifecycle.md).
    calendarPath: !listing.closed && listing.deadline ? calendarPath(listing.slug) : null,
    verified: listing.organization.verified,
    underReview: listing.underReview,
    // Visitors report any listing, jobs too (docs/decisions/130, 345).
    reportPath: href("/report/:slug", { slug: listing.slug }),
    who: listing.who,
  },
  jsonLd: listing.underReview ? null : listingJsonLd(listing, { siteUrl: env.SITE_URL, siteName: env.SITE_NAME }, { locale, now }),
};
}

export type ListingView = ReturnType<typeof listingPageData>["listing"];
