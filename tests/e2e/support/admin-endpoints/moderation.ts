import type { AdminEndpoint } from "./index";

/**
 * The moderation pages and /api/admin/* endpoints (issue 6). Ids are rows of the
 * seeded demo data (db/seed-data.ts): opportunity 1, job 1, attribute 1, category 1.
 * Bodies are valid, so only the guard decides the outcome.
 */
export const moderationEndpoints: AdminEndpoint[] = [
  // Pages
  { method: "GET", path: "/admin/opportunities", kind: "page" },
  { method: "POST", path: "/admin/opportunities", kind: "page", body: { intent: "featured", id: "1", featured: "true" } },
  { method: "GET", path: "/admin/opportunities/new", kind: "page" },
  {
    method: "POST",
    path: "/admin/opportunities/new",
    kind: "page",
    body: { title: "Matrix probe", organizationName: "Matrix Org", opportunityType: "course", description: "d", applicationInstructions: "i", "attributes.category": "other" },
  },
  { method: "GET", path: "/admin/opportunities/1/edit", kind: "page" },
  { method: "GET", path: "/admin/opportunities/1/delete", kind: "page" },
  { method: "GET", path: "/admin/pending", kind: "page" },
  { method: "POST", path: "/admin/pending", kind: "page", body: { intent: "status", id: "1", to: "draft" } },
  { method: "GET", path: "/admin/jobs", kind: "page" },
  { method: "POST", path: "/admin/jobs", kind: "page", body: { intent: "featured", id: "1", featured: "true" } },
  { method: "GET", path: "/admin/jobs/1/edit", kind: "page" },
  { method: "GET", path: "/admin/jobs/1/delete", kind: "page" },
  { method: "GET", path: "/admin/attributes", kind: "page" },
  { method: "GET", path: "/admin/attributes/new", kind: "page" },
  { method: "GET", path: "/admin/attributes/1/edit", kind: "page" },
  { method: "GET", path: "/admin/attributes/1/delete", kind: "page" },
  { method: "GET", path: "/admin/categories", kind: "page" },
  { method: "GET", path: "/admin/categories/1/edit", kind: "page" },
  { method: "GET", path: "/admin/categories/1/delete", kind: "page" },
  // JSON API (§7)
  { method: "GET", path: "/api/admin/opportunities", kind: "api" },
  { method: "GET", path: "/api/admin/opportunities/pending", kind: "api" },
  { method: "PATCH", path: "/api/admin/opportunities/1/featured", kind: "api", body: { id: 1, featured: true } },
  { method: "PATCH", path: "/api/admin/opportunities/1/status", kind: "api", body: { id: 1, status: "draft" } },
  { method: "GET", path: "/api/admin/attribute-definitions", kind: "api" },
  {
    method: "POST",
    path: "/api/admin/attribute-definitions",
    kind: "api",
    body: { name: "matrix_probe", label: "Matrix probe", dataType: "string", opportunityTypes: ["course"] },
  },
  { method: "GET", path: "/api/admin/organizations", kind: "api" },
  { method: "GET", path: "/api/admin/jobs", kind: "api" },
  { method: "GET", path: "/api/admin/jobs/pending", kind: "api" },
  { method: "PATCH", path: "/api/admin/jobs/1/featured", kind: "api", body: { featured: true } },
  { method: "PATCH", path: "/api/admin/jobs/1/approval", kind: "api", body: { status: "draft", rejectionReason: null } },
  { method: "POST", path: "/api/admin/categories", kind: "api", body: { name: "Matrix probe", color: "#6366f1" } },
  { method: "PATCH", path: "/api/admin/categories/1", kind: "api", body: { name: "Matrix probe renamed", color: "#6366f1" } },
  { method: "POST", path: "/api/admin/upload", kind: "api" },
  // Destructive calls last, on rows nobody else uses.
  { method: "PATCH", path: "/api/admin/opportunities/1", kind: "api", body: { data: {}, attributes: {} } },
  { method: "PATCH", path: "/api/admin/jobs/1", kind: "api", body: {} },
  { method: "PATCH", path: "/api/admin/attribute-definitions/1", kind: "api", body: {} },
  { method: "DELETE", path: "/api/admin/opportunities/999999", kind: "api" },
  { method: "DELETE", path: "/api/admin/jobs/999999", kind: "api" },
  { method: "DELETE", path: "/api/admin/attribute-definitions/999999", kind: "api" },
  { method: "DELETE", path: "/api/admin/categories/999999", kind: "api" },
];
