/**
 * Listings written in Bengali are found as Hindi ones are (docs/decisions/333): by whole words, words
 * ending in a vowel sign as whole words, the first letters of a word as typed, whichever way a nukta
 * letter, chandrabindu or a nasal is written, and the index is folded exactly as the query is.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";
import { expectIndexFoldedAsQuery, titlesFound } from "./search-folds";

let t: TestDb;
afterEach(() => t?.cleanup());

/** Only the listings written in Bengali: what the words as typed find. */
const found = (query: string) => titlesFound(t, query, /[\u0980-\u09ff]/);

function bengaliBoard() {
  t = createTestDb();
  createOpportunity(t.db, { title: "গ্রন্থাগার সহকারী ইন্টার্ন", organization: "বই ট্রাস্ট", description: "গ্রামের শিশুদের জন্য বই বাছাই ও পড়া শেখানো।" });
  // য় precomposed (U+09DF) in the stored text.
  createOpportunity(t.db, { title: "নদী সমীক্ষা ফেলো", organization: "সবুজ বাংলা", description: "নদীর পাড়ে মাটি ও জল পরীক্ষা করা, সময় মেনে।" });
  createOpportunity(t.db, { title: "শিক্ষা সহায়ক", organization: "বাঙ্গালী সমাজ", description: "চাঁদের আলো প্রকল্পে শিশুদের পড়ানো।" });
}

describe("searching listings written in Bengali", () => {
  it("finds whole Bengali words in every text column", () => {
    bengaliBoard();
    expect(found("গ্রন্থাগার")).toEqual(["গ্রন্থাগার সহকারী ইন্টার্ন"]);
    expect(found("ট্রাস্ট")).toEqual(["গ্রন্থাগার সহকারী ইন্টার্ন"]);
    expect(found("পরীক্ষা")).toEqual(["নদী সমীক্ষা ফেলো"]);
  });

  it("matches words that end in a vowel sign as whole words, not as their consonants", () => {
    bengaliBoard();
    expect(found("শিক্ষা")).toEqual(["শিক্ষা সহায়ক"]);
    expect(found("নদী")).toEqual(["নদী সমীক্ষা ফেলো"]);
  });

  it("matches the first letters of a word as typed, vowel signs and conjuncts included", () => {
    bengaliBoard();
    expect(found("গ্র")).toEqual(["গ্রন্থাগার সহকারী ইন্টার্ন"]);
    expect(found("গ্রন্থা")).toEqual(["গ্রন্থাগার সহকারী ইন্টার্ন"]);
    expect(found("সমী")).toEqual(["নদী সমীক্ষা ফেলো"]);
    expect(found("শিশুদের জন্য বা")).toEqual(["গ্রন্থাগার সহকারী ইন্টার্ন"]);
  });

  it("treats a nukta letter precomposed, decomposed or without its nukta as the same word", () => {
    bengaliBoard();
    expect(found("সময়")).toEqual(["নদী সমীক্ষা ফেলো"]);
    expect(found("সময\u09bc")).toEqual(["নদী সমীক্ষা ফেলো"]);
    expect(found("সময")).toEqual(["নদী সমীক্ষা ফেলো"]);
    expect(found("সহাযক")).toEqual(["শিক্ষা সহায়ক"]);
    expect(found("পাডে")).toEqual(["নদী সমীক্ষা ফেলো"]);
  });

  it("treats chandrabindu and anusvara, and ঙ with virama before a velar and anusvara, as the same", () => {
    bengaliBoard();
    expect(found("চাঁদের")).toEqual(["শিক্ষা সহায়ক"]);
    expect(found("চাংদের")).toEqual(["শিক্ষা সহায়ক"]);
    expect(found("বাংগালী")).toEqual(["শিক্ষা সহায়ক"]);
    expect(found("বাঙ্গালী")).toEqual(["শিক্ষা সহায়ক"]);
  });

  it("answers odd Bengali input without an error", () => {
    bengaliBoard();
    for (const query of ["ি", "্", "ং", "ঁ", "়", "্্্", "ক্", "ৎ", "।", "\"গ্র*", "NEAR(গ্র)"]) expect(() => found(query), query).not.toThrow();
  });

  it("folds the index text exactly as the query is folded, in every folded column", () => {
    t = createTestDb();
    expectIndexFoldedAsQuery(t, "কখগঙচজডঢযরয়ড়ঢ়্ংঁ়ািৎ\u09dc\u09df\u200C\u200D a");
  });
});
