import type { AdminEndpoint } from "./index";
import { adminScreens, unknownItem } from "./screens";

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
  ...adminScreens("/admin/opportunities", {
    listPost: { body: { intent: "featured", id: "64", featured: "false" } },
    refused: { opportunityType: "course" },
  }),
  { method: "GET", path: "/admin/pending", kind: "page" },
  { method: "POST", path: "/admin/pending", kind: "page", body: { intent: "status", id: "19", to: "draft" } },
  ...adminScreens("/admin/jobs", {
    listPost: { body: { intent: "featured", id: "16", featured: "false" } },
    refused: { companyName: "" },
    hasNew: false,
  }),
  ...adminScreens("/admin/attributes", { refused: { name: "", label: "" } }),
  ...adminScreens("/admin/categories", {
    listPost: { body: { intent: "save", name: "" }, adminStatus: 400 },
    refused: { intent: "save", name: "" },
    hasNew: false,
  }),
  // JSON API (§7)
  { method: "GET", path: "/api/admin/opportunities", kind: "api" },
  { method: "GET", path: "/api/admin/opportunities/pending", kind: "api" },
  ...unknownItem("/api/admin/opportunities", { data: {}, attributes: {} }),
  { method: "PATCH", path: "/api/admin/opportunities/64/status", kind: "api", body: { id: 64, status: "published" }, adminStatus: 409 },
  { method: "PATCH", path: "/api/admin/opportunities/64/featured", kind: "api", body: { id: 64, featured: false } },
  { method: "GET", path: "/api/admin/attribute-definitions", kind: "api" },
  { method: "POST", path: "/api/admin/attribute-definitions", kind: "api", body: { name: "", label: "" }, adminStatus: 400 },
  ...unknownItem("/api/admin/attribute-definitions", {}),
  { method: "GET", path: "/api/admin/organizations", kind: "api" },
  { method: "GET", path: "/api/admin/jobs", kind: "api" },
  { method: "GET", path: "/api/admin/jobs/pending", kind: "api" },
  ...unknownItem("/api/admin/jobs", {}),
  { method: "PATCH", path: "/api/admin/jobs/19/approval", kind: "api", body: { status: "published", rejectionReason: null }, adminStatus: 409 },
  { method: "PATCH", path: "/api/admin/jobs/16/featured", kind: "api", body: { featured: false } },
  { method: "POST", path: "/api/admin/categories", kind: "api", body: { name: "" }, adminStatus: 400 },
  ...unknownItem("/api/admin/categories", { name: "x" }),
  // A JSON body is not a multipart upload: 415 once past the guard.
  { method: "POST", path: "/api/admin/upload", kind: "api", body: {}, adminStatus: 415 },
];
