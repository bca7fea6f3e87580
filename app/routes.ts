/**
 * Every URL of the product, in one place (STYLE.md). Sections are grouped by
 * capability; resource routes (JSON, XML) have no default export.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { withTwins } from "./i18n/route-twins";
import { MANIFEST_ROUTES } from "./offline/manifest-path";

export default [
  // ── Public pages; withTwins adds its twin in every other language (docs/decisions/280) ──
  ...withTwins([index("routes/home.tsx")]),
  ...withTwins([route("about", "routes/about.tsx"), route("terms", "routes/terms.tsx")]),
  ...withTwins([route("features-preview", "routes/features-preview.tsx")]),

  // ── Public board: listing pages, API, sitemap ─────────────────
  ...withTwins([
    route("internships/:slug", "routes/listing.tsx", { id: "listing-internship" }),
    route("fellowships/:slug", "routes/listing.tsx", { id: "listing-fellowship" }),
    route("courses/:slug", "routes/listing.tsx", { id: "listing-course" }),
    route("scholarships/:slug", "routes/listing.tsx", { id: "listing-scholarship" }),
    route("jobs/:slug", "routes/listing.tsx", { id: "listing-job" }),
    // Each type's plural address opens its tab of the board (decision 317).
    route("internships", "routes/type-tab.ts", { id: "type-tab-internship" }),
    route("fellowships", "routes/type-tab.ts", { id: "type-tab-fellowship" }),
    route("courses", "routes/type-tab.ts", { id: "type-tab-course" }),
    route("jobs", "routes/type-tab.ts", { id: "type-tab-job" }),
  ]),
  // An apply click, counted in the language of the listing page it came from.
  ...withTwins([route("apply/:slug", "routes/apply.tsx")]),
  route("api/opportunities/search", "routes/api/opportunities-search.ts"),
  route("api/opportunities/slug/:slug", "routes/api/opportunity-by-slug.ts"),
  route("api/categories", "routes/api/categories.ts"),
  route("api/causes", "routes/api/causes.ts"),
  route("api/site-settings", "routes/api/site-settings.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("sitemap/:file", "routes/seo/sitemap-part.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("bench/ping", "routes/bench-ping.ts"),

  // ── Posting an opportunity, and the posters' private manage link (in Hindi under /hi, decision 282) ──
  ...withTwins([
    route("submit", "routes/submit.tsx"),
    route("manage", "routes/manage/lost-link.tsx"),
    route("manage/:token", "routes/manage/listing.tsx"),
    route("manage/:token/edit", "routes/manage/edit.tsx"),
    // "Your listings": every listing of the poster's address, behind one secret link (docs/decisions/390).
    route("your-listings/:token", "routes/your-listings/page.tsx"),
    route("your-listings/:token/:id", "routes/your-listings/manage.ts"),
  ]),
  route("api/opportunities", "routes/api/opportunities.ts"),
  route("manage/:token/stats.csv", "routes/manage/stats-csv.ts"),

  // ── Accounts and security ──────────────────────────────────────
  route("login", "routes/auth/login.tsx"),
  route("login/verify", "routes/auth/login-verify.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("account/security", "routes/account/security.tsx"),
  route("api/login", "routes/api/auth/login.ts"),
  route("api/logout", "routes/api/auth/logout.ts"),
  route("api/user", "routes/api/auth/user.ts"),
  route("api/register", "routes/api/auth/register.ts"),
  route("api/setup-2fa", "routes/api/auth/setup-2fa.ts"),
  route("api/activate-2fa", "routes/api/auth/activate-2fa.ts"),
  route("api/verify-2fa", "routes/api/auth/verify-2fa.ts"),
  route("api/disable-2fa", "routes/api/auth/disable-2fa.ts"),

  // ── Admin panel: every child is guarded by the layout's middleware ──────
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),

    // admin moderation tabs
    route("opportunities", "routes/admin/opportunities.tsx"),
    route("opportunities/new", "routes/admin/opportunity-new.tsx"),
    route("opportunities/:id/edit", "routes/admin/opportunity-edit.tsx"),
    route("opportunities/:id/delete", "routes/admin/opportunity-delete.tsx"),
    route("opportunities/:id/revision", "routes/admin/opportunity-revision.tsx"),
    route("pending", "routes/admin/pending.tsx"),
    route("jobs", "routes/admin/jobs.tsx"),
    route("jobs/:id/edit", "routes/admin/job-edit.tsx"),
    route("jobs/:id/delete", "routes/admin/job-delete.tsx"),
    route("attributes", "routes/admin/attributes.tsx"),
    route("attributes/new", "routes/admin/attribute-new.tsx"),
    route("attributes/:id/edit", "routes/admin/attribute-edit.tsx"),
    route("attributes/:id/delete", "routes/admin/attribute-delete.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("categories/:id/edit", "routes/admin/category-edit.tsx"),
    route("categories/:id/delete", "routes/admin/category-delete.tsx"),
    route("causes", "routes/admin/causes.tsx"),
    route("causes/tag", "routes/admin/causes-tag.tsx"),
    route("who/tag", "routes/admin/who-tag.tsx"),
    route("still-open", "routes/admin/still-open.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("insights", "routes/admin/insights.tsx"),
    route("organizations/:id", "routes/admin/organization-edit.tsx"),

    // admin content and settings tabs
    route("import", "routes/admin/import.tsx"),
    route("settings", "routes/admin/settings/layout.tsx", [
      index("routes/admin/settings/general.tsx"),
      route("content", "routes/admin/settings/content-pointer.tsx"),
      route("languages", "routes/admin/settings/languages.tsx"),
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

  // ── Admin: the insights screen's CSV downloads (searches.csv, weekly.csv) ──
  route("admin/insights/:file", "routes/admin/insights-csv.ts"),

  // ── Admin: moderation API ──────────────────────────────────────
  route("api/admin/opportunities", "routes/api/admin/opportunities.ts"),
  route("api/admin/opportunities/pending", "routes/api/admin/opportunities-pending.ts"),
  route("api/admin/opportunities/:id", "routes/api/admin/opportunity.ts"),
  route("api/admin/opportunities/:id/status", "routes/api/admin/opportunity-status.ts"),
  route("api/admin/opportunities/:id/featured", "routes/api/admin/opportunity-featured.ts"),
  route("api/admin/attribute-definitions", "routes/api/admin/attribute-definitions.ts"),
  route("api/admin/attribute-definitions/:id", "routes/api/admin/attribute-definition.ts"),
  route("api/admin/organizations", "routes/api/admin/organizations.ts"),
  route("api/admin/jobs", "routes/api/admin/jobs.ts"),
  route("api/admin/jobs/pending", "routes/api/admin/jobs-pending.ts"),
  route("api/admin/jobs/:id", "routes/api/admin/job.ts"),
  route("api/admin/jobs/:id/approval", "routes/api/admin/job-approval.ts"),
  route("api/admin/jobs/:id/featured", "routes/api/admin/job-featured.ts"),
  route("api/admin/categories", "routes/api/admin/categories.ts"),
  route("api/admin/categories/:id", "routes/api/admin/category.ts"),
  route("api/admin/upload", "routes/api/admin/upload.ts"),

  // ── Admin: content and settings ────────────────────────────────
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

  // ── Trust and safety: reports, verified organisations ──────────
  ...withTwins([route("report/:slug", "routes/report.tsx")]),
  route("api/opportunities/slug/:slug/reports", "routes/api/listing-reports.ts"),
  route("api/admin/reports", "routes/api/admin/reports.ts"),
  route("api/admin/reports/:id", "routes/api/admin/report.ts"),
  route("api/admin/organizations/:id", "routes/api/admin/organization.ts"),

  // ── Public content: blog and pages (in Hindi under /hi, decision 267) ──
  ...withTwins([
    route("blog", "routes/blog/index.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("pages/:slug", "routes/content-page.tsx"),
  ]),

  // ── Seekers: feeds, organisation pages, job alerts ──────────────
  ...withTwins([route("feed.xml", "routes/feed-xml.ts"), route("feed.json", "routes/feed-json.ts")]),
  // The board on other sites: pages made to be framed (docs/decisions/393).
  ...withTwins([route("embed", "routes/embed/board.ts"), route("embed/organizations/:slug", "routes/embed/organization.ts")]),
  ...withTwins([route("calendar/:file", "routes/listing-calendar.ts")]),
  ...withTwins([
    route("organizations/:slug", "routes/organization.tsx"),
    route("organizations", "routes/organizations.tsx"),
    route("alerts", "routes/alerts/subscribe.tsx"),
    route("alerts/confirm/:token", "routes/alerts/confirm.tsx"),
    route("alerts/manage/:token", "routes/alerts/manage.tsx"),
    route("alerts/unsubscribe/:token", "routes/alerts/unsubscribe.tsx"),
    route("causes/:slug", "routes/cause.tsx"),
  ]),

  // ── Saved listings and reading offline (app/offline) ───────────
  // Their Hindi twins (decision 269): /hi/saved and the offline page the worker shows for a /hi page.
  ...withTwins([route("saved", "routes/saved.tsx"), route("offline", "routes/offline.tsx")]),
  // Each language's app (decision 303): the same module, one route per language of the registry.
  ...MANIFEST_ROUTES.map(({ path, id }) => route(path, "routes/web-manifest.ts", { id })),
  route("sw.js", "routes/service-worker.ts"),

  // ── Personal data: the privacy notice and "My data" without an account (docs/personal-data.md) ──
  ...withTwins([
    route("privacy", "routes/privacy/notice.tsx"),
    // The footer's privacy page (a content page's address) is the same notice, so both addresses say one thing.
    route("pages/privacy-policy", "routes/privacy/notice.tsx", { id: "privacy-notice-page" }),
    route("my-data", "routes/privacy/my-data.tsx"),
    route("my-data/:token", "routes/privacy/my-data-link.tsx"),
  ]),
  route("my-data/:token/data.json", "routes/privacy/my-data-export.ts"),

  // ── Everything else is the 404 page (in Hindi under /hi) ────────────────────────
  ...withTwins([route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
