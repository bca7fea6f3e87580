/**
 * The words of each language that say how a listing pays (docs/glossary/pay-words.tsv, compiled
 * into `pay-words.compiled.ts`): unpaid, a month, a year, rupees, thousand, lakh, free, part-time…
 * One row per meaning, one column per language of the registry, read by its header, so a language
 * added later brings its words as a column and no code (decision 358). Numbers in a language's own
 * digits (१५,०००, ১৫,০০০) are read through its script's numbering system.
 */
import { LANGUAGES } from "../i18n/languages";
import { PAY_WORDS_TSV } from "./pay-words.compiled";

export const PAY_MEANINGS = [
  "unpaid",
  "monthly",
  "yearly",
  "otherPeriod",
  "currency",
  "stipend",
  "thousand",
  "lakh",
  "crore",
  "rangeTo",
  "free",
  "partTime",
  "intern",
  "contract",
] as const;
export type PayMeaning = (typeof PAY_MEANINGS)[number];

/** Every language's words of each meaning, as written in the file. */
export function parsePayWords(tsv: string): Record<PayMeaning, Record<string, string[]>> {
  const lines = tsv.split(/\r?\n/u).filter((line) => line.trim() && !line.startsWith("#"));
  const header = (lines.shift() ?? "").split("\t").map((name) => name.trim());
  if (header[0] !== "meaning") throw new Error("pay-words.tsv needs a first column named meaning");
  const codes = new Set<string>(LANGUAGES.map((language) => language.code));
  const unknown = header.slice(1).filter((code) => !codes.has(code));
  if (unknown.length) throw new Error(`pay-words.tsv: columns of no language in the registry: ${unknown.join(", ")}`);
  const words = Object.fromEntries(PAY_MEANINGS.map((meaning) => [meaning, {}])) as Record<PayMeaning, Record<string, string[]>>;
  for (const line of lines) {
    const [meaning, ...cells] = line.split("\t");
    if (!PAY_MEANINGS.includes(meaning as PayMeaning)) throw new Error(`pay-words.tsv: unknown meaning "${meaning}"`);
    cells.forEach((cell, i) => {
      const variants = cell.split("|").map((word) => word.trim().normalize("NFC").toLowerCase()).filter(Boolean);
      if (variants.length) words[meaning as PayMeaning][header[i + 1]!] = variants;
    });
  }
  return words;
}

const PAY_WORDS = parsePayWords(PAY_WORDS_TSV);

/** The words of these meanings in every language, longest first (so "प्रति वर्ष" is tried before "वर्ष"). */
export function payWords(...meanings: PayMeaning[]): string[] {
  const all = meanings.flatMap((meaning) => Object.values(PAY_WORDS[meaning]).flat());
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&");
}

/** A pattern source matching any word of these meanings, anywhere in lower-cased NFC text. */
export function payWordsSource(...meanings: PayMeaning[]): string {
  return payWords(...meanings).map(escapeRegExp).join("|");
}

/** Whether text holds a word of these meanings (in any language). */
export function saysPay(text: string, ...meanings: PayMeaning[]): boolean {
  const lower = text.normalize("NFC").toLowerCase();
  return payWords(...meanings).some((word) => lower.includes(word));
}

/** Each digit of the registry's scripts (Devanagari ०-९, Bengali ০-৯…) and of India's other scripts, and its value, from `Intl`'s numbering systems. */
/** India's scripts' digits besides the registry's: Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Meetei Mayek, Ol Chiki. */
const INDIAN_NUMBERING = ["guru", "gujr", "orya", "tamldec", "telu", "knda", "mlym", "mtei", "olck"];
const DIGITS = new Map<string, string>(
  [...new Set<string>([...LANGUAGES.map((language) => language.script.toLowerCase()), ...INDIAN_NUMBERING])].flatMap((script) => {
    const format = new Intl.NumberFormat("en", { numberingSystem: script, useGrouping: false });
    return Array.from({ length: 10 }, (_, value) => [format.format(value), String(value)] as const).filter(([digit, value]) => digit !== value);
  }),
);
const DIGIT = new RegExp(`[${[...DIGITS.keys()].join("")}]`, "gu");

/** The text with every digit of the board's scripts written as an ASCII digit ("১০,০০০ টাকা" → "10,000 টাকা"). */
export function toLatinDigits(text: string): string {
  return DIGITS.size ? text.replace(DIGIT, (digit) => DIGITS.get(digit) ?? digit) : text;
}
