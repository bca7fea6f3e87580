/**
 * The interface languages and their URLs (docs/decisions/280-hindi-pages.md): English
 * where it always was, Hindi under /hi. The locale of a request is read from its path,
 * never from a global or the Accept-Language header.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of unprefixed paths; every other language's pages are under `/{code}`. */
export const DEFAULT_LOCALE: Locale = "en";

/** "/hi/manage/:token" → "hi": the language of a route pattern (or of a path), from its first segment. */
export function localeOfPattern(pattern: string): Locale {
  const first = pattern.split("/")[1]?.toLowerCase().replace(/\.data$/, "");
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag for Intl formatting of each interface language. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * The English pages that have a Hindi twin under /hi. routes.ts registers the twins
 * from its own entries (app/i18n/route-twins.ts refuses a path missing here), links
 * and the sitemap read this list. Grow it as capabilities are translated.
 */
export const TWINNED_PATTERNS = [
  "/",
  "/internships/:slug",
  "/fellowships/:slug",
  "/courses/:slug",
  "/scholarships/:slug",
  "/jobs/:slug",
  // An apply click on a Hindi listing page is a Hindi apply click (decision 291).
  "/apply/:slug",
  // Posters: posting and the private manage link (decision 282).
  "/submit",
  "/manage",
  "/manage/:token",
  "/manage/:token/edit",
  // Seekers and trust (decision 285): job alerts, reports, organisations; About and Terms (287).
  "/alerts",
  "/alerts/confirm/:token",
  "/alerts/manage/:token",
  "/alerts/unsubscribe/:token",
  "/report/:slug",
  "/organizations/:slug",
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
  // ── end of the content block ──
  // Saved listings and the offline page (decision 269): private per visitor, noindex, not in the sitemap.
  "/saved",
  "/offline",
] as const;

/** "/internships/:slug" → a RegExp matching "/internships/x" and "/internships/x/". */
export function patternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+").replace(/\/$/, "")}/?$`);
}

const TWINNED = TWINNED_PATTERNS.map(patternToRegExp);

/**
 * Which page catalogue a Hindi path (or its `.data` request) loads, from [pattern, page] pairs
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

/** "/hi", "/hi/…" (and their `.data` requests) are Hindi; every other path is English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/hi(?:\/|\.data$|$)/.test(pathname) ? "hi" : "en";
}

/** The English path of a page: "/hi/courses/x" → "/courses/x", "/hi" → "/". */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) !== "hi") return pathname;
  return pathname.slice(3) || "/";
}

/** Whether an English path (without query) has a Hindi twin. */
export function hasHindiTwin(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return TWINNED.some((pattern) => pattern.test(pathname));
}

/**
 * The path in a language: a Hindi link goes to /hi… when the page has a Hindi twin and
 * stays English otherwise (a page not yet translated is never a Hindi 404). Query and
 * hash are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const english = englishPath(path.split(/[?#]/)[0]!) + path.slice(path.split(/[?#]/)[0]!.length);
  if (locale === "en" || !hasHindiTwin(english)) return english;
  return english.startsWith("/?") || english.startsWith("/#") || english === "/" ? `/hi${english.slice(1)}` : `/hi${english}`;
}

/** The same page in the other language, query kept (the language switch). */
export function twinPath(pathname: string, search: string, to: Locale): string {
  return localizePath(`${englishPath(pathname)}${search}`, to);
}
