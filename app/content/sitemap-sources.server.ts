/**
 * The sitemap's content source: published content pages, the blog index and
 * published blog posts, each with its last modification time. /sitemap.xml
 * (app/seo/sitemap.server.ts) adds these to the admin's sitemap entries.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { blogPosts, contentPages } from "../../db/schema";

export interface ContentSitemapUrl {
  /** A path on this site, e.g. "/blog/why-impact-careers". */
  path: string;
  lastmod: Date;
  changeFrequency: "daily" | "weekly" | "monthly";
  priority: string;
}

export function contentSitemapUrls(db: Db): ContentSitemapUrl[] {
  const pages = db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(contentPages.slug)
    .all();
  const posts = db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt))
    .all();
  const urls: ContentSitemapUrl[] = pages.map((p) => ({
    path: `/pages/${p.slug}`,
    lastmod: p.updatedAt,
    changeFrequency: "monthly",
    priority: "0.5",
  }));
  if (posts.length > 0) {
    const newest = posts.reduce((a, p) => (p.updatedAt > a ? p.updatedAt : a), posts[0]!.updatedAt);
    urls.push({ path: "/blog", lastmod: newest, changeFrequency: "weekly", priority: "0.6" });
  }
  for (const p of posts) {
    urls.push({ path: `/blog/${p.slug}`, lastmod: p.updatedAt, changeFrequency: "monthly", priority: "0.6" });
  }
  return urls;
}
