/**
 * Turns what a visitor typed into an FTS5 query that can only mean "these words":
 * the text is split into words (letters, with their marks such as Hindi vowel signs,
 * and digits) after folding Hindi spelling variants as the index does, each word is quoted as an
 * FTS5 string, and the last one gets `*` for prefix matching. FTS5 syntax typed
 * by the visitor (quotes, `*`, NEAR, AND/OR/NOT, `-`, `^`, `:`, parentheses) is
 * therefore searched as plain words and can never make the query fail. A word that
 * names a city finds any of its names ("Bangalore" finds Bengaluru, decision 278).
 */
import { cityNameWords } from "../taxonomy/cities";
import { foldForSearch } from "./search-fold";

const MAX_WORDS = 12;

/**
 * `prefix` decides whether the last word is matched as a prefix (default: when it
 * has two letters or more); the search passes a rule that keeps prefixes to the
 * lengths the index serves (search.server.ts).
 */
export function toFtsQuery(input: string, prefix: (word: string) => boolean = () => true): string | null {
  const words = foldForSearch(input.normalize("NFKC")).match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  const kept = words.slice(0, MAX_WORDS);
  return kept
    .map((word, i) => {
      const quoted = `"${word.replace(/"/g, '""')}"`;
      // A one-letter prefix would match a large part of the index and mean little.
      const typed = i === kept.length - 1 && word.length >= 2 && prefix(word) ? `${quoted}*` : quoted;
      const others = cityNameWords(word)?.filter((name) => name !== word.toLowerCase());
      return others?.length ? `(${[typed, ...others.map((name) => `"${name}"`)].join(" OR ")})` : typed;
    })
    .join(" ");
}
