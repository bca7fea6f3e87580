/**
 * The causes' public words (docs/decisions/271): the form's checkboxes, the board's chips, the
 * cause pages and the home page's "Browse by cause". Message ids with their English text; the
 * Hindi is in app/i18n/hi.ts. The causes' own names are the admin's data, shown as written.
 */
import { defineTexts } from "~/i18n/define-texts";

export const CAUSE_TEXTS = defineTexts("causes", {
  field: {
    legend: "Causes",
    hint: "Choose one to three impact areas this opportunity works on.",
    // The schema's messages (schema.ts), found by their English on Hindi forms (app/submissions/errors.ts).
    missing: "Please choose at least one cause",
    tooMany: "Choose at most {max} causes",
  },
  filter: {
    label: "Cause",
    chips: "Filter by cause",
    any: "All causes",
    remove: "Remove the cause filter {name}",
  },
  listing: {
    label: "Causes",
  },
  page: {
    heading: "{name}: opportunities",
    metaTitle: "{name} opportunities",
    metaDescription: "Open internships, fellowships, courses and jobs in {name} in India.",
    open: "{count, plural, =0 {No open opportunities yet} one {# open opportunity} other {# open opportunities}}",
    none: "There are no open opportunities for this cause right now. Follow its feed or set an alert to hear of new ones.",
    allOnBoard: "See them on the board with more filters",
    feed: "RSS feed of this cause",
    alert: "Get new {name} opportunities by email",
    breadcrumb: "Causes",
  },
  home: {
    heading: "Browse by cause",
  },
  notFound: {
    heading: "Cause not found",
    message: "This cause does not exist or is no longer listed.",
  },
  organization: {
    heading: "Causes",
  },
});
