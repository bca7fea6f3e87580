import { openDeadlineCutoff } from "../opportunities/listing-rules";
import type { SitemapSource } from "~/seo/sitemap-source";

/** Organisation pages with at least one open listing (the search's rule for open). */
export const organizationPages: SitemapSource = function* (db, now) {
  const rows = db.$client
    .prepare(
      `SELECT org.slug, max(o.updated_at) AS lastmod FROM organizations org
         JOIN opportunities o ON o.organization_id = org.id
        WHERE org.slug IS NOT NULL AND o.status = 'published' AND o.archived = 0 AND o.under_review = 0
          AND (o.expires_at IS NULL OR o.expires_at > @cutoff)
        GROUP BY org.id ORDER BY org.slug`,
    )
    .iterate({ cutoff: openDeadlineCutoff(now) }) as IterableIterator<{ slug: string; lastmod: number }>;
  for (const row of rows) {
    yield { loc: `/organizations/${row.slug}`, lastmod: new Date(row.lastmod), changefreq: "daily", priority: "0.6" };
  }
};
