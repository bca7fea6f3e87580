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

    // admin content and settings tabs (issue 7)
  ]),

  // ── Admin: moderation API (issue 6) ──────────────────────────────────────

  // ── Admin: content and settings (issue 7) ────────────────────────────────

  // ── Everything else is the 404 page ──────────────────────────────────────
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
