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
  route("submit", "routes/submit.tsx"),
  route("api/opportunities", "routes/api/opportunities.ts"),

  // ── Accounts and security (issue 5) ──────────────────────────────────────

  // ── Admin panel: every child is guarded by the layout's middleware ──────
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),

    // admin moderation tabs (issue 6)
    route("opportunities", "routes/admin/opportunities.tsx"),
    route("opportunities/new", "routes/admin/opportunity-new.tsx"),
    route("opportunities/:id/edit", "routes/admin/opportunity-edit.tsx"),
    route("opportunities/:id/delete", "routes/admin/opportunity-delete.tsx"),
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

    // admin content and settings tabs (issue 7)
  ]),

  // ── Admin: moderation API (issue 6) ──────────────────────────────────────
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

  // ── Admin: content and settings (issue 7) ────────────────────────────────

  // ── Everything else is the 404 page ──────────────────────────────────────
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
