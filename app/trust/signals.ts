/**
 * Signals an admin sees on a submission (never the public, never a refusal):
 * wording that asks applicants for money, and titles that look like another
 * listing's. The word lists live here, in one place, with their tests in
 * tests/unit/trust/signals.test.ts.
 */

export const FEE_FLAG = "asks for money";
/** A stipend that reads as more than ₹10,00,000 a month: stored as unknown, for a person to look at. */
export const STIPEND_FLAG = "stipend above ₹10,00,000 a month";
export const duplicateFlag = (id: number) => `possible duplicate of #${id}`;

/**
 * Money asked of applicants, in English and the common Hinglish spellings.
 * A match needs a money word next to a word that means paying or charging, so
 * "stipend of ₹5,000" or "no fees" does not match while "registration fees ₹500
 * dena hoga" does.
 */
const FEE_PATTERNS: RegExp[] = [
  // "registration fee(s)/charge(s)/amount", "application fee", "training fee", "joining charges", "security deposit"
  /\b(?:registration|regn\.?|application|enrol(?:l)?ment|admission|joining|processing|training|onboarding|certificate|certification|verification|kit|interview|form|course)\s*(?:fees?|charges?|amount|money|cost)\b/i,
  /\b(?:security|refundable|caution)\s+(?:deposits?|money|amount)\b/i,
  /\bdeposit\s+(?:of\s+)?(?:rs\.?|inr|₹)\s*\d/i,
  /\b(?:deposit|jama)\s+(?:karna|karni|karne|karo|kare|karein|krna|krni|krne)\b/i,
  // "pay ₹500", "pay Rs. 999", "pay INR 1500", "pay a fee", "pay the amount"
  /\bpay(?:ing|ment of)?\s+(?:(?:an?|the|only|just)\s+)?(?:(?:rs\.?|inr|₹)\s*\d|fees?\b|charges?\b|amount\b|deposit\b)/i,
  // "fee of ₹500", "fees: Rs 200", "charges Rs.499"
  /\b(?:fees?|charges?)\s*(?:of|:|-|is|are)?\s*(?:rs\.?|inr|₹)\s*\d/i,
  // Hinglish: "fees dena hoga", "₹500 dene honge", "paise bharne padenge", "fees bharo", "payment karna hoga"
  /\b(?:fees?|fee|charges?|paise|paisa|rupaye|rupees|rs\.?|payment|amount|deposit)\s*(?:(?:rs\.?|inr|₹)?\s*[\d,]+\s*)?(?:\/-\s*)?(?:dena|dene|deni|de\s+kar|bharna|bharne|bharni|bharo|bhare|bhar\s+kar|jama|pay\s+karna|pay\s+karne|karna|karne)\b/i,
  /(?:₹|\brs\.?|\binr)\s*[\d,]+\s*(?:\/-\s*)?(?:dena|dene|deni|bharna|bharne|bharo|jama)\b/i,
  // "₹500 registration", "Rs 999 refundable"
  /(?:₹|\brs\.?|\binr)\s*[\d,]+\s*(?:\/-\s*)?(?:registration|refundable|security|joining|application|processing|training)\b/i,
];

/** Phrases that mention fees only to say there are none. */
const NO_FEE_PATTERNS: RegExp[] = [
  /\b(?:no|zero|nil|without(?:\s+any)?|free\s+of|not\s+charge\s+any|never\s+(?:ask|charge)\s+(?:for\s+)?(?:any)?)\s+(?:registration\s+|application\s+|joining\s+)?(?:fees?|charges?|deposits?|payment)\b/i,
  /\b(?:koi|kisi\s+bhi\s+tarah\s+ki)\s+(?:fees?|charges?|payment)\s+nahi\b/i,
];

/** Whether any of the texts asks applicants for money. */
export function asksForMoney(...texts: Array<string | null | undefined>): boolean {
  for (const text of texts) {
    if (!text) continue;
    // Take out the "no fees" phrases first, then look for an ask in what is left.
    let rest = text.normalize("NFKC");
    for (const pattern of NO_FEE_PATTERNS) rest = rest.replace(new RegExp(pattern.source, "gi"), " ");
    if (FEE_PATTERNS.some((pattern) => pattern.test(rest))) return true;
  }
  return false;
}

/** Lower case, letters and digits only, single spaces: "Climate  Research-Intern!" → "climate research intern". */
export function normalizeTitle(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const compact = text.replace(/ /g, "");
  for (let i = 0; i < compact.length - 1; i++) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice similarity of the titles' letter pairs, 0 to 1 (1 = the same letters in the same pairs). */
export function titleSimilarity(a: string, b: string): number {
  const x = normalizeTitle(a);
  const y = normalizeTitle(b);
  if (x === y) return 1;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let total = 0;
  for (const n of gx.values()) total += n;
  for (const n of gy.values()) total += n;
  if (total === 0) return 0;
  let shared = 0;
  for (const [gram, n] of gx) shared += Math.min(n, gy.get(gram) ?? 0);
  return (2 * shared) / total;
}

/** At or above this, two titles of the same organisation are "very similar". */
export const DUPLICATE_SIMILARITY = 0.85;
/** Only listings posted within this window count as possible originals. */
export const DUPLICATE_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;

export function isSimilarTitle(a: string, b: string): boolean {
  return titleSimilarity(a, b) >= DUPLICATE_SIMILARITY;
}
