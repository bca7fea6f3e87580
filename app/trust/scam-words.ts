/**
 * The words of the scam signals in every language (docs/glossary/scam-words.tsv, compiled into
 * `scam-words.compiled.ts`): one row per meaning, one column per language of the registry (and
 * `hinglish`, Hindi in Latin letters), read by its header, so a language added later brings its
 * words as a column and no code (docs/decisions/366-scam-signals-in-every-language.md).
 */
import { LANGUAGES } from "../i18n/languages";
import { toLatinDigits } from "../opportunities/pay-words";
import { SCAM_WORDS_TSV } from "./scam-words.compiled";

export const SCAM_MEANINGS = [
  "feeKind",
  "money",
  "payVerb",
  "payApp",
  "noFee",
  "payer",
  "messagingApp",
  "contactVerb",
  "document",
  "documentAsk",
  "easyWork",
  "hours",
  "daily",
  "earn",
  "urgency",
] as const;
export type ScamMeaning = (typeof SCAM_MEANINGS)[number];

/** Columns besides the registry's languages: a language written in another script. */
const EXTRA_COLUMNS = ["hinglish"];

/** Text as the signals read it: NFC, lower case, Latin digits (each step keeps every character's place). */
export function foldForSignals(text: string): string {
  return toLatinDigits(text.normalize("NFC").toLowerCase());
}

/** Every column's words of each meaning, as written in the file (folded). */
export function parseScamWords(tsv: string): Record<ScamMeaning, Record<string, string[]>> {
  const lines = tsv.split(/\r?\n/u).filter((line) => line.trim() && !line.startsWith("#"));
  const header = (lines.shift() ?? "").split("\t").map((name) => name.trim());
  if (header[0] !== "meaning") throw new Error("scam-words.tsv needs a first column named meaning");
  const codes = new Set<string>([...LANGUAGES.map((language) => language.code), ...EXTRA_COLUMNS]);
  const unknown = header.slice(1).filter((code) => !codes.has(code));
  if (unknown.length) throw new Error(`scam-words.tsv: columns of no language in the registry: ${unknown.join(", ")}`);
  const words = Object.fromEntries(SCAM_MEANINGS.map((meaning) => [meaning, {}])) as Record<ScamMeaning, Record<string, string[]>>;
  for (const line of lines) {
    const [meaning, ...cells] = line.split("\t");
    if (!SCAM_MEANINGS.includes(meaning as ScamMeaning)) throw new Error(`scam-words.tsv: unknown meaning "${meaning}"`);
    cells.forEach((cell, i) => {
      const variants = cell
        .split("|")
        .map((word) => foldForSignals(word.trim()))
        .filter(Boolean);
      if (variants.length) words[meaning as ScamMeaning][header[i + 1]!] = variants;
    });
  }
  return words;
}

const SCAM_WORDS = parseScamWords(SCAM_WORDS_TSV);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&");
}

/** Not inside a longer word of any script (Indic scripts have no `\b`). */
const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/** One word of the file as a pattern: whole, or a stem taking endings when it ends in `*`. */
function wordSource(word: string): string {
  const stem = word.endsWith("*");
  const body = escapeRegExp(stem ? word.slice(0, -1) : word).replace(/ /g, "\\s+");
  const start = /^[\p{L}\p{M}\p{N}]/u.test(body) ? BEFORE : "";
  const end = stem ? "[\\p{L}\\p{M}]*" : /[\p{L}\p{M}\p{N}]$/u.test(word) ? AFTER : "";
  return `${start}${body}${end}`;
}

const PATTERNS = new Map<ScamMeaning, RegExp>(
  SCAM_MEANINGS.map((meaning) => {
    const all = [...new Set(Object.values(SCAM_WORDS[meaning]).flat())].sort((a, b) => b.length - a.length);
    return [meaning, new RegExp(all.length ? all.map(wordSource).join("|") : "(?!)", "gu")];
  }),
);

/** A pattern (global) matching any word of a meaning in folded text. */
export function scamPattern(meaning: ScamMeaning): RegExp {
  return new RegExp(PATTERNS.get(meaning)!.source, "gu");
}

/** The columns (languages) that have words for a meaning. */
export function scamWordColumns(meaning: ScamMeaning): string[] {
  return Object.keys(SCAM_WORDS[meaning]);
}
