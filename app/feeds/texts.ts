/**
 * The RSS feeds' own words (the channel and each item's line), written on the server in the
 * feed's language: /feed.xml in English, /hi/feed.xml in Hindi (decision 267). `{words}` is a
 * search in words (app/search/filters-in-words.ts).
 */
import { defineTexts } from "~/i18n/define-texts";

export const FEED_TEXTS = defineTexts("feed", {
  title: "{words} on {siteName}",
  description: "The newest open {words} on {siteName}.",
  organizationTitle: "{name} on {siteName}",
  organizationDescription: "Open {words} from {name}, newest first.",
  unpaid: "Unpaid",
  applyBy: "Apply by {date}",
});
