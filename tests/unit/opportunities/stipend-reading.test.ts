/**
 * Stipends read only as amounts of pay (app/opportunities/stipend-amount.ts, docs/request-cost.md):
 * a duration is never the amount, a number needs a currency or a pay word unless it stands alone,
 * amounts are bounded (above ₹10,00,000 a month: unknown, and flagged), ranges give their lower
 * bound, other currencies are not rupees, and every Indian script's digits are read.
 */
import { describe, expect, it } from "vitest";
import { monthlyStipendRupees, stipendTooHigh } from "~/opportunities/stipend-amount";

const CASES: [string, number | null][] = [
  // A duration is not the amount.
  ["3 months, 8000", null],
  ["Stipend for 6 months: 10000", 10000],
  ["₹8,000 a month for 3 months", 8000],
  ["6 महीने के लिए 10000 रुपये", 10000],
  ["12 months", null],
  // Alone, a number is the field's amount; beside other words it needs a currency or pay word.
  ["8000", 8000],
  ["15k", 15000],
  ["10-15k", 10000],
  ["Rs 5000 per month", 5000],
  ["Call 9876543210", null],
  // Bounded.
  ["₹" + "9".repeat(47), null],
  ["99999 crore per month", null],
  ["₹10,00,000 per month", 1_000_000],
  ["₹10,00,001 per month", null],
  // Ranges by their lower bound, whichever end is written first.
  ["₹10,000-₹5,000", 5000],
  ["₹5,000 - ₹10,000", 5000],
  // Other currencies are not rupees.
  ["৳10,000", null],
  ["10,000 BDT", null],
  ["10,000 taka", null],
  ["NPR 20,000 per month", null],
  // Every Indian script's digits.
  ["₹૧૦,૦૦૦ પ્રતિ માસ", 10000],
  ["₹௧௦,௦௦௦ மாதம்", 10000],
  ["₹੧੨,੦੦੦ ਮਹੀਨਾ", 12000],
  ["₹౮,౦౦౦", 8000],
  ["₹೯,೦೦೦", 9000],
  ["₹൭,൦൦൦", 7000],
  ["₹୬,୦୦୦", 6000],
  // Other languages' pay words.
  ["स्टाइपेंड 6 महीने, 9000", 9000],
  ["৬ মাস, ৮০০০", null],
];

describe("a stipend read into rupees a month", () => {
  it.each(CASES)("%j is %j", (text, rupees) => expect(monthlyStipendRupees(text)).toBe(rupees));

  it("flags an amount above ₹10,00,000 a month for the team, not a readable one", () => {
    expect(stipendTooHigh("99999 crore per month")).toBe(true);
    expect(stipendTooHigh("₹" + "9".repeat(47))).toBe(true);
    expect(stipendTooHigh("₹15,000 per month")).toBe(false);
    expect(stipendTooHigh("negotiable")).toBe(false);
  });
});
