/**
 * A listing page's <title> and meta description in the page's language (decision 326), from the
 * facts the page shows: its own description when written in the page's language, otherwise a
 * sentence of its type, organisation and facts in the page's words.
 */
import { INTL_LOCALE } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import { textLanguage } from "~/lib/text-language";
import { metaSummary } from "~/lib/meta";
import { categoryLabel } from "./constants";
import type { ListingDetail } from "./detail.server";
import { formatDeadline } from "./listing-rules";
import { localCities } from "~/taxonomy/place-names.server";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.listingPage;

export function listingHead(listing: ListingDetail, { t, locale }: Translator) {
  const type = t(OPPORTUNITY_TEXTS.types[listing.kind === "job" ? "job" : listing.opportunityType]);
  const organization = listing.organization.name;
  const title = t(listing.closed ? TEXT.closedTitle : TEXT.title, { title: listing.title, organization });
  if (textLanguage(listing.description, locale) === locale) return { title, description: metaSummary(listing.description) };
  const dateLocale = INTL_LOCALE[locale];
  const facts = [
    listing.location && t(listing.location),
    // Its cities by their names in the page's language, as the page shows them.
    listing.city && localCities(listing.city, locale),
    listing.category && t(categoryLabel(listing.category)),
    listing.duration && t(listing.duration),
    // The poster's own stipend words; an unpaid listing says nothing of it here.
    listing.stipend,
    listing.deadline && !listing.closed ? t(TEXT.applyByDate, { date: formatDeadline(listing.deadline, dateLocale) }) : null,
  ].filter((fact): fact is string => Boolean(fact));
  const list = new Intl.ListFormat(dateLocale, { style: "short", type: "unit" }).format(facts);
  return { title, description: metaSummary(t(TEXT.metaDescription, { type, organization, facts: list })) };
}
