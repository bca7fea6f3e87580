/**
 * A board search in words ("Design internships, paid, remote, matching “climate”"),
 * for feed titles, the alert form, alert mails and the alert pages, in the language of
 * the translator it is given (English by default: feeds, the API), naming places and causes by
 * the names it is given (app/taxonomy/filter-names.server.ts), and who can apply (app/eligibility/filter-words.ts). Browser-safe.
 */
import { INTL_LOCALE } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import {
  categoryFilterLabel,
  DURATION_LABELS,
  type HomeSearchParams,
  locationApplies,
  PAYMENT_LABELS,
} from "./search-params";
import { IN_WORDS_TEXTS as TEXT } from "../opportunities/texts";
import { whoInWords } from "~/eligibility/filter-words";

/** A place's and a cause's name in the reader's language (a cause is stored by its slug). */
export interface FilterNames {
  place(name: string): string;
  cause(slug: string): string;
}

export function filtersInWords(
  params: Pick<
    HomeSearchParams,
    "type" | "query" | "category" | "duration" | "stipend" | "location" | "verified" | "city" | "state" | "cause" | "minStipend" | "postedWithin" | "openTo" | "partTime" | "workLanguage" | "perk" | "programmeFor"
  >,
  { t, locale }: Pick<Translator, "t" | "locale">,
  names: FilterNames,
): string {
  const parts: string[] = [];
  const noun = t(TEXT.nouns[params.type]);
  parts.push(
    params.category !== "all"
      ? t(TEXT.categoryNoun, { category: t(categoryFilterLabel(params.category)), noun })
      : noun[0]!.toUpperCase() + noun.slice(1),
  );
  if (params.duration !== "any") parts.push(t(DURATION_LABELS[params.duration]));
  if (params.stipend !== "all-options") parts.push(t(PAYMENT_LABELS[params.stipend]));
  if (params.minStipend) parts.push(t(TEXT.minStipend, { amount: params.minStipend.toLocaleString(INTL_LOCALE[locale]) }));
  if (params.postedWithin && params.postedWithin !== "any") parts.push(t(TEXT.postedWithin[params.postedWithin]));
  if (params.location !== "worldwide" && locationApplies(params.type)) {
    parts.push(t({ remote: TEXT.remote, hybrid: TEXT.hybrid, "in-person": TEXT.inPerson }[params.location]));
  }
  const place = [params.city, params.state]
    .filter((name): name is string => Boolean(name))
    .map((name) => names.place(name))
    .join(", ");
  if (place) parts.push(t(TEXT.inPlace, { place }));
  if (params.verified) parts.push(t(TEXT.verifiedOnly));
  // Who can apply: "open to second-year students, part-time, work in Hindi, with a certificate".
  parts.push(...whoInWords(params, t, INTL_LOCALE[locale]));
  // Causes by their names, never the slugs the URL holds (climate, water-sanitation).
  if (params.cause?.length) parts.push(params.cause.map((slug) => names.cause(slug)).join(", "));
  let text = parts.join(", ");
  if (params.query) text = t(TEXT.matching, { words: text, query: params.query });
  return text;
}
