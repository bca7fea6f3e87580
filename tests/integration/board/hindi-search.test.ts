/**
 * Listings written in Hindi are found by whole words and by the first letters of a word,
 * whichever way a spelling variant is written, and no Hindi input makes a search fail.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity } from "./fixtures";
import { expectIndexFoldedAsQuery, titlesFound } from "./search-folds";

let t: TestDb;
afterEach(() => t?.cleanup());

const found = (query: string) => titlesFound(t, query);
/** Only the listings written in Hindi: what the words as typed find, beside what their meaning finds (decision 295). */
const foundInHindi = (query: string) => titlesFound(t, query, /[\u0900-\u097f]/);

function hindiBoard() {
  t = createTestDb();
  createOpportunity(t.db, {
    title: "पुस्तकालय सहायक इंटर्न",
    organization: "पुस्तक ट्रस्ट",
    description: "गाँव के बच्चों के लिए किताबें चुनना और पढ़ना सिखाना।",
  });
  createOpportunity(t.db, {
    title: "ज़मीन सर्वेक्षण फ़ेलो",
    organization: "ग्राम विकास",
    description: "किसानों के साथ ज़मीन के रिकॉर्ड जाँचना।",
  });
  createOpportunity(t.db, { title: "हिन्दी कंटेंट राइटर", organization: "सेवा भारती", description: "माँ और शिशु स्वास्थ्य पर लेख लिखना।" });
  createOpportunity(t.db, { title: "Social Media इंटर्न", organization: "Gram Vikas", description: "Posts in English and हिंदी।" });
  createJob(t.db, { title: "शिक्षा सहायक", company: "सम्बन्ध फाउंडेशन", description: "स्कूलों में पढ़ाई में मदद।" });
  createOpportunity(t.db, { title: "Library assistant intern", description: "Sorting books for a village library." });
}

describe("searching listings written in Hindi", () => {
  it("finds whole Hindi words in every text column, and mixed Hindi and English", () => {
    hindiBoard();
    // The vocabulary's English word for पुस्तकालय finds the English listing too (decision 295).
    expect(found("पुस्तकालय")).toEqual(["Library assistant intern", "पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("ट्रस्ट")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("किताबें")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("इंटर्न")).toEqual(["Social Media इंटर्न", "पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("social इंटर्न")).toEqual(["Social Media इंटर्न"]);
    expect(foundInHindi("सहायक")).toEqual(["पुस्तकालय सहायक इंटर्न", "शिक्षा सहायक"]);
  });

  it("matches words that end in a vowel sign as whole words, not as their consonants", () => {
    hindiBoard();
    // Before marks were part of words, "शिक्षा" was indexed as "श", "क", "ष"… and so was "शिक्षक".
    expect(found("शिक्षा")).toEqual(["शिक्षा सहायक"]);
    // शिक्षक (teacher) now finds the listing through the vocabulary (पढ़ाई, teaching: decision 295).
    expect(found("शिक्षक")).toEqual(["शिक्षा सहायक"]);
    expect(found("पढ़ाई")).toEqual(["शिक्षा सहायक"]);
    expect(found("लिखना")).toEqual(["हिन्दी कंटेंट राइटर"]);
  });

  it("matches the first letters of a word as typed, vowel signs and conjuncts included", () => {
    hindiBoard();
    expect(foundInHindi("पु")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("पुस्त")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("पुस्तका")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("पुस्तकाल")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("सर्वे")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
    // "library" finds पुस्तकालय through the vocabulary (decision 295).
    expect(found("library सहा")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("किसानों के सा")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
  });

  it("treats a word with or without nukta, and either encoding of a nukta letter, as the same word", () => {
    hindiBoard();
    expect(found("ज़मीन")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
    expect(found("जमीन")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
    expect(found("\u095Bमीन")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
    expect(found("फेलो")).toEqual(["ज़मीन सर्वेक्षण फ़ेलो"]);
    expect(found("पढाई")).toEqual(["शिक्षा सहायक"]);
  });

  it("treats chandrabindu and anusvara, and a nasal with virama and anusvara, as the same", () => {
    hindiBoard();
    expect(foundInHindi("मां")).toEqual(["हिन्दी कंटेंट राइटर"]);
    expect(foundInHindi("गांव")).toEqual(["पुस्तकालय सहायक इंटर्न"]);
    expect(foundInHindi("हिंदी")).toEqual(["Social Media इंटर्न", "हिन्दी कंटेंट राइटर"]);
    expect(foundInHindi("हिन्दी")).toEqual(["Social Media इंटर्न", "हिन्दी कंटेंट राइटर"]);
    expect(foundInHindi("संबंध")).toEqual(["शिक्षा सहायक"]);
    // Zero-width joiners only change how a conjunct is drawn.
    expect(found("पुस्\u200Dतकालय")).toEqual(["Library assistant intern", "पुस्तकालय सहायक इंटर्न"]);
    expect(found("पुस्\u200Cतकालय")).toEqual(["Library assistant intern", "पुस्तकालय सहायक इंटर्न"]);
  });

  it("keeps finding Hindi words after the listing and its organisation are edited", () => {
    hindiBoard();
    const id = (t.db.$client.prepare("SELECT id FROM opportunities WHERE title = ?").get("ज़मीन सर्वेक्षण फ़ेलो") as { id: number }).id;
    t.db.$client.prepare("UPDATE opportunities SET title = ? WHERE id = ?").run("ज़मीन रिकॉर्ड फ़ेलो", id);
    t.db.$client.prepare("UPDATE organizations SET name = ? WHERE name = ?").run("ग्राम स्वराज", "ग्राम विकास");
    // A word the index does not hold is corrected to the nearest one it does (decision 297).
    expect(found("रिकार्ड")).toEqual(["ज़मीन रिकॉर्ड फ़ेलो"]);
    expect(found("रिकॉर्ड जमीन")).toEqual(["ज़मीन रिकॉर्ड फ़ेलो"]);
    expect(found("स्वराज")).toEqual(["ज़मीन रिकॉर्ड फ़ेलो"]);
    expect(found("सर्वेक्षण")).toEqual([]);
  });

  it("answers odd Hindi input without an error: lone signs, viramas, joiners, mixed scripts", () => {
    hindiBoard();
    for (const query of ["ि", "्", "ं", "़", "\u200D", "\u200C", "्््", "ि्ं", "क्", "क्\u200D", "\u0900", "॥", "।", "क़्", "a्b", "\"पुस्तक*", "NEAR(पु)", "पु -स"]) {
      expect(() => found(query), query).not.toThrow();
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."कखज़पमनसि्ंँ़ाीेो\u200C\u200D \"*-:()^".split("")), maxLength: 12 }), (query) => {
        found(query);
      }),
      { numRuns: 200 },
    );
  });

  it("folds the index text exactly as the query is folded, in every folded column", () => {
    t = createTestDb();
    expectIndexFoldedAsQuery(t, "कङञणनमपबदटचज़ड़ऩ्ंँ़ाि\u0958\u095B\u200C\u200D a");
  });
});
