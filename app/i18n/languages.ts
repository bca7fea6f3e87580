/**
 * The board's languages, as data (docs/decisions/330): every layer that knows about languages
 * (routes and their twins, hreflang, the sitemap, the language switch and offer, mail, feeds,
 * the manifest, counting, route rules, catalogues, search) reads this list. Adding a language
 * is an entry here, its catalogue (`app/i18n/locales/{code}.po`) and its glossary: docs/languages.md,
 * "Adding a language".
 */
export interface Language {
  /** BCP 47 language subtag: the `lang` attribute, hreflang, the stored language of a mail. */
  readonly code: string;
  /** The language's name in itself, for the language switch. */
  readonly name: string;
  /** The `Intl` locale of dates and numbers. */
  readonly intl: string;
  /** The first segment of its pages' paths ("" for the default language's unprefixed pages). */
  readonly prefix: string;
  /** ISO 15924 script: which text is in it (search folding, slugs, `lang` marking). */
  readonly script: "Latn" | "Deva" | "Beng";
  readonly dir: "ltr" | "rtl";
  /** The `lang` of its pages when not its code (the pseudo-language's en-XA, which browsers and axe know). */
  readonly tag?: string;
  /** The translators' word list (docs/glossary), and the catalogue file (PO) under app/i18n/locales/. */
  readonly glossary?: string;
  readonly catalogue?: string;
  /**
   * The one-line offer of a page in this language to a browser that lists it first, written in the
   * language itself (decision 289): it shows on pages of every other language, so it is not a message
   * of any page's catalogue. `closedKey` remembers on the phone that it was closed.
   */
  readonly offer?: { readonly link: string; readonly close: string; readonly closedKey: string };
}

export const LANGUAGES = [
  { code: "en", name: "English", intl: "en-IN", prefix: "", script: "Latn", dir: "ltr" },
  {
    code: "hi",
    name: "हिंदी",
    intl: "hi-IN",
    prefix: "hi",
    script: "Deva",
    dir: "ltr",
    glossary: "docs/glossary/hindi.md",
    catalogue: "app/i18n/locales/hi.po",
    offer: { link: "यह पेज हिंदी में पढ़ें", close: "बंद करें", closedKey: "ic-hindi-hint" },
  },
  {
    code: "mr",
    name: "मराठी",
    intl: "mr-IN",
    prefix: "mr",
    script: "Deva",
    dir: "ltr",
    glossary: "docs/glossary/marathi.md",
    catalogue: "app/i18n/locales/mr.po",
    offer: { link: "हे पान मराठीत वाचा", close: "बंद करा", closedKey: "ic-marathi-hint" },
  },
  {
    code: "bn",
    name: "বাংলা",
    intl: "bn-IN",
    prefix: "bn",
    script: "Beng",
    dir: "ltr",
    glossary: "docs/glossary/bengali.md",
    catalogue: "app/i18n/locales/bn.po",
    offer: { link: "এই পেজটি বাংলায় পড়ুন", close: "বন্ধ করুন", closedKey: "ic-bengali-hint" },
  },
] as const satisfies readonly Language[];

/**
 * The pseudo-language of tests (docs/decisions/420): every message as accented, lengthened English in
 * brackets ("[Śàvēď ĺĩśţĩńĝś ~~]", Lingui's pseudolocalisation), so a walk over its pages finds any text
 * that is not a message. Its routes and catalogue are in every build, but the server answers its pages
 * only when PSEUDO_LANGUAGE is set (tests); it is not in LANGUAGES, so no sitemap, hreflang, switch,
 * manifest or mail ever names it.
 */
export const PSEUDO_LANGUAGE = { code: "xx", name: "[Ƥśēũďō]", intl: "en-IN", prefix: "xx", script: "Latn", dir: "ltr", tag: "en-XA" } as const satisfies Language;

/** The languages with routes and a catalogue: the board's, and the pseudo-language of tests. */
export const ROUTED_LANGUAGES: readonly Language[] = [...LANGUAGES, PSEUDO_LANGUAGE];

export type Locale = (typeof LANGUAGES)[number]["code"] | typeof PSEUDO_LANGUAGE.code;

/** The language of unprefixed paths (the spec's English). */
export const DEFAULT_LOCALE: Locale = "en";

const BY_CODE = new Map<string, Language>(ROUTED_LANGUAGES.map((language) => [language.code, language]));

/** A language's entry by its code (an unknown code is the default language). */
export function languageOf(code: string): Language {
  return BY_CODE.get(code) ?? BY_CODE.get(DEFAULT_LOCALE)!;
}

/** Whether a stored or requested code is one of the board's languages. */
export function isLocale(code: unknown): code is Locale {
  return typeof code === "string" && BY_CODE.has(code);
}

/** A page's `<html lang>`: its language's code, or its tag where it has one (the pseudo-language's en-XA). */
export function htmlLang(code: string): string {
  return languageOf(code).tag ?? code;
}
