/**
 * Link and image rules shared by the content, settings and SEO forms: only
 * http(s) URLs or paths on this site ("/…", never "//…").
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";

export const URL_OR_PATH_MESSAGE = "Enter an http(s) URL or a path starting with /";

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A path on this site: one leading slash, no backslashes, no whitespace or control characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

export function isUrlOrPath(value: string): boolean {
  return isSitePath(value) || isHttpUrl(value);
}

/** Optional field: empty or null becomes undefined (Conform sends nothing for an empty input). */
export const optionalUrlOrPath = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  plainText().trim().max(2000, "Keep the address under 2000 characters").refine(isUrlOrPath, URL_OR_PATH_MESSAGE).optional(),
);

/** Optional text with a length cap; empty becomes undefined. */
export function optionalText(max: number, message = `Keep it under ${max} characters`) {
  return plainText()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** A checkbox ("on") or a JSON boolean. */
export const checkbox = z.preprocess((v) => (v === "on" || v === "true" ? true : v === "false" ? false : v), z.boolean());
