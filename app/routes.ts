/**
 * Every URL of the product, in one place (STYLE.md). Sections are grouped by
 * capability; resource routes (JSON, XML) have no default export.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // ── Public pages ─────────────────────────────────────────────────────────
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("features-preview", "routes/features-preview.tsx"),

  // ── Public board: listing pages, API, sitemap (issue 3) ─────────────────

  // ── Posting an opportunity (issue 4) ─────────────────────────────────────

  // ── Accounts and security (issue 5) ──────────────────────────────────────

  // ── Admin panel: every child is guarded by the layout's middleware ──────
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),

    // admin moderation tabs (issue 6)

    // admin content and settings tabs (issue 7)
    route("import", "routes/admin/import.tsx"),
    route("settings", "routes/admin/settings/layout.tsx", [
      index("routes/admin/settings/general.tsx"),
      route("content", "routes/admin/settings/content-pointer.tsx"),
      route("seo", "routes/admin/settings/seo.tsx"),
      route("sitemap", "routes/admin/settings/sitemap.tsx"),
      route("security", "routes/admin/settings/security.tsx"),
    ]),
    route("seo", "routes/admin/seo-overview.tsx"),
    route("content", "routes/admin/content/index.tsx"),
    route("content/new-page", "routes/admin/content/page-new.tsx"),
    route("content/edit/:id", "routes/admin/content/page-edit.tsx"),
    route("blog", "routes/admin/content/blog-redirect.tsx"),
    route("blog/new-post", "routes/admin/content/post-new.tsx"),
    route("blog/edit/:id", "routes/admin/content/post-edit.tsx"),
  ]),

  // ── Admin: moderation API (issue 6) ──────────────────────────────────────

  // ── Admin: content and settings (issue 7) ────────────────────────────────
  route("api/admin/opportunities/import", "routes/api/admin/import.ts"),
  route("api/admin/site-settings", "routes/api/admin/site-settings.ts"),
  route("api/admin/site-settings/:id", "routes/api/admin/site-setting.ts"),
  route("api/admin/seo", "routes/api/admin/seo-settings.ts"),
  route("api/admin/seo/:id", "routes/api/admin/seo-setting.ts"),
  route("api/admin/sitemap", "routes/api/admin/sitemap-entries.ts"),
  route("api/admin/sitemap/:id", "routes/api/admin/sitemap-entry.ts"),
  route("api/admin/content", "routes/api/admin/content-pages.ts"),
  route("api/admin/content/:id", "routes/api/admin/content-page.ts"),
  route("api/admin/blog", "routes/api/admin/blog-posts.ts"),
  route("api/admin/blog/:id", "routes/api/admin/blog-post.ts"),
  route("api/admin/blog/:id/:transition", "routes/api/admin/blog-publish.ts"),
  route("api/admin/markdown-preview", "routes/api/admin/markdown-preview.ts"),

  // ── Public content: blog and pages (issue 7) ─────────────────────────────
  route("blog", "routes/blog/index.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),
  route("pages/:slug", "routes/content-page.tsx"),

  // ── Everything else is the 404 page ──────────────────────────────────────
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
