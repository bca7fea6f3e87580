/** The fee wording and title similarity of app/trust/signals.ts. */
import { describe, expect, it } from "vitest";
import { asksForMoney, isSimilarTitle, normalizeTitle, titleSimilarity } from "../../../app/trust/signals";

describe("asksForMoney", () => {
  it.each([
    "Selected candidates must pay a registration fee of ₹500 before joining.",
    "registration fees ₹500 dena hoga",
    "Registration fees 500 rupees dene honge joining se pehle",
    "Joining ke liye ₹999 dena hoga",
    "A refundable security deposit of Rs. 2000 is required.",
    "Pay ₹1,500 to confirm your seat.",
    "pay Rs 300 for the training kit",
    "Please pay INR 750 via UPI after selection.",
    "Registration charges apply: Rs.499 only.",
    "There is an application fee.",
    "Training fees: ₹2500 (one time)",
    "Interns have to deposit ₹1000 which is refundable after 3 months.",
    "Selection ke baad fees bharni padegi",
    "Certificate ke liye 299 rs jama karna hoga",
    "Course fee is Rs 4999.",
    "You need to make a payment of ₹200 for verification.",
    "Security amount jama karni hogi",
  ])("flags %j", (text) => {
    expect(asksForMoney(text)).toBe(true);
  });

  it.each([
    "Stipend: ₹10,000 per month, paid monthly.",
    "There is no registration fee and no deposit of any kind.",
    "This internship is free: no fees, no charges.",
    "Koi fees nahi hai. Stipend ₹5000 milega.",
    "We pay a monthly stipend of Rs 8000 and travel costs.",
    "Interns will design fee structures for partner schools.",
    "Research on how microfinance institutions charge interest to rural women.",
    "Help farmers get fair payment for their crops.",
    "Paid internship with a certificate on completion.",
    "We reimburse internet charges up to ₹500 per month.",
    "",
  ])("does not flag %j", (text) => {
    expect(asksForMoney(text)).toBe(false);
  });

  it("looks at every text it is given, ignoring empty ones", () => {
    expect(asksForMoney(null, undefined, "Great team.", "Registration fee ₹200 dena hoga")).toBe(true);
    expect(asksForMoney(null, "Great team.")).toBe(false);
  });
});

describe("title similarity", () => {
  it("normalises case, punctuation and spaces", () => {
    expect(normalizeTitle("  Climate  Research-Intern! ")).toBe("climate research intern");
  });

  it("treats near-identical titles as duplicates", () => {
    expect(isSimilarTitle("Climate Research Intern", "climate research intern")).toBe(true);
    expect(isSimilarTitle("Climate Research Intern", "Climate Research Intern (Remote)")).toBe(true);
    expect(isSimilarTitle("Climate Research Internship", "Climate Research Intern")).toBe(true);
    expect(isSimilarTitle("Data Analyst Intern", "Data Analyst Intern - 2026")).toBe(true);
  });

  it("keeps different roles apart", () => {
    expect(isSimilarTitle("Climate Research Intern", "Marketing Intern")).toBe(false);
    expect(isSimilarTitle("Data Analyst Intern", "Field Data Collector")).toBe(false);
    expect(isSimilarTitle("Design Fellow", "Design Intern")).toBe(false);
    expect(titleSimilarity("", "")).toBe(1);
  });
});
