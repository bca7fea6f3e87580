import type { AdminEndpoint } from "./index";

type Body = Record<string, unknown>;

/**
 * The pages of one admin resource: its list (and a post to it), then its new,
 * edit and delete screens. The forms get a body the schema refuses (400) and
 * the delete aims at an unknown id, so the admin's calls change nothing.
 */
export function adminScreens(
  base: string,
  { listPost, refused, hasNew = true }: { listPost?: { body: Body; adminStatus?: number }; refused: Body; hasNew?: boolean },
): AdminEndpoint[] {
  const form = (path: string): AdminEndpoint[] => [
    { method: "GET", path, kind: "page" },
    { method: "POST", path, kind: "page", body: refused, adminStatus: 400 },
  ];
  return [
    { method: "GET", path: base, kind: "page" },
    ...(listPost ? [{ method: "POST", path: base, kind: "page", ...listPost } as const] : []),
    ...(hasNew ? form(`${base}/new`) : []),
    ...form(`${base}/1/edit`),
    { method: "GET", path: `${base}/1/delete`, kind: "page" },
    { method: "POST", path: `${base}/999999/delete`, kind: "page", body: { intent: "delete" } },
  ];
}

/** PATCH and DELETE of an unknown item of a JSON resource: past the guard, the admin gets 404. */
export function unknownItem(base: string, patch: Body): AdminEndpoint[] {
  return [
    { method: "PATCH", path: `${base}/999999`, kind: "api", body: patch, adminStatus: 404 },
    { method: "DELETE", path: `${base}/999999`, kind: "api", adminStatus: 404 },
  ];
}
