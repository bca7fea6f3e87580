import type { Locale } from "../i18n/locales";

/**
 * What a route is, declared once on its module (`export const handle = routeHandle({…})`)
 * and read by every layer from the route manifest (server/route-rules.ts): the headers,
 * the log line and metric labels, the counter, the page cache and the service worker.
 * A language twin is the same module under a prefix, so it has the same rules by
 * construction (docs/decisions/290-route-rules.md). A route that declares nothing is
 * private: never cached, never kept offline, never counted.
 */

/** What an answered request counts (app/insights): a listing view, an apply click, a board search, an embed's view. */
export type CountedAs = "view" | "apply" | "search" | "embed";

/** What any route may say besides its audience. */
interface PageRules {
  /**
   * false: a read page, rendered on the server only; the browser gets the read-page script, not React (decision 320).
   * "on-interaction": React's scripts load at once, but hydrate at the visitor's first tap, key or focus; the page
   * works as plain HTML until then (docs/decisions/463-hydrate-at-the-first-interaction.md).
   */
  hydrate?: false | "on-interaction";
}

/** The same answer for every anonymous visitor: caches and the service worker may keep it. */
export interface PublicRules extends PageRules {
  audience: "public";
  /** The page cache keeps the anonymous answer, and a shared cache in front may for its s-maxage. */
  pageCache?: boolean;
  /** "keep": the service worker keeps a copy of a page the visitor opened; "shell": it is the page shown offline. */
  offline?: "keep" | "shell";
  counts?: CountedAs;
  /**
   * Other sites may frame it (`frame-ancestors *`, no X-Frame-Options): the embeds alone
   * (docs/decisions/393). Every other page keeps refusing to be framed.
   */
  framable?: true;
}

/** Per visitor, signed in, or behind a secret link: no cache in front and no service worker keeps it. */
export interface PrivateRules extends PageRules {
  audience: "private";
  /**
   * Route parameters that are secrets (a bearer link): cut out of every log line, metric label
   * and error report, and the page is sent with no-store, noindex and a same-origin referrer.
   */
  secretParams?: readonly string[];
  /** The page shows a subscriber's or poster's address: the same headers, and the address masked. */
  showsAddress?: boolean;
  counts?: CountedAs;
  pageCache?: never;
  offline?: never;
  framable?: never;
}

export type RouteRules = PublicRules | PrivateRules;

/** A route module's `handle`, carrying its rules (other flags go beside them in RouteRules). */
export interface RulesHandle {
  rules: RouteRules;
}

export const PRIVATE_ROUTE: RouteRules = { audience: "private" };

export function routeHandle<Rules extends RouteRules>(rules: Rules): { rules: Rules } {
  return { rules };
}

/** The rules of a route module's handle; a module that declares none has `inherited` (its parent's), or is private. */
export function rulesOfHandle(handle: unknown, inherited: RouteRules = PRIVATE_ROUTE): RouteRules {
  const rules = (handle as Partial<RulesHandle> | undefined)?.rules;
  return rules && typeof rules === "object" && "audience" in rules ? rules : inherited;
}

/** Whether an answer must be kept by no cache, indexed by no search engine and sent to no other site as a referrer. */
export function isSecretPage(rules: RouteRules): boolean {
  return rules.audience === "private" && (Boolean(rules.secretParams?.length) || rules.showsAddress === true);
}

/** The headers of a page with a secret in its URL or a person's address on it, in every language. */
export const SECRET_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  // `same-origin`, not `no-referrer`: under no-referrer a browser posts forms with `Origin: null`,
  // which React Router refuses (docs/decisions/111).
  "Referrer-Policy": "same-origin",
} as const;

/** Whether other sites may frame the route's pages (a public route that says so). */
export function isFramable(rules: RouteRules): boolean {
  return rules.audience === "public" && rules.framable === true;
}

/** A request's route as every layer reads it: its rules, its language and its parameters. */
export interface MatchedRoute {
  rules: RouteRules;
  /** The language of the route (a twin's prefix); a code of app/i18n/locales.ts. */
  locale: Locale;
  params: Record<string, string | undefined>;
}

/** What the service worker keeps (its build reads the route table): never a route not declared public. */
export interface OfflineRules {
  /** A RegExp source matching the paths of the pages it keeps a copy of, in every language. */
  keep: string;
  /** A RegExp source matching every page declared public. */
  public: string;
  /** The path of the page shown offline, by language. */
  shells: Partial<Record<string, string>>;
}
