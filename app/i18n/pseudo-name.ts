/**
 * The data's names on the pseudo-language's pages (docs/decisions/455): a place, a category, a cause
 * without the admin's translation or a work language is shown as the catalogue's messages are
 * ("Pune" → "[Ƥũńē ~~]"), so the walk tells a name the board resolved for the page from English that
 * skipped it. The accents are those of `pseudolocale`, the library Lingui's pseudolocalisation
 * (app/i18n/pseudo.ts) calls with the same options; a unit test holds the two to one result.
 */
import pseudolocale from "pseudolocale";
import { PSEUDO_LANGUAGE } from "./languages.ts";

/** "Saved listings" → "[Saved listings ~~~~]", before the accents (the catalogue's shape). */
export function bracketed(message: string): string {
  return `[${message} ${"~".repeat(Math.max(2, Math.ceil(message.length / 3)))}]`;
}

/** A data name as the pseudo-language shows it: bracketed, lengthened and accented. */
export function pseudoName(name: string): string {
  return pseudolocale(bracketed(name), { prepend: "", append: "" });
}

/** Whether a page's language is the pseudo-language of tests. */
export function isPseudo(language: string): boolean {
  return language === PSEUDO_LANGUAGE.code;
}
