/**
 * One metadata helper for every route (public-side.md §1): title
 * `{page title} | {site name}`, description, Open Graph and Twitter tags,
 * a canonical link and optional JSON-LD.
 */
import type { MetaDescriptor } from "react-router";

export const DEFAULT_SOCIAL_IMAGE = "/social-default.png";

export interface SiteConfig {
  siteUrl: string;
  siteName: string;
  supportEmail: string;
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
}

export function defaultTitle(site: Pick<SiteConfig, "siteName">) {
  return `${site.siteName} | Build Your Career of Impact`;
}

export function defaultDescription(site: Pick<SiteConfig, "siteName">) {
  return `${site.siteName} helps you discover impact-focused internship opportunities in India and connect with socially and environmentally focused organisations.`;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** Serialises JSON-LD so that `</script>` and friends inside strings cannot end the script element. */
export function serializeJsonLd(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function buildMeta(site: SiteConfig, currentPath: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = options.title ? `${options.title} | ${site.siteName}` : defaultTitle(site);
  const description = options.description ?? defaultDescription(site);
  const url = absoluteUrl(site.siteUrl, options.path ?? currentPath);
  const image = absoluteUrl(site.siteUrl, options.image ?? DEFAULT_SOCIAL_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:url", content: url },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd as Record<string, unknown> });
  return tags;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Used only when the root loader's data is missing (the root loader itself failed). */
export const FALLBACK_SITE: SiteConfig = {
  siteUrl: "http://localhost:3000",
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
  return buildMeta(siteConfig(args), args.location.pathname, options);
}
