import type { AdminEndpoint } from "./index";

/**
 * The moderation pages and /api/admin/* endpoints. Ids are rows of the
 * seeded demo data (db/seed-data.ts). The admin's calls change nothing other
 * tests rely on: featured:false on rows that are not featured, transitions the
 * table refuses (409), unknown ids (404), bodies the schema refuses (400) — each
 * still proves that the guard let the admin through (`adminStatus`).
 *   opportunity 1 (published), 64 "Sign Language Basics" (rejected);
 *   job 1 (published), 16 "Sales Executive" (rejected), 19 "Volunteer Coordinator" (expired);
 *   attribute 1 (category), category 1 (engineering).
 */
export const moderationEndpoints: AdminEndpoint[] = [
  // Pages
  { method: "GET", path: "/admin/opportunities", kind: "page" },
  {
    method: "POST",
    path: "/admin/opportunities",
    kind: "page",
    body: { intent: "featured", id: "64", featured: "false" },
  },
  { method: "GET", path: "/admin/opportunities/new", kind: "page" },
  {
    method: "POST",
    path: "/admin/opportunities/new",
    kind: "page",
    body: { opportunityType: "course" },
    adminStatus: 400,
  },
  { method: "GET", path: "/admin/opportunities/1/edit", kind: "page" },
  {
    method: "POST",
    path: "/admin/opportunities/1/edit",
    kind: "page",
    body: { opportunityType: "course" },
    adminStatus: 400,
  },
  { method: "GET", path: "/admin/opportunities/1/delete", kind: "page" },
  { method: "POST", path: "/admin/opportunities/999999/delete", kind: "page", body: { intent: "delete" } },
  { method: "GET", path: "/admin/pending", kind: "page" },
  { method: "POST", path: "/admin/pending", kind: "page", body: { intent: "status", id: "19", to: "draft" } },
  { method: "GET", path: "/admin/jobs", kind: "page" },
  { method: "POST", path: "/admin/jobs", kind: "page", body: { intent: "featured", id: "16", featured: "false" } },
  { method: "GET", path: "/admin/jobs/1/edit", kind: "page" },
  { method: "POST", path: "/admin/jobs/1/edit", kind: "page", body: { companyName: "" }, adminStatus: 400 },
  { method: "GET", path: "/admin/jobs/1/delete", kind: "page" },
  { method: "POST", path: "/admin/jobs/999999/delete", kind: "page", body: { intent: "delete" } },
  { method: "GET", path: "/admin/attributes", kind: "page" },
  { method: "GET", path: "/admin/attributes/new", kind: "page" },
  { method: "POST", path: "/admin/attributes/new", kind: "page", body: { name: "", label: "" }, adminStatus: 400 },
  { method: "GET", path: "/admin/attributes/1/edit", kind: "page" },
  { method: "POST", path: "/admin/attributes/1/edit", kind: "page", body: { name: "", label: "" }, adminStatus: 400 },
  { method: "GET", path: "/admin/attributes/1/delete", kind: "page" },
  { method: "POST", path: "/admin/attributes/999999/delete", kind: "page", body: { intent: "delete" } },
  { method: "GET", path: "/admin/categories", kind: "page" },
  { method: "POST", path: "/admin/categories", kind: "page", body: { intent: "save", name: "" }, adminStatus: 400 },
  { method: "GET", path: "/admin/categories/1/edit", kind: "page" },
  {
    method: "POST",
    path: "/admin/categories/1/edit",
    kind: "page",
    body: { intent: "save", name: "" },
    adminStatus: 400,
  },
  { method: "GET", path: "/admin/categories/1/delete", kind: "page" },
  { method: "POST", path: "/admin/categories/999999/delete", kind: "page", body: { intent: "delete" } },
  // JSON API (§7)
  { method: "GET", path: "/api/admin/opportunities", kind: "api" },
  { method: "GET", path: "/api/admin/opportunities/pending", kind: "api" },
  {
    method: "PATCH",
    path: "/api/admin/opportunities/999999",
    kind: "api",
    body: { data: {}, attributes: {} },
    adminStatus: 404,
  },
  { method: "DELETE", path: "/api/admin/opportunities/999999", kind: "api", adminStatus: 404 },
  {
    method: "PATCH",
    path: "/api/admin/opportunities/64/status",
    kind: "api",
    body: { id: 64, status: "published" },
    adminStatus: 409,
  },
  { method: "PATCH", path: "/api/admin/opportunities/64/featured", kind: "api", body: { id: 64, featured: false } },
  { method: "GET", path: "/api/admin/attribute-definitions", kind: "api" },
  {
    method: "POST",
    path: "/api/admin/attribute-definitions",
    kind: "api",
    body: { name: "", label: "" },
    adminStatus: 400,
  },
  { method: "PATCH", path: "/api/admin/attribute-definitions/999999", kind: "api", body: {}, adminStatus: 404 },
  { method: "DELETE", path: "/api/admin/attribute-definitions/999999", kind: "api", adminStatus: 404 },
  { method: "GET", path: "/api/admin/organizations", kind: "api" },
  { method: "GET", path: "/api/admin/jobs", kind: "api" },
  { method: "GET", path: "/api/admin/jobs/pending", kind: "api" },
  { method: "PATCH", path: "/api/admin/jobs/999999", kind: "api", body: {}, adminStatus: 404 },
  { method: "DELETE", path: "/api/admin/jobs/999999", kind: "api", adminStatus: 404 },
  {
    method: "PATCH",
    path: "/api/admin/jobs/19/approval",
    kind: "api",
    body: { status: "published", rejectionReason: null },
    adminStatus: 409,
  },
  { method: "PATCH", path: "/api/admin/jobs/16/featured", kind: "api", body: { featured: false } },
  { method: "POST", path: "/api/admin/categories", kind: "api", body: { name: "" }, adminStatus: 400 },
  { method: "PATCH", path: "/api/admin/categories/999999", kind: "api", body: { name: "x" }, adminStatus: 404 },
  { method: "DELETE", path: "/api/admin/categories/999999", kind: "api", adminStatus: 404 },
  // A JSON body is not a multipart upload: 415 once past the guard.
  { method: "POST", path: "/api/admin/upload", kind: "api", body: {}, adminStatus: 415 },
];
