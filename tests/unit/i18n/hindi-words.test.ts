/**
 * Every visible word of a Hindi page in Hindi (docs/glossary/hindi.md): no Hindi message, and no
 * seeded Hindi name, holds an English word beyond the allow-list of names and notations that stay
 * as they are. Placeholders and ICU syntax are not words.
 */
import { describe, expect, it } from "vitest";
import { readCatalogue } from "~/i18n/po";
import { SEED_CATEGORY_NAMES } from "../../../db/seed-data";
import { CITY_NAMES, STATE_NAMES } from "~/taxonomy/place-names";
import { ALLOWED_LATIN_WORDS, latinWords } from "../../support/hindi-words";

const HINDI = readCatalogue("hi");

describe("Hindi words", () => {
  it("finds English words and leaves placeholders and plural keywords alone", () => {
    expect(latinWords("{count, plural, =0 {कोई नतीजा नहीं} one {{shown} नतीजा} other {{shown} नतीजे}}")).toEqual([]);
    expect(latinWords("उसे 24-48 hours में प्रकाशित कर देगी")).toEqual(["hours"]);
  });

  it("no Hindi message has an English word outside the allow-list", () => {
    const found = Object.entries(HINDI).flatMap(([id, message]) =>
      latinWords(message)
        .filter((word) => !ALLOWED_LATIN_WORDS.has(word))
        .map((word) => `${id}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("the seeded Hindi names of categories, cities and states are all Devanagari", () => {
    const names = [
      ...Object.values(SEED_CATEGORY_NAMES.hi!),
      ...Object.values(CITY_NAMES.hi!).flat(),
      ...Object.values(STATE_NAMES.hi!).flat(),
    ];
    expect(names.filter((name) => latinWords(name).length > 0)).toEqual([]);
  });
});
