import Sanscript from "@indic-transliteration/sanscript";

/**
 * A URL slug of lower-case letters, digits and dashes from any text ("listing" when nothing is left).
 * Devanagari (Hindi) is written in Latin letters first, as Hindi readers spell it
 * ("पुस्तकालय सहायक" → "pustakalay-sahayak"); Latin text gives the same slug as always
 * (docs/decisions/255-devanagari-slugs.md).
 */
export function slugify(text: string): string {
  const slug = romanizeDevanagari(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "listing";
}

const DEVANAGARI_RUN = /[\u0900-\u097f]+/g;
const VIRAMA = "\u094d";
const CONSONANT = "[\u0915-\u0939]";
/** A word-final consonant without a vowel sign: Hindi does not say its inherent "a"... */
const FINAL_CONSONANT = new RegExp(`(?<=[\\u0900-\\u097f])${CONSONANT}(?![\\u0900-\\u097f])`, "g");
/** ...except at the end of a conjunct of y, r or v ("madhya", "kendra"). */
const VOICED_CONJUNCT_END = new RegExp(`${VIRAMA}[\u092f\u0930\u0935]$`);

/**
 * Devanagari in Latin letters by Sanscript's ITRANS scheme, adjusted for Hindi: no final "a",
 * nasal signs as n or m, nukta dropped, ऑ as o, ज्ञ as gy; everything else is left as it is.
 */
function romanizeDevanagari(text: string): string {
  return text.replace(DEVANAGARI_RUN, (run) => {
    const hindi = run
      // NFD splits the letters with a nukta (ज़ → ज + ़), which Latin slugs drop.
      .normalize("NFD")
      .replace(/\u093c/g, "")
      .replace(/[\u0911\u0972]/g, "\u0913")
      .replace(/\u0949/g, "\u094b")
      // Anusvara and chandrabindu sound as m before p, ph, b, bh, m and as n elsewhere.
      .replace(/[\u0901\u0902](?=[\u092a-\u092e])/g, `\u092e${VIRAMA}`)
      .replace(/[\u0901\u0902]/g, `\u0928${VIRAMA}`)
      .replace(FINAL_CONSONANT, (consonant, offset: number, whole: string) =>
        VOICED_CONJUNCT_END.test(whole.slice(0, offset + 1)) ? consonant : consonant + VIRAMA,
      );
    return Sanscript.t(hindi, "devanagari", "itrans")
      .replace(/j~n/g, "gy")
      .replace(/~n/g, "n")
      .replace(/RR[iI]/g, "ri")
      .replace(/LL[iI]/g, "li");
  });
}
