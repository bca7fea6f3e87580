import type { SitemapSource } from "~/seo/sitemap-source";

/** Every visible cause's page (decision 273), whether or not it has open listings now: it has a description, a feed and an alert form. */
export const causePages: SitemapSource = function* (db) {
  const rows = db.$client
    .prepare("SELECT slug, created_at AS lastmod FROM causes WHERE hidden = 0 ORDER BY position, slug")
    .iterate() as IterableIterator<{ slug: string; lastmod: number }>;
  for (const row of rows) {
    yield { loc: `/causes/${row.slug}`, lastmod: new Date(row.lastmod), changefreq: "daily", priority: "0.6" };
  }
};
