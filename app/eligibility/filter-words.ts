/**
 * The who-can-apply filters (filter.ts) named in the reader's language: the board's active-filter
 * chips ("Second-year students", "Part-time", "Work in Hindi", "Certificate") and a search in words
 * ("open to second-year students, part-time, work in Hindi, with a certificate": alert pages and
 * mails, feed titles; app/search/filters-in-words.ts). Browser-safe.
 */
import type { Msg } from "~/i18n/define-texts";
import type { WhoFilters } from "./filter";
import { WHO_TEXTS } from "./texts";
import type { Perk } from "./values";
import { languageName } from "./words";

type T = (msg: Msg, values?: Record<string, string | number>) => string;

export type WhoChipKey = "openTo" | "partTime" | "workLanguage" | "programmeFor" | `perk-${Perk}`;

export interface WhoChip {
  key: WhoChipKey;
  label: Msg;
  values?: Record<string, string>;
  /** The filters with only this one taken away (one perk of several: the others stay). */
  without: WhoFilters;
}

/** The chips of the filters set, in the panel's order; `locale` (an Intl locale) names the language. */
export function whoChips(filters: WhoFilters, locale: string): WhoChip[] {
  const chips: WhoChip[] = [];
  if (filters.openTo) chips.push({ key: "openTo", label: WHO_TEXTS.openTo[filters.openTo], without: { openTo: undefined } });
  if (filters.workLanguage) {
    chips.push({
      key: "workLanguage",
      label: WHO_TEXTS.block.languages,
      values: { languages: languageName(filters.workLanguage, locale) },
      without: { workLanguage: undefined },
    });
  }
  if (filters.programmeFor) chips.push({ key: "programmeFor", label: WHO_TEXTS.programmes[filters.programmeFor], without: { programmeFor: undefined } });
  if (filters.partTime) chips.push({ key: "partTime", label: WHO_TEXTS.block.partTime, without: { partTime: undefined } });
  for (const perk of filters.perk ?? []) {
    const rest = (filters.perk ?? []).filter((p) => p !== perk);
    chips.push({ key: `perk-${perk}`, label: WHO_TEXTS.perks[perk], without: { perk: rest.length ? rest : undefined } });
  }
  return chips;
}

/** "Second-year students" → "second-year students" inside a sentence (scripts without cases are kept). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The filters set as phrases of a search in words, in the translator's language; `locale` (an Intl locale) names the language. */
export function whoInWords(filters: WhoFilters, t: T, locale: string): string[] {
  const parts: string[] = [];
  if (filters.openTo) parts.push(t(WHO_TEXTS.inWords.openTo, { who: lowerFirst(t(WHO_TEXTS.openTo[filters.openTo])) }));
  if (filters.partTime) parts.push(t(WHO_TEXTS.inWords.partTime));
  if (filters.workLanguage) parts.push(t(WHO_TEXTS.inWords.workLanguage, { language: languageName(filters.workLanguage, locale) }));
  for (const perk of filters.perk ?? []) parts.push(t(WHO_TEXTS.inWords.perks[perk]));
  if (filters.programmeFor) parts.push(lowerFirst(t(WHO_TEXTS.programmes[filters.programmeFor])));
  return parts;
}
