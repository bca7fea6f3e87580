/**
 * Every admin page and /api/admin/* endpoint, for the authorisation matrix
 * (tests/e2e/authorization-matrix.spec.ts). Each area keeps its own list file
 * and adds one import line here.
 */
export interface AdminEndpoint {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A concrete path (use ids of seeded rows where a path needs one). */
  path: string;
  /** JSON body for API calls, or form fields for page actions. */
  body?: Record<string, unknown>;
  kind: "page" | "api";
  /**
   * The admin's expected status when it is not a success: a refusal after the
   * guard (400 invalid body, 404 unknown id, 409 refused transition, 415) proves
   * the admin got through without changing data other tests rely on.
   */
  adminStatus?: number;
}

import { contentEndpoints } from "./content";
import { moderationEndpoints } from "./moderation";
import { adminShellEndpoints } from "./shell";
import { trustEndpoints } from "./trust";

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  ...adminShellEndpoints,
  ...moderationEndpoints,
  ...contentEndpoints,
  ...trustEndpoints,
];
