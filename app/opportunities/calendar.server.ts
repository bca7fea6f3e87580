/**
 * "Add to calendar" (docs/lifecycle.md): an open listing's deadline as an iCalendar file, one
 * all-day event on the deadline day with the listing's link, written by ical-generator.
 */
import ical from "ical-generator";
import { absoluteUrl } from "~/lib/meta";
import { localizePath } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import type { ListingDetail } from "./detail.server";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.listingPage;

/** The file's address beside the listing: /calendar/{slug}.ics (and its twins, /hi/calendar/…). */
export function calendarPath(slug: string): string {
  return `/calendar/${slug}.ics`;
}

/** The .ics text of an open listing with a deadline, in the translator's language; null otherwise. */
export function deadlineCalendar(
  listing: ListingDetail,
  site: { siteUrl: string; siteName: string },
  { t, locale }: Translator,
  now = Date.now(),
): string | null {
  if (listing.closed || !listing.deadline || listing.underReview) return null;
  const url = absoluteUrl(site.siteUrl, localizePath(listing.path, locale));
  const calendar = ical({ name: site.siteName, prodId: { company: site.siteName, product: "deadlines", language: locale.toUpperCase() } });
  calendar.createEvent({
    // Stable per listing and deadline: a calendar that imports it again updates the same entry.
    id: `${listing.slug}-${listing.deadline.toISOString().slice(0, 10)}@${new URL(site.siteUrl).host}`,
    // Deadlines are stored as midnight UTC of the deadline day (docs/decisions/003): an all-day event on that date.
    start: listing.deadline,
    allDay: true,
    summary: t(TEXT.calendarSummary, { title: listing.title }),
    description: `${t(TEXT.calendarDescription, { title: listing.title, organization: listing.organization.name })}\n${url}`,
    url,
    stamp: new Date(now),
  });
  return calendar.toString();
}
