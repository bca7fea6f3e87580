/**
 * The organisation pages' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English (ICU); the Hindi is in app/i18n/hi.ts (decisions 280, 285).
 */
import { defineTexts } from "~/i18n/define-texts";

export const ORGANIZATION_TEXTS = defineTexts("organizations", {
  organizationPage: {
    notFoundHeading: "Organization Not Found",
    notFoundMessage: "There is no organization page at this address.",
    backToBoard: "← Back to opportunities",
    openHeading: "Open opportunities ({count})",
    rssFeed: "RSS feed",
    rssFeedOf: " of {name}'s opportunities",
    noneOpen: "No open opportunities right now.",
    /** `shown` is the count formatted for the page's language. */
    pastCount: "{count, plural, one {{shown} past listing} other {{shown} past listings}}",
    summary: "Open internships, fellowships and courses from {name}.",
    rssTitle: "{name} opportunities",
    /** The page's <title> (the site name follows). */
    metaTitle: "{name}",
  },
});
