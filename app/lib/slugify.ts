import Sanscript from "@indic-transliteration/sanscript";

/**
 * A URL slug of lower-case letters, digits and dashes from any text ("listing" when it has no
 * letter or digit). Devanagari (Hindi) is written in Latin letters first, as Hindi readers spell it
 * ("पुस्तकालय सहायक" → "pustakalay-sahayak"), the other Indian scripts by Sanscript's ITRANS;
 * Latin text gives the same slug as always (docs/decisions/255-devanagari-slugs.md). Letters no
 * rule writes in Latin give a short code of the text, never a generic word (decision 306).
 */
export function slugify(text: string): string {
  const slug = romanizeIndic(romanizeDevanagari(bengaliAsDevanagari(text)))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  if (slug) return slug;
  return /[\p{L}\p{N}]/u.test(text) ? codeOf(text.normalize("NFC")) : "listing";
}

/** Eight letters and digits from the text's code points (FNV-1a): the same name, the same code. */
function codeOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return `x${hash.toString(36).padStart(7, "0")}`;
}

const BENGALI_RUN = /[\u0980-\u09ff]+/g;
/** ড়, ঢ়, য় by their base letters (the nukta dropped, as in Hindi slugs); NFD would also split the two-part vowels (ো). */
const NUKTA_BASES: Readonly<Record<string, string>> = { "\u09dc": "\u09a1", "\u09dd": "\u09a2", "\u09df": "\u09af" };

/**
 * Bengali letter for letter in Devanagari (Sanscript), so that it is written in Latin by the same rules
 * as Hindi (no final inherent vowel, nukta dropped), with Bengali's own sounds: ব is b (but w after a
 * consonant, "স্বাস্থ্য" → "svasthya"), the anusvara ng ("বাংলা" → "bangla"), খণ্ড ত (ৎ) t.
 */
function bengaliAsDevanagari(text: string): string {
  return text.replace(BENGALI_RUN, (run) =>
    Sanscript.t(run.normalize("NFC").replace(/[\u09bc\u09dc\u09dd\u09df]/g, (letter) => NUKTA_BASES[letter] ?? "").replace(/\u09ce/g, "\u09a4\u09cd"), "bengali", "devanagari")
      .replace(/(?<!\u094d)\u0935/g, "\u092c")
      .replace(/\u0902/g, "\u0919\u094d"),
  );
}

/** The Indian scripts other than Devanagari and Bengali that Sanscript reads, by their Unicode blocks. */
const INDIC_SCRIPTS: readonly (readonly [RegExp, string])[] = [
  [/[\u0a00-\u0a7f]+/g, "gurmukhi"],
  [/[\u0a80-\u0aff]+/g, "gujarati"],
  [/[\u0b00-\u0b7f]+/g, "oriya"],
  [/[\u0b80-\u0bff]+/g, "tamil"],
  [/[\u0c00-\u0c7f]+/g, "telugu"],
  [/[\u0c80-\u0cff]+/g, "kannada"],
  [/[\u0d00-\u0d7f]+/g, "malayalam"],
];

function romanizeIndic(text: string): string {
  let latin = text;
  for (const [run, scheme] of INDIC_SCRIPTS) {
    latin = latin.replace(run, (letters) => {
      return Sanscript.t(letters, scheme, "itrans").replace(/~n/g, "n").replace(/RR[iI]/g, "ri");
    });
  }
  return latin;
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
      .replace(/~N/g, "ng")
      .replace(/RR[iI]/g, "ri")
      .replace(/LL[iI]/g, "li");
  });
}
