/**
 * One metadata helper for every route: title
 * `{page title} | {site name}`, description, Open Graph and Twitter tags,
 * a canonical link and optional JSON-LD.
 *
 * The root loader supplies the site configuration (site settings over env) and
 * the admin's SEO setting for the current page, which overrides what the route
 * passes (docs/decisions/081-seo-settings-in-page-meta.md).
 */
import type { MetaDescriptor } from "react-router";
import type { Msg } from "~/i18n/define-texts";
import { englishPath, hasTwins, type Locale, LOCALES, localeOfPath, localizePath } from "~/i18n/locales";
import { languageOf } from "~/i18n/languages";
import { textLanguage } from "./text-language";

export const DEFAULT_SOCIAL_IMAGE = "/social-default.png";

export interface SiteConfig {
  siteUrl: string;
  siteName: string;
  supportEmail: string;
  /** Default meta description (site setting `site_description`). */
  description?: string;
  /** Default social image (site setting `default_social_image`). */
  socialImage?: string;
  /** Home hero texts (site settings `hero_title`, `hero_tagline`). */
  heroTitle?: string;
  heroTagline?: string;
  /** Browser theme colour, #rrggbb (site setting `brand_color`). */
  brandColor?: string;
  /** Footer note in the page's language, already sanitised HTML (site setting `footer_note`, `footer_note_hi`…). */
  footerNote?: string;
  /** Set when the footer note is the English one standing in for the page's language ("en"). */
  footerNoteLang?: string;
  /** Review time told to posters, e.g. "24-48 hours" (site setting `review_turnaround`). */
  reviewTurnaround?: string;
}

/** An admin SEO setting for one page. */
export interface PageSeo {
  /** The path the setting was chosen for; ignored on another path. */
  path: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string | null;
  openGraphType: "website" | "article" | "profile";
  openGraphImage: string | null;
  isIndexed: boolean;
  structuredData: unknown;
}

export interface PageMetaOptions {
  /** Page title; the site name is appended. Omit for the default title. */
  title?: string;
  description?: string;
  /** Path for the canonical link and og:url, e.g. "/about". Defaults to the current location. */
  path?: string;
  image?: string;
  jsonLd?: unknown;
  noindex?: boolean;
  ogType?: "website" | "article" | "profile";
  /**
   * The languages the page's text exists in (a content page and its translations, decision 360);
   * unset, every language. A page in another language is not claimed in hreflang, and its
   * canonical is the English page.
   */
  languages?: readonly Locale[];
}

/** The review time the spec promises posters, unless an admin set `review_turnaround`. */
export const DEFAULT_REVIEW_TURNAROUND = "24-48 hours";

export function reviewTurnaround(site: Pick<SiteConfig, "reviewTurnaround">) {
  return site.reviewTurnaround ?? DEFAULT_REVIEW_TURNAROUND;
}

export function defaultTitle(site: Pick<SiteConfig, "siteName">) {
  return `${site.siteName} | Build Your Career of Impact`;
}

export function defaultDescription(site: Pick<SiteConfig, "siteName" | "description">) {
  if (site.description) return site.description;
  return `${site.siteName} helps you discover impact-focused internship opportunities in India and connect with socially and environmentally focused organisations.`;
}

/** A path made absolute on SITE_URL; left as it is when the site's address is unknown (the root loader failed). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl) || !siteUrl) return pathOrUrl;
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** A meta description from a text: whitespace collapsed, at most 160 characters. */
export function metaSummary(text: string): string {
  const summary = text.replace(/\s+/g, " ").trim();
  return summary.length > 160 ? `${summary.slice(0, 157)}...` : summary;
}

/** The page's own text (an organisation's description) when written in the page's language, else `inPageLanguage`. */
export function descriptionIn(locale: Locale, own: string | null | undefined, inPageLanguage: string): string {
  return metaSummary(own?.trim() && textLanguage(own, locale) === locale ? own : inPageLanguage);
}

/** "hi-IN" → "hi_IN": the Open Graph form of a language's locale. */
const ogLocale = (locale: Locale) => languageOf(locale).intl.replace("-", "_");

/** Serialises JSON-LD so that `</script>` and friends inside strings cannot end the script element. */
export function serializeJsonLd(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The route's options with the admin's SEO setting for this page laid over them. */
export function applySeo(options: PageMetaOptions, seo: PageSeo | null | undefined): PageMetaOptions {
  if (!seo) return options;
  return {
    ...options,
    title: seo.metaTitle,
    description: seo.metaDescription,
    path: seo.canonicalUrl ?? options.path,
    image: seo.openGraphImage ?? options.image,
    ogType: seo.openGraphType,
    noindex: options.noindex || !seo.isIndexed,
    jsonLd: seo.structuredData ?? options.jsonLd,
  };
}

export function buildMeta(
  site: SiteConfig,
  currentPath: string,
  pageOptions: PageMetaOptions = {},
  seo?: PageSeo | null,
): MetaDescriptor[] {
  const options = applySeo(pageOptions, seo);
  const title = options.title ? `${options.title} | ${site.siteName}` : defaultTitle(site);
  const description = options.description ?? defaultDescription(site);
  // A page with a Hindi twin: its canonical is its own language's URL, and both name each other.
  const locale = localeOfPath(currentPath);
  const path = options.path ?? currentPath;
  const twinned = !/^https?:/i.test(path) && hasTwins(englishPath(path));
  const languages = options.languages ?? LOCALES;
  // A page whose text is not in its language yet is the English page's stand-in: that page is its canonical.
  const own = twinned && languages.includes(locale);
  const url = absoluteUrl(site.siteUrl, own ? localizePath(path, locale) : twinned ? englishPath(path) : path);
  const image = absoluteUrl(site.siteUrl, options.image ?? site.socialImage ?? DEFAULT_SOCIAL_IMAGE);
  // Without the site's address (the root loader failed: an error page) no absolute URL is made up.
  const known = Boolean(site.siteUrl);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(known ? [{ property: "og:url", content: url }, { property: "og:image", content: image }] : []),
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: ogLocale(locale) },
    ...(twinned ? languages.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })) : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(known
      ? [
          { name: "twitter:url", content: url },
          { name: "twitter:image", content: image },
          { tagName: "link", rel: "canonical", href: url },
        ]
      : []),
    ...(known && twinned && !options.noindex ? languageAlternates(site.siteUrl, englishPath(path), languages) : []),
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd as Record<string, unknown> });
  return tags;
}

/** `<link rel="alternate" hreflang>` for the page in every language and x-default (the English). */
export function languageAlternates(siteUrl: string, english: string, languages: readonly Locale[] = LOCALES): MetaDescriptor[] {
  return [
    ...LOCALES.filter((locale) => languages.includes(locale)).map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: absoluteUrl(siteUrl, localizePath(english, locale)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, english) },
  ];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** An error page's title in the page's language, from the root loader's translations (app/components/error-titles.ts). */
export function errorTitle(args: Pick<MetaArgsLike, "matches">, msg: Msg): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { errorTitles?: Record<string, string> } | undefined;
  return root?.errorTitles?.[msg.id] ?? msg.message;
}

/**
 * Used only when the root loader's data is missing (the root loader failed, or the /admin guard
 * answered first): no site address, so the page names no absolute URL rather than a made-up one.
 */
export const FALLBACK_SITE: SiteConfig = {
  siteUrl: "",
  siteName: "Impact Careers",
  supportEmail: "support@impactcareers.in",
};

/** The site configuration from the root loader's data (for JSON-LD and the like in a route's `meta`). */
export function siteConfig(args: Pick<MetaArgsLike, "matches">): SiteConfig {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? FALLBACK_SITE;
}

/** Reads the site configuration from the root loader's data; use in every route's `meta`. */
export function pageMeta(args: MetaArgsLike, options: PageMetaOptions = {}): MetaDescriptor[] {
  return buildMeta(siteConfig(args), args.location.pathname, options, adminSeoFor(args));
}

/** The admin's SEO setting for this page, when there is one. */
export function adminSeoFor(args: MetaArgsLike): PageSeo | null {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { seo?: PageSeo | null } | undefined;
  return root?.seo && samePath(root.seo.path, args.location.pathname) ? root.seo : null;
}

function samePath(a: string, b: string) {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p) || "/";
  return norm(a) === norm(b);
}
