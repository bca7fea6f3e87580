/**
 * The interface languages' URLs (docs/decisions/280, 330): English where it always was, each
 * other language of the registry (app/i18n/languages.ts) under its prefix. The locale of a
 * request is read from its path, never from a global or the Accept-Language header.
 */
import { DEFAULT_LOCALE, LANGUAGES, type Locale, PSEUDO_LANGUAGE, ROUTED_LANGUAGES, languageOf } from "./languages";

export { DEFAULT_LOCALE, type Locale } from "./languages";

/** The board's languages (not the pseudo-language of tests, which only has routes). */
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.code);

/** The languages data is translated into (causes' names, settings' sentences): every interface language but English. */
export const TRANSLATED_LANGUAGES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** "Hindi", for the admin's labels. */
export function languageName(language: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
}

const PREFIXED = ROUTED_LANGUAGES.filter((language) => language.prefix !== "");

/** "/hi/manage/:token" → "hi": the language of a route pattern (or of a path), from its first segment. */
export function localeOfPattern(pattern: string): Locale {
  const first = pattern.split("/")[1]?.replace(/\.data$/, "");
  return (PREFIXED.find((language) => language.prefix === first)?.code as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * The BCP 47 tag for Intl formatting of each interface language, with the digit rule
 * (docs/decisions/421): every language's pages, mails and feeds write Latin digits, as its catalogue
 * does ("3-6 महिने", "२४" never), so `Intl`'s own choice for mr-IN and bn-IN (their native digits) is
 * overridden by the `nu` extension. Digits typed in any script are still read (app/opportunities/pay-words.ts).
 */
export const INTL_LOCALE = Object.fromEntries(
  ROUTED_LANGUAGES.map((language) => [language.code, `${language.intl}-u-nu-latn${language.code === PSEUDO_LANGUAGE.code ? "-x-pseudo" : ""}`]),
) as Record<Locale, string>;

/**
 * The English pages that have a twin in every other language (/hi, /mr, …). routes.ts registers
 * the twins from its own entries (app/i18n/route-twins.ts refuses a path missing here), links
 * and the sitemap read this list.
 */
export const TWINNED_PATTERNS = [
  "/",
  "/internships/:slug",
  "/fellowships/:slug",
  "/courses/:slug",
  "/scholarships/:slug",
  "/jobs/:slug",
  // Each type's plural address, a redirect to its tab of the board (decision 317).
  "/internships",
  "/fellowships",
  "/courses",
  "/jobs",
  // An apply click on a Hindi listing page is a Hindi apply click (decision 291).
  "/apply/:slug",
  // A listing's deadline as a calendar entry, in the page's language (docs/lifecycle.md).
  "/calendar/:file",
  // Posters: posting and the private manage link (decision 282).
  "/submit",
  "/manage",
  "/manage/:token",
  "/manage/:token/edit",
  // "Your listings" (docs/decisions/390), and its way to each listing's manage page.
  "/your-listings/:token",
  "/your-listings/:token/:id",
  // Seekers and trust (decision 285): job alerts, reports, organisations; About and Terms (287).
  "/alerts",
  "/alerts/confirm/:token",
  "/alerts/manage/:token",
  "/alerts/unsubscribe/:token",
  "/report/:slug",
  "/organizations/:slug",
  "/organizations",
  // The cause pages (decision 273).
  "/causes/:slug",
  "/about",
  "/terms",
  // ── Content (decision 267): the features preview, the blog, content pages and the Hindi RSS feed ──
  "/features-preview",
  "/blog",
  "/blog/:slug",
  "/pages/:slug",
  "/feed.xml",
  "/feed.json",
  // The embeds (docs/decisions/393).
  "/embed",
  "/embed/organizations/:slug",
  // ── end of the content block ──
  // Saved listings and the offline page (decision 269): private per visitor, noindex, not in the sitemap.
  "/saved",
  "/offline",
  // Personal data (docs/personal-data.md): the privacy notice and "My data".
  "/privacy",
  // The footer's privacy page is the same notice (app/routes.ts).
  "/pages/privacy-policy",
  "/my-data",
  "/my-data/:token",
] as const;

/** "/internships/:slug" → a RegExp matching "/internships/x" and "/internships/x/". */
export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+").replace(/\/$/, "")}/?$`);
}

const TWINNED = TWINNED_PATTERNS.map(patternToRegExp);

/**
 * Which page catalogue a translated path (or its `.data` request) loads, from [pattern, page] pairs
 * (app/i18n/page-catalogues.ts on the server; their generated copy in the browser, without the
 * catalogues' contents). `fallback` for any other path.
 */
export function catalogueOfPath<Page extends string>(pathname: string, patterns: readonly (readonly [string, Page])[], fallback: Page): Page {
  let matchers = compiled.get(patterns) as (readonly [RegExp, Page])[] | undefined;
  if (!matchers) compiled.set(patterns, (matchers = patterns.map(([pattern, page]) => [patternToRegExp(pattern), page] as const)));
  const english = englishPath(pathname.replace(/\.data$/, ""));
  return matchers.find(([pattern]) => pattern.test(english))?.[1] ?? fallback;
}
const compiled = new WeakMap<object, (readonly [RegExp, string])[]>();

/** "/hi", "/mr/…" (and their `.data` requests) are in the language of their prefix; every other path is English. */
export function localeOfPath(pathname: string): Locale {
  return localeOfPattern(pathname);
}

/** The English path of a page: "/hi/courses/x" → "/courses/x", "/bn" → "/". */
export function englishPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(languageOf(locale).prefix.length + 1) || "/";
}

/** Whether an English path (without query) has twins in the other languages. */
export function hasTwins(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return TWINNED.some((pattern) => pattern.test(pathname));
}

/**
 * The path in a language: a Marathi link goes to /mr… when the page has twins and stays
 * English otherwise (a page not translated is never a 404). Query and hash are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const english = englishPath(path.split(/[?#]/)[0]!) + path.slice(path.split(/[?#]/)[0]!.length);
  const prefix = languageOf(locale).prefix;
  if (!prefix || !hasTwins(english)) return english;
  return english.startsWith("/?") || english.startsWith("/#") || english === "/" ? `/${prefix}${english.slice(1)}` : `/${prefix}${english}`;
}

/** The same page in another language, query kept (the language switch). */
export function twinPath(pathname: string, search: string, to: Locale): string {
  return localizePath(`${englishPath(pathname)}${search}`, to);
}
