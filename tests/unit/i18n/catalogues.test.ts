import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENGLISH_MESSAGES } from "~/i18n/catalogue";
import { catalogueProblems, compiledCatalogueSources, placeholdersOf } from "~/i18n/compile";
import { HINDI } from "~/i18n/hi";

describe("interface catalogues (decision 280)", () => {
  it("Hindi has every English message, no other, with the same placeholders", () => {
    expect(catalogueProblems(ENGLISH_MESSAGES, HINDI)).toEqual([]);
  });

  it("reports a missing message, an unused one and different placeholders", () => {
    const english = { "a.title": "Apply by {date}", "a.count": "{count, plural, one {# job} other {# jobs}}", "a.plain": "Jobs" };
    const hindi = { "a.title": "{day} तक आवेदन करें", "a.count": "{total, plural, other {# नौकरियाँ}}", "a.gone": "पुराना" };
    expect(catalogueProblems(english, hindi)).toEqual([
      "missing: a.plain",
      "unused: a.gone",
      "placeholders differ: a.title has {day}, English {date}",
      "placeholders differ: a.count has {total}, English {count}",
    ]);
  });

  it("finds values inside plural forms", () => {
    expect(placeholdersOf("{count, plural, one {{shown} Course} other {{shown} Courses}}")).toEqual(["count", "shown"]);
  });

  it("Hindi messages are written in Devanagari, not left in English", () => {
    // Words that are the same in both languages (names, symbols).
    const same = new Set(["shell.header.switchToEnglish", "board.home.rss", "shell.footer.copyright", "shell.errorPage.statusHeading", "board.filters.queryChip", "board.listingPage.title"]);
    const untranslated = Object.entries(HINDI).filter(([id, text]) => !same.has(id) && !/[\u0900-\u097F]/.test(text));
    expect(untranslated).toEqual([]);
  });

  it("the compiled catalogues are up to date (npm run messages)", () => {
    for (const [locale, source] of Object.entries(compiledCatalogueSources())) {
      expect(readFileSync(new URL(`../../../app/i18n/compiled/${locale}.ts`, import.meta.url), "utf8"), locale).toBe(source);
    }
  });
});
