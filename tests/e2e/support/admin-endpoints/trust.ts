import type { AdminEndpoint } from "./index";

/**
 * Trust and safety: the Reports tab, its JSON API and the organisation's trust
 * fields. The admin's calls change nothing other tests rely on: unknown ids
 * (404) and a decision on a listing without reports.
 */
export const trustEndpoints: AdminEndpoint[] = [
  { method: "GET", path: "/admin/reports", kind: "page" },
  { method: "POST", path: "/admin/reports", kind: "page", body: { intent: "decide", opportunityId: "999999", decision: "dismiss" } },
  { method: "GET", path: "/admin/organizations/1", kind: "page" },
  { method: "POST", path: "/admin/organizations/1", kind: "page", body: { website: "not a website" }, adminStatus: 400 },
  { method: "GET", path: "/api/admin/reports", kind: "api" },
  { method: "PATCH", path: "/api/admin/reports/999999", kind: "api", body: { status: "dismissed" }, adminStatus: 404 },
  { method: "GET", path: "/api/admin/organizations/999999", kind: "api", adminStatus: 404 },
  { method: "PATCH", path: "/api/admin/organizations/999999", kind: "api", body: { verified: true }, adminStatus: 404 },
];
