/**
 * Reads a stipend or salary as typed ("₹15,000/month", "15k", "Rs 8000 per month", "4 LPA",
 * "unpaid", "10-15k") into a monthly amount in rupees, for the minimum-stipend filter and the
 * highest-stipend sort (docs/decisions/315). The text stays as typed for display. Ranges give
 * their lower bound; what cannot be read (another currency, "negotiable", a lump sum, "up to …",
 * a number with no currency or pay word beside other text, more than ₹10,00,000 a month) is
 * unknown (null), never a guess (docs/request-cost.md). Other languages' words and digits ("১০,০০০ টাকা মাসিক",
 * "दरमहा ८ हजार रुपये") come from docs/glossary/pay-words.tsv (decision 358). Browser-safe.
 */
import { UNPAID_WORDS } from "./listing-rules";
import { payWords, payWordsSource, toLatinDigits, type PayMeaning } from "./pay-words";

/** The attribute whose text is read (its number_value holds the amount; db/migrations/0027). */
export const STIPEND_ATTRIBUTE = "stipend";

/** English as a pattern (`\b` knows only ASCII letters), then every other language's words (docs/glossary/pay-words.tsv). */
function pattern(english: string, meaning: PayMeaning, flags = "u"): RegExp {
  return new RegExp(`${english}|${payWordsSource(meaning)}`, flags);
}

const UNPAID = pattern(String.raw`\b(unpaid|no stipend|not paid|volunteer(ing)?|without stipend|no pay|free of cost)\b`, "unpaid");
/** Words that make an amount unreadable as a monthly rupee figure: other currencies (the taka among them), limits, lump sums, hours. */
const UNKNOWN =
  /\$|€|£|¥|৳|₱|₩|\b(usd|eur|gbp|bdt|npr|pkr|lkr|aed|sgd|aud|cad|jpy|taka|dollars?|euros?|pounds?|dirhams?|riyals?|up ?to|upto|max(imum)?|lump ?sum|one[- ]time|total|per (hour|hr)|\/ ?(hour|hr)|hourly)\b/u;
const YEARLY = pattern(String.raw`\b(lpa|ctc|per annum|annum|annual(ly)?|yearly|per year|a year|\/ ?(year|yr|annum))\b|(?<![a-z])p\.? ?a\.?(?![a-z])`, "yearly");
const MONTHLY = pattern(String.raw`\bmonth|\bmo\b|(?<![a-z])p\.? ?m\.?(?![a-z])`, "monthly");
/** A currency word or sign: the amount is the first number from there ("3 months, ₹8,000" is 8,000). */
const CURRENCY = pattern(String.raw`₹|\brs\b|\binr\b|\brupees?\b`, "currency");
const WEEKLY = /\b(per week|a week|weekly|\/ ?(week|wk))\b/u;
const DAILY = /\b(per day|a day|daily|\/ ?day)\b/u;
/** An amount: digits with Indian or Western grouping, an optional decimal part, an optional multiplier. */
const AMOUNT = new RegExp(
  String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand\b|lakhs?\b|lacs?\b|lpa\b|l\b|cr\b|crores?\b|${payWordsSource("thousand", "lakh", "crore")})?`,
  "gu",
);
/** What joins the two ends of a range ("10-15k", "८ ते १२ हजार", "₹10,000-₹5,000"). */
const RANGE_TO = new RegExp(`^\\s*(-|–|to|${payWordsSource("rangeTo")})\\s*(₹|rs\\.?|inr)?\\s*$`, "u");
/** A word that says the text is about pay, in any language: a stipend, a salary, a period, a currency. */
const PAY_WORD = new RegExp(
  String.raw`\b(stipend|salary|pay|paid|honorarium|remuneration|compensation|ctc|lpa|month|monthly|pm|per|p\.?m|k|thousand|lakhs?|lacs?|crores?)\b|${payWordsSource("stipend", "monthly", "yearly", "currency", "thousand", "lakh", "crore")}`,
  "u",
);
/** A small number followed by a unit of time: how long, not how much ("3 months", "6 महीने"). */
const DURATION = new RegExp(
  String.raw`(?<![\d,.])([1-9]\d?)\s*(months?\b|mos?\b|weeks?\b|wks?\b|days?\b|years?\b|yrs?\b|${payWordsSource("monthly", "otherPeriod")})`,
  "gu",
);
/** What is left of a text that is only an amount or a range ("8000", "10-15k", "8,000/-"). */
const ONLY_AMOUNT_LEFT = /^[\s\-–,./₹]*$/u;
/** Above this a month (₹10,00,000) an amount is unknown and the listing is flagged for the team. */
export const MAX_MONTHLY_STIPEND = 1_000_000;
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lpa: 100_000,
  l: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
  ...Object.fromEntries(payWords("thousand").map((word) => [word, 1_000])),
  ...Object.fromEntries(payWords("lakh").map((word) => [word, 100_000])),
  ...Object.fromEntries(payWords("crore").map((word) => [word, 10_000_000])),
};
/** Working days in a month and weeks in a month, for stipends by the day or the week. */
const DAYS_PER_MONTH = 22;
const WEEKS_PER_MONTH = 52 / 12;
/** Without a period, an amount of a lakh or more is a year's pay (no internship pays that a month). */
const YEARLY_WITHOUT_PERIOD = 100_000;

/**
 * The monthly amount in rupees, 0 when unpaid, null when unknown: read only when the text names a
 * currency or pay, or is nothing but an amount; a duration ("3 months") is never the amount; a range
 * gives its lower bound; above MAX_MONTHLY_STIPEND it is unknown (`stipendTooHigh` flags it).
 */
export function monthlyStipendRupees(text: string | null | undefined): number | null {
  const amount = readMonthly(text);
  return amount !== null && amount > MAX_MONTHLY_STIPEND ? null : amount;
}

/** Whether the text reads as more than MAX_MONTHLY_STIPEND a month (the moderators are told). */
export function stipendTooHigh(text: string | null | undefined): boolean {
  const amount = readMonthly(text);
  return amount !== null && amount > MAX_MONTHLY_STIPEND;
}

function readMonthly(text: string | null | undefined): number | null {
  const clean = toLatinDigits((text ?? "").normalize("NFC"))
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
  if (!clean) return null;
  if (UNPAID_WORDS.has(clean) || UNPAID.test(clean)) return 0;
  if (UNKNOWN.test(clean)) return null;
  // How long is not how much: "3 months, 8000", "Stipend for 6 months: 10000".
  const withoutDurations = clean.replace(DURATION, " ");
  const onlyAmount = ONLY_AMOUNT_LEFT.test(clean.replace(AMOUNT, "").replace(RANGE_TO, ""));
  const currencyAt = withoutDurations.search(CURRENCY);
  if (currencyAt < 0 && !onlyAmount && !PAY_WORD.test(withoutDurations)) return null;
  const all = [...withoutDurations.matchAll(AMOUNT)];
  const fromCurrency = currencyAt < 0 ? [] : all.filter((match) => match.index >= currencyAt);
  const amounts = fromCurrency.length ? fromCurrency : all;
  const first = amounts[0];
  if (!first) return null;
  // "10-15k": the multiplier of the range's upper end applies to its lower end too; the lower bound is read.
  const second = amounts[1];
  const joinedRange = second && RANGE_TO.test(withoutDurations.slice(first.index + first[0].length, second.index));
  const unit = first[2] ?? (joinedRange ? second[2] : undefined);
  const valueOf = (match: RegExpMatchArray, of: string | undefined) => Number(match[1]!.replace(/,/gu, "")) * (of ? (MULTIPLIERS[of] ?? 1) : 1);
  let amount = valueOf(first, unit);
  if (joinedRange) amount = Math.min(amount, valueOf(second, second[2] ?? unit));
  if (!Number.isFinite(amount)) return null;
  // A month named anywhere wins ("₹10,000 a month for a year"), except "LPA" on the amount itself.
  if (unit === "lpa") amount /= 12;
  else if (MONTHLY.test(withoutDurations)) return Math.round(amount);
  else if (YEARLY.test(withoutDurations)) amount /= 12;
  else if (WEEKLY.test(withoutDurations)) amount *= WEEKS_PER_MONTH;
  else if (DAILY.test(withoutDurations)) amount *= DAYS_PER_MONTH;
  else if (amount >= YEARLY_WITHOUT_PERIOD) amount /= 12;
  return Math.round(amount);
}
