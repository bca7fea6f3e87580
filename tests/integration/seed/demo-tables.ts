/** The tables the demo seed fills with content (db/seed.ts), users aside: the seed tests check each. */
export const DEMO_CONTENT_TABLES = [
  "organizations",
  "opportunities",
  "opportunity_attributes",
  "attribute_definitions",
  "job_listings",
  "categories",
  "site_settings",
  "seo_settings",
  "sitemap_entries",
  "content_pages",
  "blog_posts",
] as const;
