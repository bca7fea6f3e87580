/**
 * /sitemap.xml: the URLs of the site, collected from sources.
 *
 * A source is a function from the database to URLs; SITEMAP_SOURCES lists them
 * in order. To add published content pages or blog posts, write a source and
 * add it to the list (one line). Admin sitemap entries come last: an included
 * entry overrides what another source said about the same URL, and an excluded
 * entry (include = false) removes that URL.
 *
 * Above 50,000 URLs (the protocol's limit) /sitemap.xml becomes a sitemap index
 * of /sitemap/1.xml, /sitemap/2.xml, ...
 */
import type { Db } from "../../db/client.server";
import { absoluteUrl } from "../lib/meta";
import { hasTwins, LOCALES, localizePath } from "../i18n/locales";
import { contentSitemapUrls } from "../content/sitemap-sources.server";
import { openDeadlineCutoff } from "../opportunities/listing-rules";
import { organizationPages } from "../organizations/sitemap-source.server";
import { causePages } from "../causes/sitemap-source.server";
import type { SitemapSource, SitemapUrl } from "./sitemap-source";

export type { SitemapSource, SitemapUrl };

export const SITEMAP_MAX_URLS = 50_000;

/** The static public pages. */
export const staticPages: SitemapSource = () => [
  { loc: "/", changefreq: "daily", priority: "1.0" },
  { loc: "/about", changefreq: "monthly", priority: "0.5" },
  { loc: "/submit", changefreq: "monthly", priority: "0.6" },
  { loc: "/terms", changefreq: "yearly", priority: "0.3" },
];

/** Open listings of both kinds (the same rule as search), lastmod = their last change. */
export const openListings: SitemapSource = function* (db, now) {
  const cutoff = openDeadlineCutoff(now);
  const rows = db.$client
    .prepare(
      `SELECT '/' || o.opportunity_type || 's/' || o.slug AS loc, o.updated_at AS lastmod, o.posted_at AS posted
         FROM opportunities o
        WHERE o.status = 'published' AND o.archived = 0 AND o.under_review = 0
          AND (o.expires_at IS NULL OR o.expires_at > @cutoff)
       UNION ALL
       SELECT '/jobs/' || j.slug, j.updated_at, j.posted_at
         FROM job_listings j
        WHERE j.status = 'published' AND j.archived = 0
          AND (j.application_deadline IS NULL OR j.application_deadline > @cutoff)
          AND (j.expiry_date IS NULL OR j.expiry_date > @cutoff)
       ORDER BY posted DESC`,
    )
    .iterate({ cutoff }) as IterableIterator<{ loc: string; lastmod: number }>;
  for (const row of rows) yield { loc: row.loc, lastmod: new Date(row.lastmod), changefreq: "weekly", priority: "0.8" };
};

/** Rows of the admin's sitemap_entries table. */
export const sitemapEntries: SitemapSource = (db) =>
  (
    db.$client
      .prepare("SELECT url, change_frequency, priority, last_modified, include FROM sitemap_entries ORDER BY id")
      .all() as { url: string; change_frequency: string; priority: string; last_modified: number; include: number }[]
  ).map((row) => ({
    loc: row.url,
    lastmod: new Date(row.last_modified),
    changefreq: row.change_frequency,
    priority: row.priority,
    include: row.include === 1,
  }));

export const SITEMAP_SOURCES: SitemapSource[] = [
  staticPages,
  openListings,
  organizationPages,
  causePages,
  // Published content pages, /blog and published blog posts.
  contentSitemapUrls,
  sitemapEntries,
];

/**
 * Every URL of the sitemap, absolute, without duplicates, in source order; a page with a
 * twinned page is followed by its twins in the other languages (docs/decisions/280).
 */
export function collectSitemapUrls(
  db: Db,
  siteUrl: string,
  { now = Date.now(), sources = SITEMAP_SOURCES }: { now?: number; sources?: SitemapSource[] } = {},
): SitemapUrl[] {
  const origin = new URL(siteUrl).origin;
  const byLoc = new Map<string, SitemapUrl>();
  for (const source of sources) {
    for (const url of source(db, now)) {
      let loc: string;
      try {
        loc = absoluteUrl(siteUrl, url.loc.trim());
        if (new URL(loc).origin !== origin) continue; // a sitemap lists its own site only
      } catch {
        continue;
      }
      if (url.include === false) byLoc.delete(loc);
      else byLoc.set(loc, { ...byLoc.get(loc), ...url, loc });
    }
  }
  return [...byLoc.values()].flatMap((url) => {
    const path = new URL(url.loc).pathname;
    if (!hasTwins(path)) return [url];
    const { languages = LOCALES, ...entry } = url;
    return LOCALES.filter((locale) => languages.includes(locale)).map((locale) => ({ ...entry, loc: absoluteUrl(siteUrl, localizePath(path, locale)) }));
  });
}

function escapeXml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function renderUrlset(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      let entry = `<url><loc>${escapeXml(u.loc)}</loc>`;
      if (u.lastmod && !Number.isNaN(u.lastmod.getTime())) entry += `<lastmod>${day(u.lastmod)}</lastmod>`;
      if (u.changefreq) entry += `<changefreq>${escapeXml(u.changefreq)}</changefreq>`;
      if (u.priority) entry += `<priority>${escapeXml(u.priority)}</priority>`;
      return `${entry}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(siteUrl: string, parts: number): string {
  const body = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, `/sitemap/${i + 1}.xml`))}</loc></sitemap>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** /sitemap.xml: the URL set, or an index when there are more URLs than one file may hold. */
export function sitemapXml(db: Db, siteUrl: string, now = Date.now()): string {
  const urls = collectSitemapUrls(db, siteUrl, { now });
  if (urls.length <= SITEMAP_MAX_URLS) return renderUrlset(urls);
  return renderSitemapIndex(siteUrl, Math.ceil(urls.length / SITEMAP_MAX_URLS));
}

/** /sitemap/{n}.xml: one part of a split sitemap, or null when there is no such part. */
export function sitemapPartXml(db: Db, siteUrl: string, part: number, now = Date.now()): string | null {
  const urls = collectSitemapUrls(db, siteUrl, { now });
  if (urls.length <= SITEMAP_MAX_URLS || part < 1) return null;
  const slice = urls.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
  return slice.length ? renderUrlset(slice) : null;
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /bench/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
