/**
 * The pieces of search in the reader's own spelling (decisions 415-417): the Bengali sound key, the
 * Marathi stems of a word with a case ending, and the distance of Indian-script words in half edits.
 */
import { describe, expect, it } from "vitest";
import { allowedIndicHalfEdits, indicDistance } from "../../../app/search/index-terms.server";
import { bengaliStems, marathiStems } from "../../../app/search/vocabulary/case-endings";
import { bengaliKey, phoneticKey } from "../../../app/search/vocabulary/phonetic";
import { parseVocabulary } from "../../../app/search/vocabulary/vocabulary";

describe("the Bengali sound key", () => {
  it("gives the Bengali word and its common Latin spellings one key", () => {
    for (const [word, spellings] of [
      ["পরিবেশ", ["poribesh", "paribesh", "poribes"]],
      ["শিক্ষা", ["shikkha", "sikkha", "shiksha", "shikha"]],
      ["স্বাস্থ্য", ["shastho", "sasthyo", "swasthya"]],
      ["যুব", ["jubo", "yuba"]],
      ["জলবায়ু", ["jolobayu", "jalabayu"]],
    ] as const) {
      for (const spelling of spellings) expect(bengaliKey(spelling), spelling).toBe(bengaliKey(word));
    }
  });

  it("keeps words apart that differ in more than o/a, s/sh and aspirates", () => {
    expect(bengaliKey("poribesh")).not.toBe(bengaliKey("porikkha"));
    expect(bengaliKey("শিক্ষা")).not.toBe(bengaliKey("শেখা"));
    // The Hindi key reads "shikkha" as सीख (learning), so the two keys live apart (see the lookup below).
    expect(phoneticKey("shikkha")).toBe(phoneticKey("सीख"));
  });

  it("finds a concept by a spelling of the bn-latn column before any sound", () => {
    const vocab = parseVocabulary("en\thinglish\tkind\tbn\tbn-latn\neducation\tshiksha\tcause\tশিক্ষা\tshikkha\nlearning\tseekh|sikh\tword\tশেখা\t\n");
    expect(vocab.lookup(["shikkha"])?.concepts.map((c) => c.canonical)).toEqual(["education"]);
    expect(vocab.lookup(["sikkha"])?.concepts.map((c) => c.canonical).sort()).toEqual(["education", "learning"]);
    // A word typed in Bengali script is looked up as spelt only.
    expect(vocab.lookup(["শিক্ষা"])?.concepts.map((c) => c.canonical)).toEqual(["education"]);
  });
});

describe("Marathi stems", () => {
  it("strips one case ending and undoes the oblique form", () => {
    expect(marathiStems("पुण्यात")).toContain("पुणे");
    expect(marathiStems("पुण्यामध्ये")).toContain("पुणे");
    expect(marathiStems("पुण्याला")).toContain("पुणे");
    expect(marathiStems("मुंबईत")).toEqual(["मुंबई"]);
    expect(marathiStems("शिक्षणाचे")).toContain("शिक्षण");
    expect(marathiStems("शिक्षणाने")).toContain("शिक्षण");
  });

  it("leaves a word without an ending, or with too little before it, alone", () => {
    expect(marathiStems("पुणे")).toEqual([]);
    expect(marathiStems("कला")).toEqual([]);
    expect(marathiStems("त")).toEqual([]);
  });
});

describe("Bengali stems", () => {
  // Words as search folds them: য় is written য.
  it("strips one case ending, each ending it may have, the longest first", () => {
    expect(bengaliStems("কলকাতায")).toEqual(["কলকাতা"]);
    expect(bengaliStems("কলকাতার")).toEqual(["কলকাতা"]);
    expect(bengaliStems("দিল্লিতে")[0]).toBe("দিল্লি");
    expect(bengaliStems("পরিবেশের")[0]).toBe("পরিবেশ");
    expect(bengaliStems("পরিবেশে")).toEqual(["পরিবেশ"]);
    expect(bengaliStems("মুম্বইযে")[0]).toBe("মুম্বই");
    expect(bengaliStems("মুম্বইযের")[0]).toBe("মুম্বই");
    expect(bengaliStems("শিক্ষাকে")[0]).toBe("শিক্ষা");
    expect(bengaliStems("শিক্ষার্থীদের")[0]).toBe("শিক্ষার্থী");
  });

  it("leaves a word without an ending, or with too little before it, alone", () => {
    expect(bengaliStems("কলকাতা")).toEqual([]);
    expect(bengaliStems("নার")).toEqual([]);
    expect(bengaliStems("মাকে")).not.toContain("মা");
    expect(bengaliStems("র")).toEqual([]);
  });
});

describe("Indian-script words in half edits", () => {
  it("counts a vowel sign or virama as half a letter", () => {
    expect(indicDistance("इंटरशिप", "इंटर्नशिप", 8)).toBe(3);
    expect(indicDistance("आरोग", "आरोग्य", 8)).toBe(3);
    expect(indicDistance("फेलोशप", "फेलोशिप", 8)).toBe(1);
    expect(indicDistance("शिक्षा", "शिक्षा", 8)).toBe(0);
    expect(indicDistance("पानी", "दानी", 8)).toBe(2);
  });

  it("allows three half edits in a word of 4-7 characters, four in a longer one, none in a shorter one", () => {
    expect(allowedIndicHalfEdits("आरो")).toBe(0);
    expect(allowedIndicHalfEdits("आरोग")).toBe(3);
    expect(allowedIndicHalfEdits("इंटरशिप")).toBe(3);
    expect(allowedIndicHalfEdits("ইন্টারশিপ")).toBe(4);
  });

  it("stops at the bound", () => {
    expect(indicDistance("पर्यावरण", "कचरा", 2)).toBe(3);
  });
});
