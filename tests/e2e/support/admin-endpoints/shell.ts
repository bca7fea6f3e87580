import type { AdminEndpoint } from "./index";

export const adminShellEndpoints: AdminEndpoint[] = [{ method: "GET", path: "/admin", kind: "page" }];
