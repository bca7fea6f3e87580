/**
 * Pay read in every language (docs/glossary/pay-words.tsv, decision 358): a stipend typed in
 * Hindi, Marathi or Bengali, in its own digits or ASCII ones, reads as the same rupees a month
 * as its English, for the minimum-stipend filter (monthlyStipendRupees) and JobPosting's
 * baseSalary (parseMonthlyStipend); unpaid, free, part-time, intern and contract words too.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { employmentType, parseMonthlyStipend } from "~/seo/job-posting";
import { parsePayWords, PAY_MEANINGS, toLatinDigits } from "~/opportunities/pay-words";
import { monthlyStipendRupees } from "~/opportunities/stipend-amount";
import { compiledWordList, WORD_LISTS } from "../../../scripts/compile-vocabulary";

const tsv = readFileSync(new URL("../../../docs/glossary/pay-words.tsv", import.meta.url), "utf8");

describe("the pay words file", () => {
  it("is compiled into the module the server reads", () => {
    const list = WORD_LISTS.find((entry) => entry.name === "PAY_WORDS_TSV")!;
    expect(readFileSync(new URL(`../../../${list.target}`, import.meta.url), "utf8")).toBe(compiledWordList(tsv, list));
  });

  it("has every meaning in every language of the registry but English, whose words are patterns", () => {
    const words = parsePayWords(tsv);
    for (const meaning of PAY_MEANINGS)
      for (const { code } of LANGUAGES.filter((language) => language.code !== "en")) expect(words[meaning][code], `${meaning} ${code}`).not.toHaveLength(0);
  });

  it("refuses a column of no registered language and a meaning nobody reads", () => {
    expect(() => parsePayWords("meaning\thi\txx\nunpaid\tअवैतनिक\tnope\n")).toThrow(/xx/);
    expect(() => parsePayWords("meaning\thi\nsalaryish\tवेतन\n")).toThrow(/salaryish/);
  });

  it("reads the digits of every script in the registry", () => {
    expect(toLatinDigits("১০,০০০ টাকা")).toBe("10,000 টাকা");
    expect(toLatinDigits("८ हजार, १५,०००")).toBe("8 हजार, 15,000");
    expect(toLatinDigits("₹12,500")).toBe("₹12,500");
  });
});

/** [text, rupees a month for the filter, JobPosting's monthly range]. */
const STIPENDS: [string, number | null, { min: number; max: number } | null][] = [
  // Bengali
  ["১০,০০০ টাকা মাসিক", 10000, { min: 10000, max: 10000 }],
  ["মাসে ৮ হাজার টাকা", 8000, { min: 8000, max: 8000 }],
  ["১২০০০-১৫০০০ টাকা প্রতি মাস", 12000, { min: 12000, max: 15000 }],
  ["বার্ষিক ২.৪ লক্ষ টাকা", 20000, null],
  ["৩ লাখ টাকা বছরে", 25000, null],
  ["অবৈতনিক", 0, null],
  ["মাসে ৮ থেকে ১২ হাজার টাকা", 8000, { min: 12000, max: 12000 }],
  ["স্টাইপেন্ড ছাড়া", 0, null],
  ["বিনা বেতনে স্বেচ্ছাসেবা", 0, null],
  // Marathi
  ["दरमहा ८ हजार रुपये", 8000, { min: 8000, max: 8000 }],
  ["१२,००० रुपये महिना", 12000, { min: 12000, max: 12000 }],
  ["रु. 9000 दरमहा", 9000, { min: 9000, max: 9000 }],
  ["वार्षिक ३ लाख रुपये", 25000, null],
  ["बिनपगारी", 0, null],
  ["दरमहा ८ ते १२ हजार रुपये", 8000, { min: 12000, max: 12000 }],
  ["विना स्टायपेंड", 0, null],
  // Hindi, as before
  ["१५,००० रुपये प्रति माह", 15000, { min: 15000, max: 15000 }],
  ["10 हज़ार महीना", 10000, { min: 10000, max: 10000 }],
  ["अवैतनिक", 0, null],
];

describe.each(STIPENDS)("%j", (text, monthly, range) => {
  it(`is ₹${monthly} a month for the filter`, () => expect(monthlyStipendRupees(text)).toBe(monthly));
  it(`is ${JSON.stringify(range)} in JobPosting's baseSalary`, () => expect(parseMonthlyStipend(text)).toEqual(range));
});

describe("a legacy job's employment type from its title in any language", () => {
  const job = (title: string) => employmentType({ kind: "job", opportunityType: "internship", title, duration: null });
  it.each([
    ["প্রোগ্রাম শিক্ষানবিশ", "INTERN"],
    ["প্রশিক্ষক (আংশিক সময়)", "PART_TIME"],
    ["চুক্তিভিত্তিক গবেষক", "CONTRACTOR"],
    ["प्रशिक्षणार्थी समन्वयक", "INTERN"],
    ["अर्धवेळ शिक्षक", "PART_TIME"],
    ["करार तत्त्वावर लेखापाल", "CONTRACTOR"],
    ["अंशकालिक शिक्षक", "PART_TIME"],
    ["কর্মসূচি সমন্বয়কারী", "FULL_TIME"],
  ])("%s is %s", (title, type) => expect(job(title)).toBe(type));
});
