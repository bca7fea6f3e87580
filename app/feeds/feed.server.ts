/**
 * GET /feed.xml: an RSS 2.0 feed of the newest open listings of a board search
 * (the home page's parameters, parsed and forgiven the same way), or of one
 * organisation's listings (`organization={slug}`). Built with the `feed` package;
 * the ETag is a hash of the document, so an unchanged feed answers 304. /hi/feed.xml is
 * the same feed in Hindi: its words, `<language>hi</language>`, links to the /hi pages
 * (decision 267).
 */
import { createHash } from "node:crypto";
import { Feed } from "feed";
import type { Db } from "../../db/client.server";
import { sharedCacheControl } from "../lib/http";
import { absoluteUrl } from "../lib/meta";
import { localCities } from "../taxonomy/place-names.server";
import { categoryLabel, PAGE_STEP } from "../opportunities/constants";
import { filterNames } from "../taxonomy/filter-names.server";
import { filtersInWords } from "../search/filters-in-words";
import { formatDeadline } from "../opportunities/listing-rules";
import { homeSearch } from "../search/search-params";
import { type ListingSummary, searchListings } from "../search/search.server";
import { parseHomeSearchParams } from "../search/search-schema";
import { resolveOrganizationSlug } from "../organizations/slug.server";
import { INTL_LOCALE, localizePath } from "../i18n/locales";
import { ENGLISH, type Translator } from "../i18n/translate";
import { FEED_TEXTS as TEXT } from "./texts";

export const FEED_SIZE = 50;

/** RSS 2.0 (/feed.xml) or JSON Feed 1.1 (/feed.json, docs/decisions/392): the same items and filters. */
export type FeedFormat = "rss" | "json";

export type FeedResult =
  | { status: "ok"; xml: string; etag: string }
  | { status: "moved"; location: string }
  | { status: "not-found" };

/** The search a feed URL asks for: the home page's parser; a missing type means every type. */
export function feedSearchParams(searchParams: URLSearchParams) {
  const params = new URLSearchParams(searchParams);
  if (!params.has("type")) params.set("type", "all");
  // Subscribed feeds of internships keep the legacy jobs they always had; `type=job` is new (decision 316).
  // Newest first, unless the feed asks for the soonest deadlines first (`sortBy=deadline`, docs/lifecycle.md).
  const parsed = parseHomeSearchParams(params);
  return { ...parsed, sortBy: parsed.sortBy === "deadline" ? ("deadline" as const) : ("recent" as const), jobsAsInternships: true };
}

function itemDescription(item: ListingSummary, { t, locale }: Translator): string {
  const stipend = item.attributes.stipend || (item.hasPaid === false ? t(TEXT.unpaid) : null);
  const dateLocale = locale === "en" ? undefined : INTL_LOCALE[locale];
  return [
    item.organization.name,
    // The stored location type and category in the feed's language (decision 288).
    item.location && t(item.location),
    item.city && localCities(item.city, locale),
    stipend,
    item.expiresAt ? t(TEXT.applyBy, { date: formatDeadline(item.expiresAt, dateLocale) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * A poster's words as feed text: the feed library writes titles and descriptions as CDATA, which
 * readers take for HTML, so "R&D <b>x</b>" or "<Org>" would be rendered or dropped. Escaped, they read
 * as the text that was typed (decision 328).
 */
function asText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * When the board's listings last changed in public (published, edited, closed), for a feed
 * without items; now when nothing was ever published.
 */
function lastPublicChange(db: Db): number {
  const row = db.$client
    .prepare(
      `SELECT max(at) AS at FROM (
         SELECT max(updated_at) AS at FROM opportunities WHERE status IN ('published', 'expired')
         UNION ALL SELECT max(updated_at) FROM job_listings WHERE status IN ('published', 'expired'))`,
    )
    .get() as { at: number | null };
  return row.at ?? Date.now();
}

export function boardFeed(
  db: Db,
  searchParams: URLSearchParams,
  { siteUrl, siteName, cacheSeconds = 0 }: { siteUrl: string; siteName: string; cacheSeconds?: number },
  i18n: Translator = ENGLISH,
  format: FeedFormat = "rss",
): FeedResult {
  const { t, locale } = i18n;
  const file = format === "json" ? "/feed.json" : "/feed.xml";
  // JSON carries text as text; only the RSS feed's CDATA needs the escaping (decision 328).
  const asFeedText = format === "json" ? (text: string) => text : asText;
  const local = (path: string) => localizePath(path, locale);
  const filters = feedSearchParams(searchParams);
  let organization: { id: number; name: string; slug: string } | null = null;
  const orgSlug = searchParams.get("organization");
  if (orgSlug !== null) {
    const resolved = resolveOrganizationSlug(db, orgSlug);
    if (!resolved) return { status: "not-found" };
    if (resolved.moved) {
      const params = new URLSearchParams(searchParams);
      params.set("organization", resolved.slug);
      return { status: "moved", location: local(`${file}?${params.toString()}`) };
    }
    const row = db.$client.prepare("SELECT name FROM organizations WHERE id = ?").get(resolved.id) as { name: string };
    organization = { id: resolved.id, name: row.name, slug: resolved.slug };
  }

  const page = searchListings(
    db,
    { ...filters, ...(organization ? { organizationId: organization.id } : {}) },
    { limit: FEED_SIZE, count: false, cacheSeconds },
  );
  const words = filtersInWords(filters, i18n, filterNames(db, locale));
  // English lowers the words' first letter inside a sentence; Hindi has no case (and keeps English names as written).
  const inSentence = locale === "en" ? `${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
  const htmlPath = local(organization ? `/organizations/${organization.slug}` : `/${homeSearch({ ...filters, sortBy: "relevant", show: PAGE_STEP })}`);
  const selfUrl = absoluteUrl(siteUrl, local(`${file}${searchParams.size ? `?${searchParams.toString()}` : ""}`));
  const newest = page.items.reduce((max, item) => Math.max(max, Date.parse(item.postedAt)), 0) || lastPublicChange(db);
  const feed = new Feed({
    title: asFeedText(organization ? t(TEXT.organizationTitle, { name: organization.name, siteName }) : t(TEXT.title, { words, siteName })),
    description: asFeedText(
      organization
        ? t(TEXT.organizationDescription, { words: locale === "en" ? words.toLowerCase() : words, name: organization.name })
        : t(TEXT.description, { words: inSentence, siteName }),
    ),
    id: absoluteUrl(siteUrl, htmlPath),
    link: absoluteUrl(siteUrl, htmlPath),
    language: locale,
    updated: new Date(newest),
    generator: false,
    feedLinks: format === "json" ? { json: selfUrl } : { rss: selfUrl },
    copyright: siteName,
  });
  for (const item of page.items) {
    const url = absoluteUrl(siteUrl, local(item.path));
    feed.addItem({
      title: asFeedText(item.title),
      id: url,
      link: url,
      guid: url,
      date: new Date(item.postedAt),
      published: new Date(item.postedAt),
      description: asFeedText(itemDescription(item, i18n)),
      category: item.attributes.category ? [{ name: t(categoryLabel(item.attributes.category)) }] : undefined,
    });
  }
  const xml = format === "json" ? jsonFeed11(feed.json1(), locale) : feed.rss2();
  return { status: "ok", xml, etag: `"${createHash("sha256").update(xml).digest("base64url").slice(0, 27)}"` };
}

/**
 * The `feed` package writes JSON Feed 1 with each item's text as `content_html`; our items are plain
 * text, so the document says version 1.1, its language, and `content_text` (docs/decisions/392).
 */
function jsonFeed11(json1: string, language: string): string {
  const { version: _version, items, ...rest } = JSON.parse(json1) as { version: string; items: Record<string, unknown>[] };
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    ...rest,
    language,
    items: items.map(({ content_html, date_modified: _modified, ...item }) => ({ ...item, content_text: content_html })),
  };
  return JSON.stringify(feed);
}

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/** The answer of /feed.xml or /feed.json (and their twins): the feed, a 304, a 301 from an old slug or a 404. */
export function feedResponse(
  db: Db,
  request: Request,
  site: { siteUrl: string; siteName: string; cacheSeconds: number; pageCacheSeconds: number },
  i18n: Translator,
  format: FeedFormat,
): Response {
  const feed = boardFeed(db, new URL(request.url).searchParams, site, i18n, format);
  if (feed.status === "not-found") {
    return new Response("No such organization.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (feed.status === "moved") return new Response(null, { status: 301, headers: { Location: feed.location } });
  const headers = { "Content-Type": CONTENT_TYPES[format], "Cache-Control": sharedCacheControl(site.pageCacheSeconds), ETag: feed.etag };
  if (etagMatches(request.headers.get("If-None-Match"), feed.etag)) return new Response(null, { status: 304, headers });
  return new Response(feed.xml, { headers });
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
