/**
 * Schemas for the SEO-setting and sitemap-entry forms, their actions and the
 * JSON API.
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import { CHANGE_FREQUENCIES, OPEN_GRAPH_TYPES } from "../../db/schema";
import { checkbox, optionalUrlOrPath } from "~/content/url-rules";
import { isValidPageKey, normalizePath, PAGE_KEY_MESSAGE } from "./page-keys";

export const SEO_MESSAGES = {
  pageKey: "Page key is required",
  pageKeyTaken: "An SEO setting for this page key already exists",
  pageKeyFixed: "The page key cannot be changed",
  metaTitle: "Meta title is required",
  metaDescription: "Meta description is required",
} as const;

export const SITEMAP_MESSAGES = {
  url: "URL is required",
  urlFormat: "Enter a path on this site starting with a single /, e.g. /about",
  urlTaken: "A sitemap entry for this URL already exists",
} as const;

/** "1.0", "0.9", … "0.1" with the labels of §3. */
export const SITEMAP_PRIORITIES = ["1.0", "0.9", "0.8", "0.7", "0.6", "0.5", "0.4", "0.3", "0.2", "0.1"] as const;
export const PRIORITY_LABELS: Record<string, string> = { "1.0": "1.0 (Highest)", "0.5": "0.5 (Medium)", "0.1": "0.1 (Lowest)" };
export const priorityLabel = (p: string) => PRIORITY_LABELS[p] ?? p;

/** Invalid JSON (or JSON that is not an object or array) becomes null, as the spec says. */
export function parseStructuredData(value: unknown): Record<string, unknown> | unknown[] | null {
  let parsed = value;
  if (typeof value === "string") {
    if (value.trim() === "") return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown> | unknown[]) : null;
}

const seoFields = {
  metaTitle: plainText({ error: SEO_MESSAGES.metaTitle }).trim().min(1, SEO_MESSAGES.metaTitle).max(200, "Keep the title under 200 characters"),
  metaDescription: plainText({ error: SEO_MESSAGES.metaDescription })
    .trim()
    .min(1, SEO_MESSAGES.metaDescription)
    .max(500, "Keep the description under 500 characters"),
  canonicalUrl: optionalUrlOrPath.transform((v) => v ?? null),
  openGraphType: z.enum(OPEN_GRAPH_TYPES, { error: "Choose website, article or profile" }).default("website"),
  openGraphImage: optionalUrlOrPath.transform((v) => v ?? null),
  isIndexed: checkbox.default(false),
  structuredData: z.unknown().optional().transform(parseStructuredData),
};

const pageKeyField = plainText({ error: SEO_MESSAGES.pageKey })
  .trim()
  .min(1, SEO_MESSAGES.pageKey)
  .max(300, "Keep the page key under 300 characters")
  .refine(isValidPageKey, PAGE_KEY_MESSAGE)
  .transform((key) => (key.startsWith("/") ? normalizePath(key) : key));

export const seoSettingCreateSchema = z.object({ pageKey: pageKeyField, ...seoFields });

/** Edit: the page key is fixed; a different one in the input is refused. */
export function seoSettingUpdateSchema(pageKey: string) {
  return z
    .object({ pageKey: plainText().optional(), ...seoFields })
    .superRefine((v, ctx) => {
      if (v.pageKey !== undefined && v.pageKey.trim() !== pageKey) {
        ctx.addIssue({ code: "custom", path: ["pageKey"], message: SEO_MESSAGES.pageKeyFixed });
      }
    })
    .transform(({ pageKey: _k, ...rest }) => rest);
}

/** JSON clients omit isIndexed to mean "indexed" (the default); the form sends a checkbox. */
export const seoSettingJsonDefaults = (body: unknown) =>
  body && typeof body === "object" && !Array.isArray(body) && !("isIndexed" in body) ? { ...body, isIndexed: true } : body;

export type SeoSettingInput = z.output<typeof seoSettingCreateSchema>;

export const sitemapEntrySchema = z.object({
  url: plainText({ error: SITEMAP_MESSAGES.url })
    .trim()
    .min(1, SITEMAP_MESSAGES.url)
    .max(2000, "Keep the URL under 2000 characters")
    .refine((u) => /^\/(?![/\\])[^\s\\#]*$/.test(u), SITEMAP_MESSAGES.urlFormat),
  changeFrequency: z.enum(CHANGE_FREQUENCIES, { error: "Choose a change frequency from the list" }).default("weekly"),
  priority: z
    .union([plainText(), z.number()])
    // A number must be a whole step of 0.1 (0.25 is refused, not rounded).
    .transform((p) => (typeof p === "number" ? (Math.abs(p * 10 - Math.round(p * 10)) < 1e-9 ? p.toFixed(1) : String(p)) : p.trim()))
    .pipe(z.enum(SITEMAP_PRIORITIES, { error: "Choose a priority from 0.1 to 1.0" }))
    .default("0.8"),
  include: checkbox.default(false),
});

export const sitemapJsonDefaults = (body: unknown) =>
  body && typeof body === "object" && !Array.isArray(body) && !("include" in body) ? { ...body, include: true } : body;

export type SitemapEntryInput = z.output<typeof sitemapEntrySchema>;
