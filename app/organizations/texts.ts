/**
 * The organisation pages' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English (ICU); the Hindi is in app/i18n/hi.ts (decisions 280, 285).
 */
import { defineTexts } from "~/i18n/define-texts";

export const ORGANIZATION_TEXTS = defineTexts("organizations", {
  organizationPage: {
    notFoundHeading: "Organisation not found",
    notFoundMessage: "There is no organisation page at this address.",
    backToBoard: "← Back to opportunities",
    openHeading: "Open opportunities ({count})",
    rssFeed: "RSS feed",
    /** The same feed as JSON Feed (docs/decisions/392); its screen-reader words are rssFeedOf's. */
    jsonFeed: "JSON Feed",
    rssFeedOf: " of {name}'s opportunities",
    noneOpen: "No open opportunities right now.",
    /** `shown` is the count formatted for the page's language. */
    pastCount: "{count, plural, one {{shown} past listing} other {{shown} past listings}}",
    summary: "Open internships, fellowships and courses from {name}.",
    rssTitle: "{name} opportunities",
    /** The page's <title> (the site name follows). */
    metaTitle: "{name}",
  },
  /** /organizations: the directory of organisations with open listings (decision 317). */
  directory: {
    title: "Organisations",
    lead: "Organisations with open opportunities, by name.",
    searchLabel: "Search organisations by name",
    search: "Search",
    openCount: "{count, plural, one {{shown} open opportunity} other {{shown} open opportunities}}",
    none: "No organisation with open opportunities matches “{query}”.",
    empty: "No organisation has open opportunities right now.",
    pages: "Pages",
    previous: "← Previous",
    next: "Next →",
    pageOf: "Page {page} of {pages}",
    causes: "Causes",
  },
});
