/**
 * The search vocabulary (docs/glossary/vocabulary.tsv, decision 295): read by column name, so a
 * new language column needs no code; compiled into the bundle; large enough; and the loose
 * phonetic key that lets romanised Hindi meet Devanagari (decision 296), rule by rule.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compiledVocabulary } from "../../../scripts/compile-vocabulary";
import { VOCABULARY_TSV } from "../../../app/search/vocabulary/compiled";
import { phoneticKey, romaniseDevanagari } from "../../../app/search/vocabulary/phonetic";
import { parseVocabulary, splitWords, vocabulary } from "../../../app/search/vocabulary/vocabulary";
import { singular, wordRoot } from "../../../app/search/vocabulary/word-forms";

const names = (words: string) => vocabulary().lookup(splitWords(words))?.concepts.map((c) => `${c.kind}:${c.canonical}`) ?? [];

describe("the vocabulary file", () => {
  it("is compiled into the bundle as it is written (run `npm run vocabulary` after an edit)", () => {
    const tsv = readFileSync(new URL("../../../docs/glossary/vocabulary.tsv", import.meta.url), "utf8");
    expect(readFileSync(new URL("../../../app/search/vocabulary/compiled.ts", import.meta.url), "utf8")).toBe(compiledVocabulary(tsv));
    expect(VOCABULARY_TSV).toBe(tsv);
  });

  it("has at least 400 concepts, each with an English word and a known kind", () => {
    const { concepts } = vocabulary();
    expect(concepts.length).toBeGreaterThanOrEqual(400);
    for (const concept of concepts) expect(concept.canonical, concept.words.join("|")).not.toBe("");
  });

  it("reads columns by their header, so a new language is a new column (Marathi here) and no code", () => {
    const tsv = "kind\tmr\ten\thi\nword\tपाणी\twater|drinking water\tपानी|जल\n";
    const parsed = parseVocabulary(tsv);
    expect(parsed.concepts[0]).toMatchObject({ kind: "word", canonical: "water", english: ["water", "drinking water"] });
    expect(parsed.concepts[0]!.otherScripts).toEqual(["पाणी", "पानी", "जल"]);
    expect(parsed.lookup(splitWords("पाणी"))?.concepts[0]?.canonical).toBe("water");
    expect(parsed.lookup(splitWords("drinking water"))?.length).toBe(2);
    expect(() => parseVocabulary("en\thi\nfoo\tबार\n")).toThrow(/kind/);
    expect(() => parseVocabulary("en\tkind\nfoo\tnonsense\n")).toThrow(/unknown kind/);
  });

  it("names a concept by any of its words, in any script or spelling", () => {
    expect(names("internships")).toEqual(["type:internship"]);
    expect(names("इंटर्नशिप")).toEqual(["type:internship"]);
    expect(names("naukri")).toEqual(["type:job"]);
    expect(names("शिक्षा")).toEqual(["cause:education"]);
    expect(names("siksha")).toEqual(["cause:education"]);
    expect(names("paryaavaran")).toEqual(["cause:environment"]);
    expect(names("wfh")).toEqual(["synonym:remote"]);
    expect(names("work from home")).toContain("synonym:remote");
    expect(names("ghar se kaam")).toEqual(["synonym:remote"]);
    expect(names("गैर-सरकारी संस्था")).toEqual(["synonym:ngo"]);
    expect(names("डिज़ाइन")).toEqual(["category:design"]);
    expect(names("डिजाइन")).toEqual(["category:design"]);
    expect(names("zzqxv")).toEqual([]);
  });
});

describe("the loose phonetic key of romanised Hindi", () => {
  // [one spelling, another spelling or the Devanagari, the rule that makes them meet]
  const SAME: [string, string, string][] = [
    ["paryavaran", "paryaavaran", "aa and a are one"],
    ["grameen", "gramin", "ee and i are one"],
    ["pooja", "puja", "oo and u are one"],
    ["shiksha", "siksha", "sh and s are one"],
    ["swasthya", "svasthya", "w and v are one"],
    ["pattrika", "patrika", "doubled letters are one"],
    ["naukri", "naukari", "the inherent a is written or not"],
    ["chhatra", "chatra", "chh and ch are one"],
    ["sambandh", "sanbandh", "anusvara before b/p as m or n"],
    ["bharat", "bhaarath", "an aspirate written without its h"],
    ["shiksha", "शिक्षा", "Devanagari meets its romanisation"],
    ["paryavaran", "पर्यावरण", "a final inherent vowel"],
    ["swasthya", "स्वास्थ्य", "conjuncts"],
    ["hindi", "हिंदी", "anusvara as n"],
    ["krishi", "कृषि", "ऋ as ri"],
    ["paani", "पानी", "long vowels"],
    ["kheti", "खेती", "aspirates"],
    ["naukri", "नौकरी", "schwa"],
  ];
  it.each(SAME)("%s meets %s (%s)", (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });

  it("keeps different words apart", () => {
    expect(phoneticKey("pani")).not.toBe(phoneticKey("puna"));
    expect(phoneticKey("shiksha")).not.toBe(phoneticKey("shikshak"));
  });

  it("romanises Devanagari as people type it", () => {
    expect(romaniseDevanagari("पुस्तकालय")).toBe("pustakalaya");
    expect(romaniseDevanagari("हिंदी")).toBe("hindi");
    expect(romaniseDevanagari("कृषि")).toBe("krishi");
  });
});

describe("English word forms", () => {
  it("strips the endings the stemmer keeps", () => {
    expect(wordRoot("internship")).toBe("intern");
    expect(wordRoot("teacher")).toBe("teach");
    expect(wordRoot("designers")).toBe("design");
    expect(wordRoot("data")).toBe("data");
    expect(singular("internships")).toBe("internship");
    expect(singular("cities")).toBe("city");
    expect(singular("classes")).toBe("class");
    expect(singular("campus")).toBe("campus");
  });
});
