/**
 * Reads a stipend or salary as typed ("₹15,000/month", "15k", "Rs 8000 per month", "4 LPA",
 * "unpaid", "10-15k") into a monthly amount in rupees, for the minimum-stipend filter and the
 * highest-stipend sort (docs/decisions/315). The text stays as typed for display. Ranges give
 * their lower bound; what cannot be read (another currency, "negotiable", a lump sum, "up to …")
 * is unknown (null), never a guess. Browser-safe, no dependencies.
 */
import { UNPAID_WORDS } from "./listing-rules";

/** The attribute whose text is read (its number_value holds the amount; db/migrations/0027). */
export const STIPEND_ATTRIBUTE = "stipend";

const UNPAID = /\b(unpaid|no stipend|not paid|volunteer(ing)?|without stipend|no pay|free of cost)\b|अवैतनिक|बिना वेतन/u;
/** Words that make an amount unreadable as a monthly rupee figure. */
const UNKNOWN = /\$|€|£|\b(usd|eur|gbp|dollars?|euros?|pounds?|up ?to|upto|max(imum)?|lump ?sum|one[- ]time|total|per (hour|hr)|\/ ?(hour|hr)|hourly)\b/u;
const YEARLY = /\b(lpa|ctc|per annum|annum|annual(ly)?|yearly|per year|a year|\/ ?(year|yr|annum))\b|(?<![a-z])p\.? ?a\.?(?![a-z])|प्रति वर्ष|सालाना/u;
const MONTHLY = /\bmonth|\bmo\b|(?<![a-z])p\.? ?m\.?(?![a-z])|माह|महीन/u;
/** A currency word or sign: the amount is the first number from there ("3 months, ₹8,000" is 8,000). */
const CURRENCY = /₹|\brs\b|\binr\b|\brupees?\b|रुपये|रुपए|रु\./u;
const WEEKLY = /\b(per week|a week|weekly|\/ ?(week|wk))\b/u;
const DAILY = /\b(per day|a day|daily|\/ ?day)\b/u;
/** An amount: digits with Indian or Western grouping, an optional decimal part, an optional multiplier. */
const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand\b|lakhs?\b|lacs?\b|lpa\b|l\b|cr\b|crores?\b|हज़ार|हजार|लाख)?/gu;
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  हज़ार: 1_000,
  हजार: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lpa: 100_000,
  l: 100_000,
  लाख: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};
/** Working days in a month and weeks in a month, for stipends by the day or the week. */
const DAYS_PER_MONTH = 22;
const WEEKS_PER_MONTH = 52 / 12;
/** Without a period, an amount of a lakh or more is a year's pay (no internship pays that a month). */
const YEARLY_WITHOUT_PERIOD = 100_000;

function toLatinDigits(text: string): string {
  return text.replace(/[०-९]/gu, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** The monthly amount in rupees, 0 when unpaid, null when unknown. */
export function monthlyStipendRupees(text: string | null | undefined): number | null {
  const clean = toLatinDigits(text ?? "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
  if (!clean) return null;
  if (UNPAID_WORDS.has(clean) || UNPAID.test(clean)) return 0;
  if (UNKNOWN.test(clean)) return null;
  const currencyAt = clean.search(CURRENCY);
  const all = [...clean.matchAll(AMOUNT)];
  const fromCurrency = currencyAt < 0 ? [] : all.filter((match) => match.index >= currencyAt);
  const amounts = fromCurrency.length ? fromCurrency : all;
  const first = amounts[0];
  if (!first) return null;
  // "10-15k": the multiplier of the range's upper end applies to its lower end too.
  const second = amounts[1];
  const joinedRange = second && /^\s*(-|–|to)\s*$/u.test(clean.slice(first.index + first[0].length, second.index));
  const unit = first[2] ?? (joinedRange ? second[2] : undefined);
  let amount = Number(first[1]!.replace(/,/gu, "")) * (unit ? (MULTIPLIERS[unit] ?? 1) : 1);
  if (!Number.isFinite(amount)) return null;
  // A month named anywhere wins ("₹10,000 a month for a year"), except "LPA" on the amount itself.
  if (unit === "lpa") amount /= 12;
  else if (MONTHLY.test(clean)) return Math.round(amount);
  else if (YEARLY.test(clean)) amount /= 12;
  else if (WEEKLY.test(clean)) amount *= WEEKS_PER_MONTH;
  else if (DAILY.test(clean)) amount *= DAYS_PER_MONTH;
  else if (amount >= YEARLY_WITHOUT_PERIOD) amount /= 12;
  return Math.round(amount);
}
