/**
 * The language a piece of listing text is written in, for its `lang` attribute: posters write
 * in English or Hindi, and a screen reader reads Devanagari only with a Hindi voice (an
 * English voice skips it or spells it out), while a Hindi voice reads the English words of a
 * mixed title well. So any Devanagari makes the text Hindi (docs/decisions/257-listing-text-lang.md).
 */
export type TextLanguage = "en" | "hi";

const DEVANAGARI = /\p{Script=Devanagari}/u;

export function textLanguage(text: string): TextLanguage {
  return DEVANAGARI.test(text) ? "hi" : "en";
}

/** The `lang` attribute for `text` on a page in `pageLanguage`: only where the two differ. */
export function langAttribute(text: string | null | undefined, pageLanguage: TextLanguage = "en"): TextLanguage | undefined {
  if (!text) return undefined;
  const language = textLanguage(text);
  return language === pageLanguage ? undefined : language;
}
