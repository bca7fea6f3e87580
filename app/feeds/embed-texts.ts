/**
 * The embeds' words (docs/decisions/393): the page another site frames, and the snippet to copy
 * on the organisation page and "Your listings".
 */
import { defineTexts } from "~/i18n/define-texts";

export const EMBED_TEXTS = defineTexts("embed", {
  /** The framed page: its heading for one organisation, and for any board filter ({words}: the filters in words). */
  page: {
    organizationHeading: "Open opportunities at {name}",
    boardHeading: "{words} on {siteName}",
    none: "No open opportunities right now.",
    applyBy: "Apply by {date}",
    more: "See all on {siteName}",
    newTab: "(opens in a new tab)",
  },
  /** The one-line iframe to copy, where an organisation meets it. */
  snippet: {
    heading: "Show your open listings on your website",
    hint: "Copy this line into your web page: it shows your open listings, always up to date, with links to the board.",
    label: "Code to copy",
    frameTitle: "Open opportunities at {name}",
  },
});

export const EMBED_PAGE_TEXT = EMBED_TEXTS.page;
export const EMBED_SNIPPET_TEXT = EMBED_TEXTS.snippet;
