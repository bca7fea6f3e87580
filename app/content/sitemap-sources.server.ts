/**
 * The sitemap's content source: published content pages, the blog index and
 * published blog posts, each with its last modification time. /sitemap.xml
 * (app/seo/sitemap.server.ts) adds these to the admin's sitemap entries.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { blogPosts, contentPages } from "../../db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import { allContentLanguages } from "./translations.server";

/** The shape of a sitemap source's URL (app/seo/sitemap.server.ts `SitemapUrl`). */
export interface ContentSitemapUrl {
  /** A path on this site, e.g. "/blog/why-impact-careers". */
  loc: string;
  lastmod: Date;
  changefreq: "daily" | "weekly" | "monthly";
  priority: string;
  languages?: readonly Locale[];
}

/** A sitemap source: add `contentSitemapUrls` to SITEMAP_SOURCES in app/seo/sitemap.server.ts. */
export function contentSitemapUrls(db: Db): ContentSitemapUrl[] {
  const pages = db
    .select({ id: contentPages.id, slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(contentPages.slug)
    .all();
  const posts = db
    .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt))
    .all();
  // Each page and post in English and in the languages it is translated into only (decision 360).
  const pageLanguages = allContentLanguages(db, "page");
  const postLanguages = allContentLanguages(db, "post");
  const urls: ContentSitemapUrl[] = pages.map((p) => ({
    loc: `/pages/${p.slug}`,
    languages: pageLanguages.get(p.id) ?? [DEFAULT_LOCALE],
    lastmod: p.updatedAt,
    changefreq: "monthly",
    priority: "0.5",
  }));
  if (posts.length > 0) {
    const newest = posts.reduce((a, p) => (p.updatedAt > a ? p.updatedAt : a), posts[0]!.updatedAt);
    urls.push({ loc: "/blog", lastmod: newest, changefreq: "weekly", priority: "0.6" });
  }
  for (const p of posts) {
    urls.push({ loc: `/blog/${p.slug}`, languages: postLanguages.get(p.id) ?? [DEFAULT_LOCALE], lastmod: p.updatedAt, changefreq: "monthly", priority: "0.6" });
  }
  return urls;
}
