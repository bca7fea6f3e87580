/** Small helpers for resource routes (JSON, XML, text). */

/** Cache-Control for public data: browsers and shared caches may keep it briefly. */
export function publicCache(maxAgeSeconds: number, staleSeconds = maxAgeSeconds * 5) {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/**
 * What a shared cache in front may do with a public answer that shows listings (an anonymous page,
 * the detail API, a feed): keep it as long as the page cache does, `seconds`, and no longer, so a
 * listing the team takes down is gone from every cache within that time (docs/decisions/293).
 */
export function sharedCacheControl(seconds: number) {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

/** A JSON error body `{ message }` that no cache keeps. */
export function jsonError(status: number, message: string) {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}
