/**
 * The board's bilingual vocabulary (docs/glossary/vocabulary.tsv, compiled into
 * `compiled.ts` so the server bundle and every script carry it): one concept per row, a
 * `kind` and one column per language (`en`, `hi`, `hinglish`, `mr`, `bn`, `bn-latn`…), each cell
 * holding `|`-separated words or phrases. Columns are read by their header, so a new
 * language is a new column and no code. A word of any column names the row's concept;
 * a search for it also finds every other word of the row (decision 295).
 */
import { foldForSearch } from "../search-fold";
import { VOCABULARY_TSV } from "./compiled";
import { bengaliKey, hasBengali, hasDevanagari, MIN_KEY_LENGTH, phoneticKey } from "./phonetic";
import { singular } from "./word-forms";

export const VOCABULARY_KINDS = ["type", "pay", "cause", "category", "skill", "role", "word", "synonym"] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

/** Columns that describe a row rather than hold its words. */
const META_COLUMNS = new Set(["kind", "note"]);
/** The column of English words, matched by English word forms; other Latin words are romanised Hindi (or another language), matched by sound. */
const ENGLISH = "en";
/** The column of Bengali typed in Latin letters (poribesh, shikkha), matched by the Bengali sound key (docs/decisions/415). */
const BENGALI_LATIN = "bn-latn";
/** Phrases of up to this many words are looked up. */
export const MAX_PHRASE_WORDS = 4;

export interface Concept {
  kind: VocabularyKind;
  /** The first English word: a type's or pay's value ("internship", "paid"). */
  canonical: string;
  /** Every word and phrase of the row, in every language, as written. */
  words: readonly string[];
  /** The words of the `en` column. */
  english: readonly string[];
  /** The words in a script other than Latin (Devanagari…): what English text does not hold. */
  otherScripts: readonly string[];
}

export interface Vocabulary {
  concepts: readonly Concept[];
  /**
   * The concepts named by the first `length` words of `words` (the longest phrase that names one), or null.
   * `keysOfWords` keeps each word's lookup keys for a query's later lookups (its sound keys cost most).
   */
  lookup(words: readonly string[], keysOfWords?: Map<string, string[]>): { concepts: readonly Concept[]; length: number } | null;
  /** Every single word of the vocabulary, lower case: what a misspelt word may be corrected to. */
  dictionary: readonly string[];
  /** Whether a word (folded, lower case) is a one-word entry of some column as it is spelt. */
  has(word: string): boolean;
}

/** The words of a query, as the index splits text (letters with their marks, digits). */
export function splitWords(text: string): string[] {
  return foldForSearch(text.normalize("NFKC")).toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The keys one word is looked up by: its exact folded form (`d:`, `e:`), then its sounds: the Hindi
 * key (`p:`, decision 296) and the Bengali one (`b:`, decision 415), each in its own key space. A
 * query's Latin word (`column` null) has both sound keys; a word of the table only its language's.
 */
function wordKeys(word: string, column: string | null): string[] {
  if (hasDevanagari(word)) {
    const key = phoneticKey(word);
    return [`d:${word}`, ...(key ? [`p:${key}`] : [])];
  }
  if (hasBengali(word)) {
    // A Bengali word of the table is found by its sound from Latin letters; one typed in Bengali only as spelt
    // (the key is loose: সময় and সমাজ share one).
    const key = column === null ? "" : bengaliKey(word);
    return [`d:${word}`, ...(key ? [`b:${key}`] : [])];
  }
  if (/^\p{Script=Latin}/u.test(word) === false) return [`d:${word}`];
  // Romanised words are also looked up as spelt ("jal", "kaam"), whose sound keys are too short to use alone.
  const keys = [`e:${singular(word)}`];
  if (column !== ENGLISH && column !== BENGALI_LATIN) {
    const key = phoneticKey(word);
    if (key) keys.push(`p:${key}`);
  }
  if (column === null || column === BENGALI_LATIN) {
    const key = bengaliKey(word);
    if (key) keys.push(`b:${key}`);
  }
  return keys;
}

/** Keys of a word as spelt; the others are sound keys, consulted only when no spelling names a concept. */
const isSpelt = (key: string) => key.startsWith("d:") || key.startsWith("e:");

/** Every key of a phrase: the keys of its words combined in order, one kind of key at a time. */
function phraseKeys(words: readonly string[], column: string | null): string[] {
  return keysOfPhrase(words.map((word) => wordKeys(word, column)));
}

/** A phrase's keys from its words' keys (wordKeys). */
function keysOfPhrase(perWord: readonly string[][]): string[] {
  const keys: string[] = [];
  for (const kind of ["d:", "e:", "p:", "b:"]) {
    const parts = perWord.map((keysOfWord) => keysOfWord.find((key) => key.startsWith(kind)) ?? keysOfWord.find((key) => key.startsWith("d:")));
    if (parts.every((part) => part !== undefined)) keys.push(`${kind}${parts.map((part) => part!.slice(2)).join(" ")}`);
  }
  return [...new Set(keys)];
}

export function parseVocabulary(tsv: string): Vocabulary {
  const lines = tsv.split(/\r?\n/).filter((line) => line.trim() && !line.startsWith("#"));
  const header = (lines.shift() ?? "").split("\t").map((name) => name.trim());
  const kindAt = header.indexOf("kind");
  if (kindAt < 0 || !header.includes(ENGLISH)) throw new Error("vocabulary.tsv needs the columns en and kind");
  const concepts: Concept[] = [];
  const byKey = new Map<string, Concept[]>();
  const dictionary = new Set<string>();
  for (const line of lines) {
    const cells = line.split("\t");
    const kind = cells[kindAt]?.trim() as VocabularyKind;
    if (!VOCABULARY_KINDS.includes(kind)) throw new Error(`vocabulary.tsv: unknown kind "${kind}" in: ${line}`);
    const words: string[] = [];
    const english: string[] = [];
    const otherScripts: string[] = [];
    const keyed: [string, string][] = [];
    header.forEach((column, i) => {
      if (META_COLUMNS.has(column)) return;
      for (const variant of (cells[i] ?? "").split("|").map((w) => w.trim()).filter(Boolean)) {
        words.push(variant);
        if (column === ENGLISH) english.push(variant);
        else if (!/\p{Script=Latin}/u.test(variant)) otherScripts.push(variant);
        const split = splitWords(variant);
        for (const key of phraseKeys(split, column)) keyed.push([key, variant]);
        for (const word of split) if (split.length === 1 && word.length >= 4) dictionary.add(word);
      }
    });
    const concept: Concept = { kind, canonical: english[0]?.toLowerCase() ?? "", words, english, otherScripts };
    concepts.push(concept);
    for (const [key] of keyed) {
      const list = byKey.get(key) ?? [];
      if (!list.includes(concept)) list.push(concept);
      byKey.set(key, list);
    }
  }
  return {
    concepts,
    dictionary: [...dictionary],
    has: (word) => byKey.has(`d:${word}`) || byKey.has(`e:${word}`),
    lookup(words, keysOfWords = new Map()) {
      // Each word's keys once, for every length of phrase tried (and every lookup given the same map).
      const perWord = words.slice(0, MAX_PHRASE_WORDS).map((word) => {
        let known = keysOfWords.get(word);
        if (!known) keysOfWords.set(word, (known = wordKeys(word, null)));
        return known;
      });
      for (let length = perWord.length; length >= 1; length--) {
        const keys = keysOfPhrase(perWord.slice(0, length));
        // A spelling the table lists names its concepts: "shikkha" is শিক্ষা, though it sounds like सीख too.
        for (const spelt of [true, false]) {
          const found = new Set<Concept>();
          for (const key of keys) {
            if (isSpelt(key) !== spelt) continue;
            // One word's short key ("jl" of jal) says too little; in a phrase the words together do.
            if (length === 1 && !spelt && key.length - 2 < MIN_KEY_LENGTH) continue;
            for (const concept of byKey.get(key) ?? []) found.add(concept);
          }
          if (found.size) return { concepts: [...found], length };
        }
      }
      return null;
    },
  };
}

let loaded: Vocabulary | undefined;
/** The board's vocabulary, parsed once per process. */
export function vocabulary(): Vocabulary {
  loaded ??= parseVocabulary(VOCABULARY_TSV);
  return loaded;
}
