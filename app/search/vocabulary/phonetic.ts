/**
 * Hindi typed in Latin letters (Hinglish) is spelt many ways: "shiksha", "siksha", "shikshaa";
 * "naukri", "naukari"; "swasthya", "svasthya". A loose phonetic key makes them one, and the same
 * key of a Devanagari word (romanised by Sanscript's optitrans scheme) lets a romanised query
 * find it (docs/decisions/296-hinglish-phonetic-key.md lists the rules and their test cases).
 */
import Sanscript from "@indic-transliteration/sanscript";

const DEVANAGARI = /[\u0900-\u097f]/;
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

/** A Devanagari word in Latin letters as most people type it: anusvara as n, ऋ as ri, case folded. */
export function romaniseDevanagari(word: string): string {
  return Sanscript.t(word.normalize("NFC").replace(/\u093c/g, ""), "devanagari", "optitrans")
    .replace(/M/g, "n")
    .replace(/R/g, "ri")
    .toLowerCase();
}

/** Letter groups written for one sound, in this order (the longest first). */
const SOUNDS: readonly (readonly [RegExp, string])[] = [
  [/chh|ch|c(?!k)/g, "c"],
  [/sh/g, "s"],
  [/ph|f/g, "f"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/q/g, "k"],
  [/x/g, "ks"],
  // An aspirate is often written without its h (th/t, dh/d, bh/b, kh/k, gh/g, jh/j).
  [/([bdgjkpt])h/g, "$1"],
  [/ee|ii/g, "i"],
  [/oo|uu/g, "u"],
  // Anusvara before a labial is typed m or n ("sambandh", "sanbandh").
  [/m(?=[bp])/g, "n"],
  // Doubled letters ("pattrika", "patrika").
  [/(.)\1+/g, "$1"],
  // The inherent vowel is written or not ("naukari"/"naukri", "paryavaran"/"pryavaran"); a and aa are one.
  [/a/g, ""],
];

/**
 * The loose key of a Latin word: lower case, letters only, then the rules above. Two spellings of
 * one Hindi word have one key; the key of a Devanagari word is that of its romanisation.
 */
export function phoneticKey(word: string): string {
  let key = (hasDevanagari(word) ? romaniseDevanagari(word) : word.toLowerCase()).normalize("NFKD").replace(/[^a-z]/g, "");
  for (const [pattern, sound] of SOUNDS) key = key.replace(pattern, sound);
  return key;
}

/** Keys shorter than this say too little to match on. */
export const MIN_KEY_LENGTH = 3;
