/**
 * What search reads from the index: whether a word has matches, the nearest term to a misspelt
 * word (docs/decisions/297-typo-correction.md), and the Hindi terms a romanised word sounds like
 * (decision 296). The index's own vocabulary (`listing_search_terms`, an fts5vocab table over
 * `listing_search`) counts every listing of every term it reads, so it is read by ranges, once
 * per content version (decision 349); whether one word is in the index is asked of the index itself.
 */
import { contentVersion, type Db } from "../../db/client.server";
import { contentMemo } from "~/lib/content-memo.server";
import { bengaliKey, hasBengali, hasDevanagari, MIN_KEY_LENGTH, phoneticKey } from "./vocabulary/phonetic";
import { indexTerm } from "./fts-stems.server";
import { prepared } from "../lib/statements.server";

const matchesSome = contentMemo<boolean>(20_000);

/** Whether an FTS5 query matches any listing of the index (remembered per content version: words recur across queries). */
export function hasMatch(db: Db, fts: string): boolean {
  return matchesSome(db, fts, () => prepared(db, "SELECT 1 FROM listing_search WHERE listing_search MATCH ? LIMIT 1").pluck().get(fts) !== undefined);
}

/** A word the index's tokenizer makes one term of: asking for it as a phrase asks for that term. */
const ONE_TOKEN = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * Whether the index holds the term the index makes of `word`: the first listing that has it
 * answers (the vocabulary would count all of them).
 */
export function inIndex(db: Db, word: string): boolean {
  const term = indexTerm(word);
  if (term === "") return false;
  if (ONE_TOKEN.test(word)) return hasMatch(db, `"${word}"`);
  return prepared(db, "SELECT 1 FROM listing_search_terms WHERE term = ?").pluck().get(term) !== undefined;
}

/**
 * The edit distance of `a` and `b` counting a swap of two neighbouring letters as one edit
 * (optimal string alignment), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = rowBuffer(0, width);
  let previous = rowBuffer(1, width);
  let current = rowBuffer(2, width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Three rows of the distance table, reused by every call (words are short). */
const rows: Int32Array[] = [];
function rowBuffer(index: number, width: number): Int32Array {
  if (!rows[index] || rows[index]!.length < width) rows[index] = new Int32Array(Math.max(64, width));
  return rows[index]!;
}

/** How far a word may be from its correction: words of 4-7 letters one edit, longer ones two, shorter ones none. */
export function allowedEdits(word: string): number {
  const letters = [...word].length;
  return letters < 4 ? 0 : letters <= 7 ? 1 : 2;
}

/** Letters of the Indian scripts (Devanagari, Bengali), whose words are corrected by `indicDistance`. */
const INDIC = /[\u0900-\u09ff]/;
const MARK = /\p{M}/u;

/**
 * How far a Hindi, Marathi or Bengali word may be from its correction, in half edits
 * (docs/decisions/417): a vowel sign, virama, anusvara or nukta left out or changed is half an edit,
 * a letter a whole one. Words of 4-7 characters may miss a half letter (a letter and its virama:
 * आरोग → आरोग्य, इंटरशिप → इंटर्नशिप) or three signs; longer ones two letters; shorter ones nothing.
 */
export function allowedIndicHalfEdits(word: string): number {
  const characters = [...word].length;
  return characters < 4 ? 0 : characters <= 7 ? 3 : 4;
}

/** What leaving out or adding one character costs, in half edits: a sign one, a letter two. */
const weightOf = (c: number) => (MARK.test(String.fromCharCode(c)) ? 1 : 2);

/**
 * The edit distance of two words of an Indian script in half edits (`allowedIndicHalfEdits`): a sign
 * left out, added or changed for another sign costs one, a letter two, a swap of two neighbours
 * two; `max + 1` as soon as it is known to exceed `max`.
 */
export function indicDistance(a: string, b: string, max: number): number {
  const width = b.length + 1;
  const wa = Array.from({ length: a.length }, (_, i) => weightOf(a.charCodeAt(i)));
  const wb = Array.from({ length: b.length }, (_, j) => weightOf(b.charCodeAt(j)));
  let before = rowBuffer(0, width);
  let previous = rowBuffer(1, width);
  let current = rowBuffer(2, width);
  previous[0] = 0;
  for (let j = 1; j < width; j++) previous[j] = previous[j - 1]! + wb[j - 1]!;
  for (let i = 1; i <= a.length; i++) {
    current[0] = previous[0]! + wa[i - 1]!;
    let best = current[0];
    for (let j = 1; j < width; j++) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1);
      const change = same ? 0 : Math.max(wa[i - 1]!, wb[j - 1]!);
      let d = Math.min(previous[j]! + wa[i - 1]!, current[j - 1]! + wb[j - 1]!, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, before[j - 2]! + 2);
      }
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Every term of the index that begins with a letter, with how many listings hold it and its length in characters. */
const TERMS_OF_LETTER_SQL = "SELECT term, doc, length(term) AS letters FROM listing_search_terms WHERE term >= @from AND term < @to";

/** The code point after `letter`: the end of the range of terms that begin with it. */
const nextLetter = (letter: string) => String.fromCodePoint(letter.codePointAt(0)! + 1);

interface IndexTerm {
  term: string;
  doc: number;
  letters: number;
  bits: number;
}

/**
 * The index's terms that begin with a letter, read once per content version: the vocabulary
 * counts the listings of every term it reads (10-20 ms for a letter at 100,000 listings), and the
 * same letters begin most misspelt words.
 */
const termsOfLetter = contentMemo<readonly IndexTerm[]>(256);
function indexTermsBeginningWith(db: Db, letter: string): readonly IndexTerm[] {
  return termsOfLetter(db, letter, () =>
    (prepared(db, TERMS_OF_LETTER_SQL).all({ from: letter, to: nextLetter(letter) }) as Omit<IndexTerm, "bits">[]).map((row) => ({
      ...row,
      bits: letterBits(row.term),
    })),
  );
}

/** Words a misspelt word may be corrected to, in order, with their letters as bits (`letterBits`). */
export interface Dictionary {
  words: readonly string[];
  bits: Uint32Array;
}

export function dictionaryOf(words: readonly string[]): Dictionary {
  return { words, bits: Uint32Array.from(words, letterBits) };
}

/** The letters of a word as bits (a letter's code modulo 32; letters that share a bit only make the bound below weaker). */
function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits >>> 0;
}

function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * At least this many edits separate two words: a letter one has and the other lacks takes an edit
 * of its own (a deletion or substitution on one side, an insertion or substitution on the other).
 * Most words are ruled out by it without computing their distance.
 */
const fewestEdits = (a: number, b: number) => Math.max(bitCount(a & ~b), bitCount(b & ~a));

/**
 * The nearest word to a misspelt `word`: among `dictionary` (the vocabulary's words and the
 * cities' names) and the index's terms that begin with the same letter, the one fewest edits
 * away (within `allowedEdits`); on a tie a dictionary word, then the term in most listings.
 * An index term is found by the index's form of the word (its stem) and returned as it is
 * written in a listing (`surfaceOf`). Null when none is near enough.
 */
export function nearestWord(db: Db, word: string, dictionary: Dictionary): string | null {
  // Hindi, Marathi and Bengali words are measured in half edits (a sign half a letter), others in edits.
  const indic = INDIC.test(word);
  const max = indic ? allowedIndicHalfEdits(word) : allowedEdits(word);
  const distanceOf = indic ? indicDistance : editDistance;
  if (max === 0) return null;
  let best: { word: string; distance: number; rank: number } | null = null;
  const consider = (candidate: string, distance: number, rank: number) => {
    if (distance > max) return;
    if (!best || distance < best.distance || (distance === best.distance && rank > best.rank)) best = { word: candidate, distance, rank };
  };
  const bits = letterBits(word);
  for (let i = 0; i < dictionary.words.length; i++) {
    // The first dictionary word one edit away stays the best: a later one or an index term would need none.
    if ((best as { distance: number } | null)?.distance === 1) break;
    const candidate = dictionary.words[i]!;
    if (candidate === word || Math.abs(candidate.length - word.length) > max || fewestEdits(bits, dictionary.bits[i]!) > max) continue;
    consider(candidate, distanceOf(word, candidate, max), Number.MAX_SAFE_INTEGER);
  }
  // An index term replaces a dictionary word only when it is fewer edits away.
  const within = best ? (best as { distance: number }).distance - 1 : max;
  const stem = indexTerm(word);
  const first = [...stem][0];
  if (first && within > 0) {
    const stemBits = letterBits(stem);
    let found: { term: string; distance: number; doc: number } | null = null;
    for (const row of indexTermsBeginningWith(db, first)) {
      if (row.term === stem || Math.abs(row.letters - stem.length) > within || fewestEdits(stemBits, row.bits) > within) continue;
      const distance = distanceOf(stem, row.term, within);
      if (distance > within) continue;
      if (!found || distance < found.distance || (distance === found.distance && row.doc > found.doc)) found = { term: row.term, distance, doc: row.doc };
    }
    const nearest = found as { term: string; distance: number; doc: number } | null;
    if (nearest) {
      const surface = surfaceOf(db, nearest.term);
      if (surface) consider(surface, nearest.distance, nearest.doc);
    }
  }
  return (best as { word: string } | null)?.word ?? null;
}

const MARK_START = "\u0002";
const MARK_END = "\u0003";

/** A term as one listing writes it ("environ" → "environment"), lower case; null when no listing has it. */
function surfaceOf(db: Db, term: string): string | null {
  const snippet = prepared(
    db,
    "SELECT snippet(listing_search, -1, char(2), char(3), '', 1) FROM listing_search WHERE listing_search MATCH ? LIMIT 1",
  )
    .pluck()
    .get(`"${term.replace(/"/g, '""')}"`) as string | undefined;
  const start = snippet?.indexOf(MARK_START) ?? -1;
  const end = snippet?.indexOf(MARK_END) ?? -1;
  return start >= 0 && end > start ? snippet!.slice(start + 1, end).toLowerCase() : null;
}

// ── Hindi and Bengali terms by sound ─────────────────────────────────────────
/** The phonetic keys of terms already seen: a rebuild after a change only reads the terms. */
const keyOfTerm = new Map<string, string>();
const KEY_MEMO_MAX = 100_000;
/** A romanised word finds at most this many terms of each script (the commonest). */
const MAX_SOUND_TERMS = 8;

/** One script's terms by their sound key, and the keys sorted (a key's compounds follow it). */
interface ScriptSounds {
  byKey: Map<string, { term: string; doc: number }[]>;
  keys: string[];
}
interface SoundMap {
  version: string;
  hindi: ScriptSounds;
  bengali: ScriptSounds;
}
const soundMaps = new WeakMap<object, SoundMap>();

/** The index's terms of one script's block (Devanagari U+0900-097F, Bengali U+0980-09FF), by `key`. */
function scriptSounds(db: Db, from: number, to: number, isScript: (term: string) => boolean, key: (term: string) => string): ScriptSounds {
  const byKey = new Map<string, { term: string; doc: number }[]>();
  const rows = prepared(db, "SELECT term, doc FROM listing_search_terms WHERE term >= char(?) AND term < char(?)").all(from, to) as {
    term: string;
    doc: number;
  }[];
  for (const row of rows) {
    if (!isScript(row.term)) continue;
    let termKey = keyOfTerm.get(row.term);
    if (termKey === undefined) {
      if (keyOfTerm.size >= KEY_MEMO_MAX) keyOfTerm.clear();
      termKey = key(row.term);
      keyOfTerm.set(row.term, termKey);
    }
    if (termKey.length < MIN_KEY_LENGTH) continue;
    const list = byKey.get(termKey) ?? [];
    list.push(row);
    byKey.set(termKey, list);
  }
  return { byKey, keys: [...byKey.keys()].sort() };
}

function soundMap(db: Db): SoundMap {
  const version = contentVersion(db);
  const known = soundMaps.get(db.$client);
  if (known?.version === version) return known;
  const map = {
    version,
    hindi: scriptSounds(db, 0x900, 0x980, hasDevanagari, phoneticKey),
    bengali: scriptSounds(db, 0x980, 0xa00, hasBengali, bengaliKey),
  };
  soundMaps.set(db.$client, map);
  return map;
}

/** The terms of `sounds` with the key `key`, or, for a key of four letters or more, a key that begins with it; the commonest first. */
function soundingLike(sounds: ScriptSounds, key: string): { term: string; doc: number }[] {
  if (key.length < MIN_KEY_LENGTH) return [];
  const found = [...(sounds.byKey.get(key) ?? [])];
  if (key.length >= 4) {
    // The sorted keys that begin with this one follow it.
    let low = 0;
    let high = sounds.keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sounds.keys[mid]! < key) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sounds.keys.length && sounds.keys[i]!.startsWith(key); i++) {
      if (sounds.keys[i] !== key) found.push(...sounds.byKey.get(sounds.keys[i]!)!);
    }
  }
  return found.sort((a, b) => b.doc - a.doc).slice(0, MAX_SOUND_TERMS);
}

/**
 * The index's Hindi and Bengali terms (read again after any change to the board) that sound like a
 * word typed in Latin letters: by the Hindi key (decision 296) and by the Bengali one (decision 415,
 * "poribesh" finds পরিবেশ), each the same key or, for a key of four letters or more, a key that
 * begins with it (a compound or an inflected form: "pustak" finds पुस्तकालय). The commonest first.
 */
export function termsSoundingLike(db: Db, word: string): string[] {
  const map = soundMap(db);
  return [...soundingLike(map.hindi, phoneticKey(word)), ...soundingLike(map.bengali, bengaliKey(word))].map((row) => row.term);
}
