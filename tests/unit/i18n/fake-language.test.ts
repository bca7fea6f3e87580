/**
 * Adding a language is a registry entry and its catalogue (docs/languages.md "Adding a language", docs/decisions/330):
 * with a made-up language "zz" added to the registry in this test build, and a catalogue extracted
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
const catalogueFile = join(dir, "zz.po");

vi.mock("~/i18n/languages", async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const fake: Language = { code: "zz", name: "Zish", intl: "en-GB", prefix: "zz", script: "Latn", dir: "ltr", catalogue: relative(process.cwd(), catalogueFile) };
  const LANGUAGES = [...real.LANGUAGES, fake];
  const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));
  const ROUTED_LANGUAGES = [...LANGUAGES, real.PSEUDO_LANGUAGE];
  for (const language of ROUTED_LANGUAGES) byCode.set(language.code, language);
  return { ...real, LANGUAGES, ROUTED_LANGUAGES, languageOf: (code: string) => byCode.get(code) ?? byCode.get("en")!, isLocale: (code: unknown) => byCode.has(code as string) };
});

const { ENGLISH_MESSAGES } = await import("~/texts");
const { pagesShowing } = await import("~/i18n/page-catalogues");
const { serializePo, readCatalogue, translatedCatalogues } = await import("~/i18n/po");
// The translator extracts the catalogue and writes each message (here: the English, marked).
const extracted = serializePo("zz", ENGLISH_MESSAGES, {}, pagesShowing);
const translated = Object.fromEntries(Object.entries(ENGLISH_MESSAGES).map(([id, message]) => [id, { translation: `⟪${message}⟫`, notes: [] }]));
writeFileSync(catalogueFile, serializePo("zz", ENGLISH_MESSAGES, translated, pagesShowing));

const { default: routes } = await import("~/routes");
const { LOCALES, INTL_LOCALE, localeOfPath, localizePath, twinPath, englishPath, localeOfPattern } = await import("~/i18n/locales");
const { buildMeta } = await import("~/lib/meta");
const { catalogueProblems, compiledCatalogueSources } = await import("~/i18n/compile");
const { catalogueTranslator } = await import("~/i18n/translated");
const { compileMessage } = await import("@lingui/message-utils/compileMessage");
const { langAttribute } = await import("~/lib/text-language");

/** The made-up language's code: not one of the registry's types, which this test build extends. */
const ZZ = "zz" as Locale;

describe("a language added as data: a registry entry and its catalogue", () => {
  it("the extracted catalogue lists every message, untranslated, for the translator", () => {
    expect(extracted).toContain('msgid "board.card.applyBy"');
    expect(extracted).toContain('"Language: zz\\n"');
    expect(catalogueProblems(ENGLISH_MESSAGES, {}).length).toBe(Object.keys(ENGLISH_MESSAGES).length);
  });

  it("is an interface language with its own prefix, paths, links and Intl locale", () => {
    expect(LOCALES).toContain("zz");
    expect(localeOfPath("/zz/about")).toBe("zz");
    expect(localeOfPath("/zz.data")).toBe("zz");
    expect(englishPath("/zz/internships/a-b")).toBe("/internships/a-b");
    expect(localizePath("/submit?type=course", ZZ)).toBe("/zz/submit?type=course");
    expect(twinPath("/bn/courses/x", "?a=1", ZZ)).toBe("/zz/courses/x?a=1");
    expect(localizePath("/login", ZZ)).toBe("/login");
    expect(localeOfPattern("/zz/manage/:token")).toBe("zz");
    expect(INTL_LOCALE[ZZ]).toBe("en-GB-u-nu-latn");
  });

  it("gets a twin of every twinned route, the 404 included, with the same module", () => {
    const twins = routes.filter((route) => route.id?.startsWith("zz-"));
    const hindi = routes.filter((route) => route.id?.startsWith("hi-"));
    expect(twins.map((route) => route.path?.replace(/^zz/, "")).sort()).toEqual(hindi.map((route) => route.path?.replace(/^hi/, "")).sort());
    expect(twins.find((route) => route.path === "zz/about")?.file).toBe("routes/about.tsx");
    expect(twins.find((route) => route.path === "zz/*")?.file).toBe("routes/not-found.tsx");
  });

  it("is named in every twinned page's hreflang", () => {
    const meta = buildMeta({ siteUrl: "https://example.in", siteName: "S", supportEmail: "x@example.in" }, "/zz/about") as Record<string, string>[];
    expect(meta.find((tag) => tag.rel === "canonical")?.href).toBe("https://example.in/zz/about");
    expect(meta.filter((tag) => tag.rel === "alternate").map((tag) => tag.hrefLang)).toEqual(["en", "hi", "mr", "bn", "zz", "x-default"]);
  });

  it("passes the catalogue check and is compiled per page, with a loader for the browser", () => {
    const catalogue = readCatalogue("zz");
    expect(catalogueProblems(ENGLISH_MESSAGES, catalogue, "en-GB")).toEqual([]);
    const sources = compiledCatalogueSources(translatedCatalogues());
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(["zz-board.ts", "zz-listing.ts", "zz-mail.ts", "loaders.ts", "loaders-zz.ts", "pages.server.ts"]));
    expect(sources["loaders.ts"]).toContain('zz: () => import("./loaders-zz")');
    expect(sources["loaders-zz.ts"]).toContain('board: () => import("./zz-board")');
    expect(sources["pages.server.ts"]).toContain('import { messages as zz_board } from "./zz-board"');
  });

  it("translates a page with its catalogue, and marks text by its own script only", () => {
    const messages = Object.fromEntries(Object.entries(readCatalogue("zz")).map(([id, message]) => [id, compileMessage(message)]));
    const t = catalogueTranslator(ZZ, "board", messages).t;
    expect(t({ id: "board.card.applyBy", message: "Apply by {date}" }, { date: "5 Dec" })).toBe("⟪Apply by 5 Dec⟫");
    expect(langAttribute("Library assistant", ZZ)).toBeUndefined();
    expect(langAttribute("জল সংরক্ষণ", ZZ)).toBe("bn");
  });
});
