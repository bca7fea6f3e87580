/**
 * Which SEO setting applies to which page (docs/decisions/081-seo-settings-in-page-meta.md).
 * A setting's pageKey is either one of these names or an exact path such as
 * "/pages/privacy" or "/internships/solar-fellow".
 */
export interface SeoPage {
  key: string;
  path: string;
  label: string;
}

export const SEO_PAGES: SeoPage[] = [
  { key: "home", path: "/", label: "Home" },
  { key: "about", path: "/about", label: "About" },
  { key: "terms", path: "/terms", label: "Terms of service" },
  { key: "submit", path: "/submit", label: "Post an opportunity" },
  { key: "blog", path: "/blog", label: "Blog" },
  { key: "features-preview", path: "/features-preview", label: "Features preview" },
];

export const PAGE_KEY_MESSAGE = "Use a page key from the list or a path starting with /";

/** "/about/" → "/about"; "/" stays. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}

/** The page key for a request path: a named key when one maps to it, else the path itself. */
export function pageKeysForPath(pathname: string): string[] {
  const path = normalizePath(pathname);
  const named = SEO_PAGES.find((p) => p.path === path)?.key;
  return named ? [named, path] : [path];
}

export function isValidPageKey(value: string): boolean {
  if (SEO_PAGES.some((p) => p.key === value)) return true;
  return /^\/(?![/\\])[^\s\\?#]*$/.test(value);
}

export function pathForPageKey(key: string): string {
  return SEO_PAGES.find((p) => p.key === key)?.path ?? key;
}
