/**
 * CSRF defence for every state-changing request (POST, PUT, PATCH, DELETE):
 * page actions and /api resource routes alike (docs/decisions/064-request-safety.md).
 *
 * React Router 7.18 itself refuses a document or `.data` action whose Origin
 * header names another host (or is `null`), but it does not check resource
 * routes (/api/*) and lets any request without Origin through. This check runs
 * as root middleware for every route, resource routes included:
 * - an Origin header must be the site's own origin (SITE_URL) or the origin the
 *   request was addressed to (which honours X-Forwarded-* only when Express's
 *   `trust proxy` is set); `Origin: null` is refused;
 * - without Origin, a browser's `Sec-Fetch-Site` must be same-origin or none;
 * - without either, a `Referer` must name the site's own origin (old browsers
 *   and privacy proxies drop the first two but may keep it);
 * - without any of the three (curl, server-to-server), the request passes: a
 *   browser always sends one of them, and cookies alone never authorise a
 *   cross-site request from a browser here. Session cookies are SameSite=Lax as well.
 */
import type { MiddlewareFunction } from "react-router";
import { envContext } from "./context";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isMutatingMethod(method: string) {
  return MUTATING.has(method.toUpperCase());
}

export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  const own = new URL(request.url).origin;
  let site: string | null = null;
  try {
    site = new URL(siteUrl).origin;
  } catch {
    site = null;
  }
  if (origin !== null) {
    if (origin === "null") return false;
    let parsed: string;
    try {
      parsed = new URL(origin).origin;
    } catch {
      return false;
    }
    return parsed === own || parsed === site;
  }
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite === "same-origin" || fetchSite === "none";
  const referer = request.headers.get("Referer");
  if (referer !== null && referer !== "") {
    try {
      const from = new URL(referer).origin;
      return from === own || from === site;
    } catch {
      return false;
    }
  }
  return true;
}

/** Root middleware (app/root.tsx): 403 for a cross-site state-changing request. */
export const refuseCrossSiteRequests: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isMutatingMethod(request.method) && !isSameOriginRequest(request, context.get(envContext).SITE_URL)) {
    const message = "Cross-site request refused";
    const wantsJson = new URL(request.url).pathname.startsWith("/api/");
    return wantsJson
      ? Response.json({ message }, { status: 403, headers: { "Cache-Control": "no-store" } })
      : new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return next();
};
