import type { AdminEndpoint } from "./index";

/**
 * The content and settings pages and /api/admin/* endpoints. Ids are
 * rows of the seeded demo data (db/seed-data.ts). Bodies are valid, so only the
 * guard decides the outcome; writes create their own "matrix" rows, and the
 * destructive calls come last, on rows no page or test depends on
 * (site setting 7 brand_color, SEO setting 2 about is only patched,
 * sitemap entry 6 /features-preview (excluded), content page 3 (a draft),
 * blog post 4 (a draft)).
 */
const importItem = {
  title: "Matrix probe import",
  opportunityType: "course",
  company: { name: "Matrix Org" },
  description: "Created by the authorisation matrix.",
  applicationInstructions: "None",
  category: "other",
};

export const contentEndpoints: AdminEndpoint[] = [
  // Pages
  { method: "GET", path: "/admin/import", kind: "page" },
  { method: "POST", path: "/admin/import", kind: "page", body: { intent: "sample", format: "csv", defaultType: "course" } },
  { method: "GET", path: "/admin/settings", kind: "page" },
  { method: "GET", path: "/admin/settings?new", kind: "page" },
  { method: "GET", path: "/admin/settings?edit=1", kind: "page" },
  { method: "GET", path: "/admin/settings?delete=1", kind: "page" },
  // The General Settings panel is the index route of /admin/settings.
  { method: "POST", path: "/admin/settings?index", kind: "page", body: { intent: "create", key: "matrix_form_probe", type: "text", label: "Matrix form probe", value: "x" } },
  { method: "GET", path: "/admin/settings/content", kind: "page" },
  { method: "GET", path: "/admin/settings/seo", kind: "page" },
  { method: "POST", path: "/admin/settings/seo", kind: "page", body: { intent: "create", pageKey: "/matrix-form-probe", metaTitle: "Probe", metaDescription: "Probe", isIndexed: "on" } },
  { method: "GET", path: "/admin/settings/sitemap", kind: "page" },
  { method: "POST", path: "/admin/settings/sitemap", kind: "page", body: { intent: "create", url: "/matrix-form-probe", changeFrequency: "weekly", priority: "0.8" } },
  { method: "GET", path: "/admin/settings/security", kind: "page" },
  { method: "GET", path: "/admin/seo", kind: "page" },
  { method: "GET", path: "/admin/content", kind: "page" },
  { method: "POST", path: "/admin/content", kind: "page", body: { intent: "publish-page", id: "1" } },
  { method: "GET", path: "/admin/content/new-page", kind: "page" },
  { method: "POST", path: "/admin/content/new-page", kind: "page", body: { intent: "preview", content: "**probe**" } },
  { method: "GET", path: "/admin/content/edit/1", kind: "page" },
  { method: "POST", path: "/admin/content/edit/1", kind: "page", body: { intent: "preview", content: "**probe**" } },
  { method: "GET", path: "/admin/blog/new-post", kind: "page" },
  { method: "POST", path: "/admin/blog/new-post", kind: "page", body: { intent: "preview", content: "**probe**" } },
  { method: "GET", path: "/admin/blog/edit/1", kind: "page" },
  { method: "POST", path: "/admin/blog/edit/1", kind: "page", body: { intent: "preview", content: "**probe**" } },

  // JSON API
  { method: "GET", path: "/api/admin/site-settings", kind: "api" },
  { method: "POST", path: "/api/admin/site-settings", kind: "api", body: { key: "matrix_probe", value: "x", type: "text", label: "Matrix probe" } },
  { method: "PATCH", path: "/api/admin/site-settings/8", kind: "api", body: { data: { value: "24-48 hours" } } },
  { method: "GET", path: "/api/admin/seo", kind: "api" },
  { method: "POST", path: "/api/admin/seo", kind: "api", body: { pageKey: "/matrix-probe", metaTitle: "Probe", metaDescription: "Probe" } },
  { method: "PATCH", path: "/api/admin/seo/2", kind: "api", body: {} },
  { method: "GET", path: "/api/admin/sitemap", kind: "api" },
  { method: "POST", path: "/api/admin/sitemap", kind: "api", body: { url: "/matrix-probe" } },
  { method: "PATCH", path: "/api/admin/sitemap/1", kind: "api", body: { id: 1, data: {} } },
  { method: "GET", path: "/api/admin/content", kind: "api" },
  { method: "GET", path: "/api/admin/blog", kind: "api" },
  { method: "PATCH", path: "/api/admin/blog/1/publish", kind: "api" },
  { method: "PATCH", path: "/api/admin/blog/4/unpublish", kind: "api" },
  { method: "POST", path: "/api/admin/markdown-preview", kind: "api", body: { content: "**probe**" } },
  { method: "POST", path: "/api/admin/opportunities/import", kind: "api", body: { opportunities: [importItem] } },
  // Destructive calls last, on rows nobody else uses.
  { method: "DELETE", path: "/api/admin/site-settings/7", kind: "api" },
  { method: "DELETE", path: "/api/admin/sitemap/6", kind: "api" },
  { method: "DELETE", path: "/api/admin/content/3", kind: "api" },
  { method: "DELETE", path: "/api/admin/blog/4", kind: "api" },
];
