import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { ENGLISH_MESSAGES } from "~/texts";
import { catalogueProblems, cataloguesToCompile, compiledCatalogueSources, placeholdersOf } from "~/i18n/compile";
import { PAGE_MESSAGES } from "~/i18n/compiled/pages.server";
import { LANGUAGES } from "~/i18n/languages";
import { readCatalogue } from "~/i18n/po";
import { catalogueTranslator } from "~/i18n/translated";
import { createI18n } from "~/i18n/i18n.server";
import { TWINNED_PATTERNS } from "~/i18n/locales";
import { PAGE_CATALOGUES, pageCatalogueOf, inPart, messagesOfPage, SHELL } from "~/i18n/page-catalogues";
import { ENGLISH, formatMessage } from "~/i18n/translate";

const HINDI = readCatalogue("hi");

describe("interface catalogues (decisions 280, 331)", () => {
  for (const language of LANGUAGES.filter((entry) => "catalogue" in entry)) {
    it(`${language.code} (${language.catalogue}) has every English message, no other, with the same placeholders and plurals`, () => {
      expect(catalogueProblems(ENGLISH_MESSAGES, readCatalogue(language.code), language.intl)).toEqual([]);
    });
  }

  it("reports a plural that is not one, one without its other form, and a form the language never uses", () => {
    const english = { "a.count": "{count, plural, one {# job} other {# jobs}}", "a.name": "Hello {name}" };
    expect(catalogueProblems(english, { "a.count": "{count} नौकरियाँ", "a.name": "{name, plural, other {x}}" }, "hi-IN")).toEqual([
      "plural differs: a.count {count} is value, English plural",
      "plural differs: a.name {name} is plural, English value",
    ]);
    expect(catalogueProblems(english, { "a.count": "{count, plural, one {# চাকরি}}", "a.name": "{name}" }, "bn-IN")).toEqual(["plural differs: a.count {count} has no other form"]);
    expect(catalogueProblems(english, { "a.count": "{count, plural, one {#} few {#} =0 {-} other {#}}", "a.name": "{name}" }, "mr-IN")).toEqual([
      "plural differs: a.count {count} has few, which mr-IN never uses",
    ]);
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
    const same = new Set(["board.home.rss", "shell.footer.copyright", "shell.errorPage.statusHeading", "board.filters.queryChip", "board.listingPage.title",
      // Seekers and trust (decision 285): word order that Hindi keeps.
      "inWords.categoryNoun", "report.listing", "alertMail.confirm.search", "terms.sectionHeading",
      // Posters (decision 282).
      "posters.editForm.error"]);
    const untranslated = Object.entries(HINDI).filter(([id, text]) => !same.has(id) && !/[\u0900-\u097F]/.test(text));
    expect(untranslated).toEqual([]);
  });

  it("English pages fill in every English message as Lingui would (no catalogue in the browser)", () => {
    const lingui = setupI18n({
      locale: "en-IN",
      messages: { "en-IN": Object.fromEntries(Object.entries(ENGLISH_MESSAGES).map(([id, message]) => [id, compileMessage(message)])) },
    });
    let checked = 0;
    for (const [id, message] of Object.entries(ENGLISH_MESSAGES)) {
      const names = placeholdersOf(message);
      if (names.length === 0) continue;
      for (const count of [0, 1, 2, 1500, 150000]) {
        const values = Object.fromEntries(names.map((name) => [name, name === "count" ? count : `C# {${name}}`]));
        expect(ENGLISH.t({ id, message }, values), id).toBe(lingui._(id, values));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("fills in values, plural forms, exact forms and # (the count), and leaves other text as written", () => {
    const jobs = "{count, plural, =0 {No jobs} one {# job in {city}} other {# jobs in {city}}}";
    expect(formatMessage(jobs, { count: 0, city: "Pune" })).toBe("No jobs");
    expect(formatMessage(jobs, { count: 1, city: "Pune" })).toBe("1 job in Pune");
    expect(formatMessage(jobs, { count: 1200, city: "Pune" })).toBe("1,200 jobs in Pune");
    expect(formatMessage(jobs, { count: 150000, city: "Pune" })).toBe("1,50,000 jobs in Pune");
    expect(formatMessage("Apply by {date}.", {})).toBe("Apply by .");
    expect(ENGLISH.t({ id: "x", message: "You're #1" })).toBe("You're #1");
  });

  it("Hindi pages read the Hindi catalogue, and plural forms by Hindi rules", () => {
    const t = catalogueTranslator("hi", "board", PAGE_MESSAGES.hi!.board!).t;
    expect(t({ id: "board.card.applyBy", message: "Apply by {date}" }, { date: "5 दिसंबर" })).toBe("5 दिसंबर तक आवेदन करें");
    expect(t({ id: "board.board.resultCount.all", message: "" }, { count: 1, shown: "1" })).toBe("1 अवसर");
    expect(t("अपने शब्द")).toBe("अपने शब्द");
  });

  it("the compiled catalogues are up to date (npm run messages)", () => {
    for (const [name, source] of Object.entries(compiledCatalogueSources(cataloguesToCompile(process.cwd())))) {
      expect(readFileSync(new URL(`../../../app/i18n/compiled/${name}`, import.meta.url), "utf8"), name).toBe(source);
    }
  });
});

describe("the catalogues split by page (decision 264)", () => {
  it("every twinned page has a catalogue with the shell, and every translated capability is in one", () => {
    for (const pattern of TWINNED_PATTERNS) {
      const page = pageCatalogueOf(`/hi${pattern.replace(/:[a-z]+/g, "x")}`);
      const capabilities: readonly string[] = PAGE_CATALOGUES[page].capabilities;
      expect(capabilities.includes("shell") || SHELL.every((part) => capabilities.includes(part)), pattern).toBe(true);
    }
    // A catalogue names whole capabilities ("board") or parts of one ("board.places"): every message is in one.
    const inPages = Object.values(PAGE_CATALOGUES).flatMap(({ capabilities }): readonly string[] => capabilities);
    expect(Object.keys(ENGLISH_MESSAGES).filter((id) => !inPages.some((part) => inPart(id, part)))).toEqual([]);
  });

  it("a catalogue may name one message: /submit carries the no-fees rule, the board does not", () => {
    expect(Object.keys(messagesOfPage("submit", HINDI))).toContain("trust.noFees");
    expect(Object.keys(messagesOfPage("board", HINDI))).not.toContain("trust.noFees");
    expect(Object.keys(messagesOfPage("board", HINDI))).toContain("trust.reportLink");
  });

  it("a page's requests and its .data requests get its catalogue; others the shell's", () => {
    expect(pageCatalogueOf("/hi")).toBe("board");
    expect(pageCatalogueOf("/hi.data")).toBe("board");
    expect(pageCatalogueOf("/hi/internships/a-b")).toBe("listing");
    expect(pageCatalogueOf("/hi/internships/a-b.data")).toBe("listing");
    expect(pageCatalogueOf("/hi/no-such-page")).toBe("shell");
    // Content (decision 267): the blog's pages their words; the preview, content pages and the feed (whose
    // loaders write their words from server-only catalogues) the shell's.
    expect(pageCatalogueOf("/hi/blog")).toBe("blog");
    expect(pageCatalogueOf("/hi/blog/a-post.data")).toBe("blog");
    expect(pageCatalogueOf("/hi/pages/faq")).toBe("shell");
    expect(pageCatalogueOf("/hi/features-preview")).toBe("shell");
    expect(pageCatalogueOf("/hi/feed.xml")).toBe("shell");
  });

  it("the server renders a page with its catalogue only: a message of another page stays English", () => {
    const board = { id: "board.card.applyBy", message: "Apply by {date}" };
    expect(createI18n("/hi").t(board, { date: "5 दिसंबर" })).toBe("5 दिसंबर तक आवेदन करें");
    expect(createI18n("/hi/no-such-page").t(board, { date: "5" })).toBe("Apply by 5");
    expect(createI18n("/internships/x").t(board, { date: "Dec 5" })).toBe("Apply by Dec 5");
    expect(createI18n("/hi/no-such-page").catalogue).toBe("shell");
  });
});
