/** Small helpers for resource routes (JSON, XML, text). */

/** Cache-Control for public data: browsers and shared caches may keep it briefly. */
export function publicCache(maxAgeSeconds: number, staleSeconds = maxAgeSeconds * 5) {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** A JSON error body `{ message }` that no cache keeps. */
export function jsonError(status: number, message: string) {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}
