/**
 * The seeded content pages' translations (db/seed-data.ts, decision 360): every page the footer links
 * is translated into every language, and each translation keeps its English page's shape and facts (the
 * same headings and list items, the same numbers, periods and addresses), in its language's own script
 * with Latin digits (docs/decisions/421-latin-digits.md) and no English word beyond the glossaries' names.
 */
import { describe, expect, it } from "vitest";
import {
  SEED_CONTENT_PAGES,
  SEED_CONTENT_TRANSLATIONS,
} from "../../../db/seed-data";
import { TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { ALLOWED_LATIN_WORDS, latinWords } from "../../support/hindi-words";

const SCRIPT: Record<string, { script: RegExp; foreign: RegExp }> = {
  hi: { script: /[\u0900-\u097F]/, foreign: /[\u0980-\u09FF]/ },
  mr: { script: /[\u0900-\u097F]/, foreign: /[\u0980-\u09FF]/ },
  // The danda (U+0964, U+0965) is shared: Bengali ends its sentences with it too.
  bn: { script: /[\u0980-\u09FF]/, foreign: /[\u0900-\u0963\u0966-\u097F]/ },
};
/** The board's name stays as it is in every language, as in the catalogues' "{site}". */
const NAMES = new Set([...ALLOWED_LATIN_WORDS, "Impact", "Careers"]);
const NATIVE_DIGIT = /(?![0-9])\p{Nd}/u;

/** Each Markdown block's kind, in order: "## ", "- ", "1. " or a paragraph. */
const shape = (markdown: string) =>
  markdown
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => /^(#+ |- |\d+\. )/.exec(line)?.[1] ?? "paragraph");
const links = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
/** Every number, in order: list numbers, periods, hours. */
const numbers = (text: string) => text.match(/\d+/g) ?? [];
/** The words outside links: a link's address is the same in every language. */
const prose = (markdown: string) =>
  markdown.replace(/\[([^\]]*)\]\([^)]+\)/g, "").replace(/\S+@\S+/g, "");

describe("the seeded content pages' translations", () => {
  it("cover every published footer page in every language", () => {
    const footer = SEED_CONTENT_PAGES.filter(
      (page) => page.published && page.showInFooter,
    ).map((page) => page.slug);
    expect(footer).toEqual(
      expect.arrayContaining(["posting-guidelines", "privacy-policy"]),
    );
    for (const slug of footer) {
      const languages = SEED_CONTENT_TRANSLATIONS.filter(
        (t) => t.slug === slug,
      ).map((t) => t.language);
      expect(languages.sort(), slug).toEqual([...TRANSLATED_LANGUAGES].sort());
    }
  });

  it("keep the English page's blocks, links and numbers", () => {
    for (const translation of SEED_CONTENT_TRANSLATIONS) {
      const english = SEED_CONTENT_PAGES.find(
        (page) => page.slug === translation.slug,
      )!;
      const label = `${translation.slug} (${translation.language})`;
      expect(shape(translation.content), label).toEqual(shape(english.content));
      expect(links(translation.content), label).toEqual(links(english.content));
      expect(numbers(translation.content), label).toEqual(
        numbers(english.content),
      );
      expect(numbers(translation.metaDescription), label).toEqual(
        numbers(english.metaDescription ?? ""),
      );
    }
  });

  it("are in the language's own script, with Latin digits and no English word beyond names", () => {
    for (const translation of SEED_CONTENT_TRANSLATIONS) {
      const { script, foreign } = SCRIPT[translation.language]!;
      const label = `${translation.slug} (${translation.language})`;
      for (const text of [
        translation.title,
        translation.metaDescription,
        translation.content,
      ]) {
        expect(text, label).toMatch(script);
        expect(text, label).not.toMatch(foreign);
        expect(text, label).not.toMatch(NATIVE_DIGIT);
        expect(
          latinWords(prose(text)).filter(
            (word) => !NAMES.has(word.replace(/[.'-]+$/, "")),
          ),
          label,
        ).toEqual([]);
      }
    }
  });
});
