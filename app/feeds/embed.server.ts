/**
 * The board on other sites (docs/decisions/393): /embed/organizations/{slug} (one organisation's
 * open listings) and /embed?type=&cause=&city=&state=&query= (any board filter, for a placement
 * cell), with their language twins. A whole HTML document written here, not by the app's root:
 * no script, no cookie, one small inline stylesheet, each listing a link that opens the board's
 * page in a new tab. The route declares `framable` (app/lib/route-rules.ts), which alone lets other
 * sites frame it.
 */
import { filterNames } from "../taxonomy/filter-names.server";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement as h } from "react";
import type { Db } from "../../db/client.server";
import { feedSearchParams } from "../feeds/feed.server";
import { INTL_LOCALE, localizePath } from "../i18n/locales";
import type { Translator } from "../i18n/translate";
import { absoluteUrl } from "../lib/meta";
import { sharedCacheControl } from "../lib/http";
import { langAttribute } from "../lib/text-language";
import { filtersInWords } from "../search/filters-in-words";
import { formatDeadline } from "../opportunities/listing-rules";
import { localCities } from "../taxonomy/place-names.server";
import { homeSearch } from "../search/search-params";
import { searchListings } from "../search/search.server";
import { resolveOrganizationSlug } from "../organizations/slug.server";
import { OPPORTUNITY_TEXTS } from "../opportunities/texts";
import { EMBED_PAGE_TEXT as TEXT } from "./embed-texts";

/** The most listings an embed shows: a framed list stays short, and its cost bounded. */
export const EMBED_SIZE = 20;

/** The one stylesheet: small, system fonts, no images. */
const STYLE = `*{box-sizing:border-box}body{margin:0;padding:12px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali",sans-serif;color:#0f172a;background:#fff}h1{font-size:17px;margin:0 0 8px}ul{list-style:none;margin:0;padding:0}li{padding:8px 0;border-top:1px solid #e2e8f0}a{color:#1d4ed8}li a{font-weight:600}p{margin:2px 0 0;color:#334155;font-size:13px}.more{margin-top:10px;font-size:14px}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

export interface EmbedSite {
  siteUrl: string;
  siteName: string;
  cacheSeconds: number;
  pageCacheSeconds: number;
}

/** The headers of every embed: HTML, public and cached like the board, never indexed. */
function headers(site: EmbedSite): HeadersInit {
  return { "Content-Type": "text/html; charset=utf-8", "Cache-Control": sharedCacheControl(site.pageCacheSeconds), "X-Robots-Tag": "noindex" };
}

/** The embed of a request: an organisation's (`slug`) or the board filter's in its query. */
export function embedResponse(db: Db, request: Request, site: EmbedSite, i18n: Translator, slug: string | null): Response {
  const { t, locale } = i18n;
  const local = (path: string) => localizePath(path, locale);
  const searchParams = new URL(request.url).searchParams;
  const filters = feedSearchParams(slug === null ? searchParams : new URLSearchParams());
  let organization: { id: number; name: string } | null = null;
  if (slug !== null) {
    const resolved = resolveOrganizationSlug(db, slug);
    if (!resolved) return new Response("No such organization.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" } });
    if (resolved.moved) return new Response(null, { status: 301, headers: { Location: local(`/embed/organizations/${resolved.slug}`) } });
    const row = db.$client.prepare("SELECT name FROM organizations WHERE id = ?").get(resolved.id) as { name: string };
    organization = { id: resolved.id, name: row.name };
  }
  const page = searchListings(db, { ...filters, ...(organization ? { organizationId: organization.id } : {}) }, { limit: EMBED_SIZE, count: false, cacheSeconds: site.cacheSeconds });
  const heading = organization
    ? t(TEXT.organizationHeading, { name: organization.name })
    : t(TEXT.boardHeading, { words: filtersInWords(filters, i18n, filterNames(db, locale)), siteName: site.siteName });
  const morePath = organization && slug !== null ? `/organizations/${slug}` : `/${homeSearch({ ...filters, sortBy: "relevant" })}`;
  const dates = locale === "en" ? undefined : INTL_LOCALE[locale];
  const newTab = t(TEXT.newTab);
  const link = (href: string, text: string, lang?: string) =>
    h("a", { href, target: "_blank", rel: "noopener", lang }, text, h("span", { className: "sr" }, ` ${newTab}`));
  const items = page.items.map((item) => {
    // The poster's words in the language they were posted in (a listing from /mr/submit is Marathi), as on its card.
    const lang = (text: string) => langAttribute(text, locale, item.writtenIn);
    const facts = [
      t(OPPORTUNITY_TEXTS.types[item.opportunityType]),
      item.city ? localCities(item.city, locale) : item.location ? t(item.location) : null,
      item.expiresAt ? t(TEXT.applyBy, { date: formatDeadline(item.expiresAt, dates) }) : null,
    ].filter(Boolean);
    const by = organization ? [] : [h("span", { lang: lang(item.organization.name) }, item.organization.name), " · "];
    return h("li", { key: item.path }, link(absoluteUrl(site.siteUrl, local(item.path)), item.title, lang(item.title)), h("p", null, ...by, facts.join(" · ")));
  });
  const body = h(
    "body",
    null,
    h("h1", null, heading),
    items.length ? h("ul", null, items) : h("p", null, t(TEXT.none)),
    h("p", { className: "more" }, link(absoluteUrl(site.siteUrl, local(morePath)), t(TEXT.more, { siteName: site.siteName }))),
  );
  const document = h(
    "html",
    { lang: locale },
    h("head", null, h("meta", { charSet: "utf-8" }), h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }), h("meta", { name: "robots", content: "noindex" }), h("title", null, heading), h("style", { dangerouslySetInnerHTML: { __html: STYLE } })),
    body,
  );
  return new Response(`<!DOCTYPE html>${renderToStaticMarkup(document)}`, { headers: headers(site) });
}

