/**
 * Spellings of one Hindi word that search treats as the same word, folded the same way in
 * the index (the search triggers run `searchFoldSql`) and in the query (`foldForSearch`):
 * docs/decisions/256-hindi-search.md.
 *
 * - Zero-width joiner and non-joiner only choose how a conjunct is drawn: removed.
 * - The nukta is often left out (जमीन for ज़मीन, फेलोशिप for फ़ेलोशिप), and a letter with a
 *   nukta has two encodings (U+095B, or ज + U+093C): the nukta is removed, and the
 *   precomposed letters become their base letter.
 * - Chandrabindu and anusvara are used for each other (माँ, मां): chandrabindu becomes anusvara.
 * - A nasal consonant with virama before a consonant of its own class is written as anusvara
 *   just as often (हिन्दी, हिंदी; सम्बन्ध, संबंध): it becomes anusvara.
 *
 * Each rule is a plain replacement, so the index triggers apply them with SQL `replace()`:
 * no application function has to be registered on every connection that writes listings.
 */
const VIRAMA = "\u094d";
const ANUSVARA = "\u0902";

/** Nasal consonants and the consonants of their class (velar, palatal, retroflex, dental, labial). */
const NASAL_CLASSES: readonly [nasal: string, consonants: string][] = [
  ["ङ", "कखगघ"],
  ["ञ", "चछजझ"],
  ["ण", "टठडढ"],
  ["न", "तथदध"],
  ["म", "पफबभ"],
];

/** The replacements, applied in this order. */
export const SEARCH_FOLDS: readonly (readonly [from: string, to: string])[] = [
  ["\u200c", ""],
  ["\u200d", ""],
  ["\u0958", "क"],
  ["\u0959", "ख"],
  ["\u095a", "ग"],
  ["\u095b", "ज"],
  ["\u095c", "ड"],
  ["\u095d", "ढ"],
  ["\u095e", "फ"],
  ["\u095f", "य"],
  ["\u0929", "न"],
  ["\u0931", "र"],
  ["\u0934", "ळ"],
  ["\u093c", ""],
  ["\u0901", ANUSVARA],
  ...NASAL_CLASSES.flatMap(([nasal, consonants]) =>
    [...consonants].map((consonant) => [`${nasal}${VIRAMA}${consonant}`, `${ANUSVARA}${consonant}`] as const),
  ),
];

const DEVANAGARI = /[\u0900-\u097f]/;

/** `text` with Hindi spelling variants folded (unchanged when it has no Devanagari). */
export function foldForSearch(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  let folded = text;
  for (const [from, to] of SEARCH_FOLDS) folded = folded.replaceAll(from, to);
  return folded;
}

/** A SQL expression that folds the text of the SQL expression `expression` like `foldForSearch`. */
export function searchFoldSql(expression: string): string {
  // Code points rather than the characters themselves: marks and zero-width characters stay legible in SQL.
  const literal = (s: string) => (s ? `char(${[...s].map((c) => c.codePointAt(0)).join(", ")})` : "''");
  const folded = SEARCH_FOLDS.reduce((sql, [from, to]) => `replace(${sql}, ${literal(from)}, ${literal(to)})`, expression);
  // Text without Devanagari (most listings) skips the replacements, which cost as much as indexing.
  return `CASE WHEN ${expression} GLOB '*[' || char(2304) || '-' || char(2431) || ']*' THEN ${folded} ELSE ${expression} END`;
}
