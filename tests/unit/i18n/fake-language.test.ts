/**
 * Adding a language is a registry entry and its catalogue (docs/languages.md "Adding a language", docs/decisions/330):
 * with a made-up language "xx" added to the registry in this test build, and a catalogue extracted
 * for it, every layer that knows languages takes it in without another line of code: the route
 * table's twins, paths and links, hreflang, route rules, the compiled per-page catalogues and the
 * browser's loaders, the catalogue check, the translator, dates and text marking.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { Language, Locale } from "~/i18n/languages";
import type * as Registry from "~/i18n/languages";

const dir = mkdtempSync(join(tmpdir(), "ic-fake-language-"));
const catalogueFile = join(dir, "xx.po");

vi.mock("~/i18n/languages", async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const fake: Language = { code: "xx", name: "Xish", intl: "en-GB", prefix: "xx", script: "Latn", dir: "ltr", catalogue: relative(process.cwd(), catalogueFile) };
  const LANGUAGES = [...real.LANGUAGES, fake];
  const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));
  return { ...real, LANGUAGES, languageOf: (code: string) => byCode.get(code) ?? byCode.get("en")!, isLocale: (code: unknown) => byCode.has(code as string) };
});

const { ENGLISH_MESSAGES } = await import("~/texts");
const { pagesShowing } = await import("~/i18n/page-catalogues");
const { serializePo, readCatalogue, translatedCatalogues } = await import("~/i18n/po");
// The translator extracts the catalogue and writes each message (here: the English, marked).
const extracted = serializePo("xx", ENGLISH_MESSAGES, {}, pagesShowing);
const translated = Object.fromEntries(Object.entries(ENGLISH_MESSAGES).map(([id, message]) => [id, { translation: `⟪${message}⟫`, notes: [] }]));
writeFileSync(catalogueFile, serializePo("xx", ENGLISH_MESSAGES, translated, pagesShowing));

const { default: routes } = await import("~/routes");
const { LOCALES, INTL_LOCALE, localeOfPath, localizePath, twinPath, englishPath, localeOfPattern } = await import("~/i18n/locales");
const { buildMeta } = await import("~/lib/meta");
const { catalogueProblems, compiledCatalogueSources } = await import("~/i18n/compile");
const { catalogueTranslator } = await import("~/i18n/translated");
const { compileMessage } = await import("@lingui/message-utils/compileMessage");
const { langAttribute } = await import("~/lib/text-language");

/** The made-up language's code: not one of the registry's types, which this test build extends. */
const XX = "xx" as Locale;

describe("a language added as data: a registry entry and its catalogue", () => {
  it("the extracted catalogue lists every message, untranslated, for the translator", () => {
    expect(extracted).toContain('msgid "board.card.applyBy"');
    expect(extracted).toContain('"Language: xx\\n"');
    expect(catalogueProblems(ENGLISH_MESSAGES, {}).length).toBe(Object.keys(ENGLISH_MESSAGES).length);
  });

  it("is an interface language with its own prefix, paths, links and Intl locale", () => {
    expect(LOCALES).toContain("xx");
    expect(localeOfPath("/xx/about")).toBe("xx");
    expect(localeOfPath("/xx.data")).toBe("xx");
    expect(englishPath("/xx/internships/a-b")).toBe("/internships/a-b");
    expect(localizePath("/submit?type=course", XX)).toBe("/xx/submit?type=course");
    expect(twinPath("/bn/courses/x", "?a=1", XX)).toBe("/xx/courses/x?a=1");
    expect(localizePath("/login", XX)).toBe("/login");
    expect(localeOfPattern("/xx/manage/:token")).toBe("xx");
    expect(INTL_LOCALE[XX]).toBe("en-GB");
  });

  it("gets a twin of every twinned route, the 404 included, with the same module", () => {
    const twins = routes.filter((route) => route.id?.startsWith("xx-"));
    const hindi = routes.filter((route) => route.id?.startsWith("hi-"));
    expect(twins.map((route) => route.path?.replace(/^xx/, "")).sort()).toEqual(hindi.map((route) => route.path?.replace(/^hi/, "")).sort());
    expect(twins.find((route) => route.path === "xx/about")?.file).toBe("routes/about.tsx");
    expect(twins.find((route) => route.path === "xx/*")?.file).toBe("routes/not-found.tsx");
  });

  it("is named in every twinned page's hreflang", () => {
    const meta = buildMeta({ siteUrl: "https://example.in", siteName: "S", supportEmail: "x@example.in" }, "/xx/about") as Record<string, string>[];
    expect(meta.find((tag) => tag.rel === "canonical")?.href).toBe("https://example.in/xx/about");
    expect(meta.filter((tag) => tag.rel === "alternate").map((tag) => tag.hrefLang)).toEqual(["en", "hi", "mr", "bn", "xx", "x-default"]);
  });

  it("passes the catalogue check and is compiled per page, with a loader for the browser", () => {
    const catalogue = readCatalogue("xx");
    expect(catalogueProblems(ENGLISH_MESSAGES, catalogue, "en-GB")).toEqual([]);
    const sources = compiledCatalogueSources(translatedCatalogues());
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(["xx-board.ts", "xx-listing.ts", "xx-mail.ts", "loaders.ts", "loaders-xx.ts", "pages.server.ts"]));
    expect(sources["loaders.ts"]).toContain('xx: () => import("./loaders-xx")');
    expect(sources["loaders-xx.ts"]).toContain('board: () => import("./xx-board")');
    expect(sources["pages.server.ts"]).toContain('import { messages as xx_board } from "./xx-board"');
  });

  it("translates a page with its catalogue, and marks text by its own script only", () => {
    const messages = Object.fromEntries(Object.entries(readCatalogue("xx")).map(([id, message]) => [id, compileMessage(message)]));
    const t = catalogueTranslator(XX, "board", messages).t;
    expect(t({ id: "board.card.applyBy", message: "Apply by {date}" }, { date: "5 Dec" })).toBe("⟪Apply by 5 Dec⟫");
    expect(langAttribute("Library assistant", XX)).toBeUndefined();
    expect(langAttribute("জল সংরক্ষণ", XX)).toBe("bn");
  });
});
