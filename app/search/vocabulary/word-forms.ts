/**
 * English word forms for search. The index's porter stemmer already makes "interns" and
 * "intern", "teaching" and "teach" one word; it keeps "internship" and "teacher" apart
 * from them. `wordRoot` strips the derivational endings it keeps, so that a search for one
 * form also finds the others (docs/decisions/295-search-understands-words.md).
 */

/** Endings stripped to reach a root, the longest first; a root keeps at least four letters. */
const ENDINGS = ["ships", "ship", "ations", "ation", "ings", "ing", "ers", "er", "ors", "or", "ists", "ist", "ies", "es", "ed", "s"];
const MIN_ROOT = 4;

/** "internship" → "intern", "teacher" → "teach", "designers" → "design"; a word without such an ending as it is. */
export function wordRoot(word: string): string {
  const lower = word.toLowerCase();
  for (const ending of ENDINGS) {
    if (lower.endsWith(ending) && lower.length - ending.length >= MIN_ROOT) return lower.slice(0, -ending.length);
  }
  return lower;
}

/** One English word's singular: "internships" → "internship", "cities" → "city", "classes" → "class"; others as they are. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return lower;
  if (lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith("s") && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}
