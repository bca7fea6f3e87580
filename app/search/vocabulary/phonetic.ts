/**
 * Hindi typed in Latin letters (Hinglish) is spelt many ways: "shiksha", "siksha", "shikshaa";
 * "naukri", "naukari"; "swasthya", "svasthya". A loose phonetic key makes them one, and the same
 * key of a Devanagari word (romanised by Sanscript's optitrans scheme) lets a romanised query
 * find it (docs/decisions/296-hinglish-phonetic-key.md lists the rules and their test cases).
 */
import Sanscript from "@indic-transliteration/sanscript";
import { foldForSearch } from "../search-fold";

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

// ── Bengali in Latin letters ─────────────────────────────────────────────────
const BENGALI = /[\u0980-\u09ff]/;
export const hasBengali = (text: string) => BENGALI.test(text);

/** A Bengali word in Latin letters (Sanscript's optitrans, its spelling variants folded first as the index folds them). */
export function romaniseBengali(word: string): string {
  return Sanscript.t(foldForSearch(word.normalize("NFC")), "bengali", "optitrans")
    .replace(/M/g, "n")
    .replace(/R/g, "ri")
    .toLowerCase();
}

/**
 * How Bengali is typed in Latin letters, before the rules of `SOUNDS` (docs/decisions/415): the
 * inherent vowel is said and typed o as often as a (poribesh, paribesh: পরিবেশ); ক্ষ is typed kh,
 * kkh or ksh (shikkha, sikkha, shiksha: শিক্ষা); ব is b (there is no v); য is j (jubo: যুব); a ব or
 * য after a consonant (ব-ফলা, য-ফলা) is not said (shastho, swasthya: স্বাস্থ্য). শ, ষ and স are one
 * s, as in Hindi.
 */
const BENGALI_SOUNDS: readonly (readonly [RegExp, string])[] = [
  [/ksh|x/g, "kh"],
  [/([bcdfghjklmnpqrstz])[vwb](?=[aeiouy])/g, "$1"],
  [/([bcdfgjklmnpqrstvz])h?y(?=[aeiou]|$)/g, "$1"],
  [/[vw]/g, "b"],
  [/y/g, "j"],
  [/o(?!o)/g, "a"],
];

/**
 * The loose key of Bengali typed in Latin letters, or of a Bengali word (by its romanisation): the
 * Bengali rules, then the common ones. Its own key space: "shikkha" is শিক্ষা here and सीख (sikh)
 * by the Hindi key.
 */
export function bengaliKey(word: string): string {
  let key = (hasBengali(word) ? romaniseBengali(word) : word.toLowerCase()).normalize("NFKD").replace(/[^a-z]/g, "");
  for (const [pattern, sound] of BENGALI_SOUNDS) key = key.replace(pattern, sound);
  for (const [pattern, sound] of SOUNDS) key = key.replace(pattern, sound);
  return key;
}
