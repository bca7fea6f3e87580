/**
 * The spam rules of a submission, shared by the form (in the browser) and
 * the server: prohibited words matched as whole words, case-insensitively, in a
 * way that extra spaces, capitals, accents, look-alike letters, zero-width
 * characters and simple separators ("c.a.s.i.n.o", "Buy   Now", "b-i-t-c-o-i-n")
 * do not get past; and a count of links in long texts.
 */

/** The prohibited terms (§5): pharmacy-drug names and the listed spam words. */
export const PROHIBITED_TERMS = [
  // pharmacy-drug names
  "viagra",
  "cialis",
  "levitra",
  "xanax",
  "valium",
  "tramadol",
  "phentermine",
  "oxycodone",
  "oxycontin",
  "vicodin",
  "ambien",
  // the listed words
  "casino",
  "gambling",
  "gamble",
  "lottery",
  "lotteries",
  "prize",
  "winner",
  "buy now",
  "click here",
  "luxury",
  "loan",
  "crypto",
  "cryptocurrency",
  "cryptocurrencies",
  "bitcoin",
  "free money",
] as const;

export const MAX_URLS_PER_TEXT = 3;

/** Latin look-alikes from Cyrillic and Greek, the usual way round a word filter. */
const LOOKALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/** Lower case, accents and zero-width characters removed, full-width forms and look-alikes folded to ASCII. */
export function normalizeForSpamCheck(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, "")
    .toLowerCase()
    .replace(LOOKALIKE_PATTERN, (c) => LOOKALIKES[c] ?? c);
}

/**
 * In the text the word check sees, every run of separators (spaces, dots,
 * dashes, stars, underscores, …) is one space, which may sit between any two letters.
 */
const SEPARATOR = " ?";

function termPattern(term: string): string {
  const letters = term.replace(/\s+/g, "").split("");
  // A trailing plural ("loans", "casinos", "prizes") counts as the word.
  return `${letters.join(SEPARATOR)}(?:${SEPARATOR}e?${SEPARATOR}s)?`;
}

const PROHIBITED_PATTERN = new RegExp(
  `(?<![a-z0-9])(?:${[...PROHIBITED_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(termPattern)
    .join("|")})(?![a-z0-9])`,
);

/** Whether `text` contains a prohibited term as a word. */
export function containsProhibitedContent(text: string): boolean {
  return PROHIBITED_PATTERN.test(normalizeForSpamCheck(text).replace(/[^a-z0-9]+/g, " "));
}

const URL_PATTERN = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"']*/gi;

/** How many links (http://, https:// or www.) `text` contains. */
export function countUrls(text: string): number {
  return normalizeForSpamCheck(text).match(URL_PATTERN)?.length ?? 0;
}
