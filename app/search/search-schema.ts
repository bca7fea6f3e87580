/**
 * The one zod schema of the board's search parameters (search-params.ts holds
 * their values and labels), used by the home page loader and by
 * GET /api/opportunities/search. Server-side only in practice: the browser never
 * parses search parameters, it follows links and submits the GET form.
 */
import { z } from "zod";
import { toOneLine } from "~/lib/text-schema";
import { causeFilterField } from "~/causes/filter";
import { whoFilterFields } from "~/eligibility/filter-schema";
import { canonicalCity, canonicalState } from "../taxonomy/cities";
import { PAGE_STEP } from "../opportunities/constants";
import { ALWAYS_WRITTEN } from "../opportunities/clean-address";
import {
  API_MAX_LIMIT,
  API_MAX_OFFSET,
  DURATION_FILTERS,
  HOME_DEFAULTS,
  type HomeSearchParams,
  LOCATION_FILTERS,
  MAX_CITY_LENGTH,
  MAX_MIN_STIPEND,
  MAX_QUERY_LENGTH,
  MAX_SHOW,
  PAYMENT_FILTERS,
  POSTED_WITHIN_FILTERS,
  type SearchFilters,
  SORT_OPTIONS,
  TYPE_FILTERS,
} from "./search-params";

function oneOf<T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(", ")}` });
}

/** An empty value means "not set" ('all' category is sent as empty, §7). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
}

/** One place by any of its names, stored under its canonical one ("" = any; decision 270). */
function place(name: "city" | "state", canonical: (value: string) => string) {
  return optional(
    z
      .string()
      .trim()
      .max(MAX_CITY_LENGTH, `${name} must be at most ${MAX_CITY_LENGTH} characters`)
      .regex(/^[^,\p{Cc}]*$/u, `${name} must be one ${name} name, without commas`),
  ).transform((v) => (v ? canonical(v) : ""));
}

/** The filter fields shared by the home page and the API. */
export const searchFiltersSchema = z.object({
  // One plain line: a search is quoted in alert mails and the team's tables (decision 306).
  query: optional(
    z.string().transform(toOneLine).pipe(z.string().max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`)),
  ).transform((v) => v ?? ""),
  type: optional(oneOf("type", TYPE_FILTERS)),
  category: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      // Any category name an admin can create (1-50 characters, decision 047); it is bound as a parameter.
      .min(1, "category must be a category name of 1 to 50 characters")
      .max(50, "category must be a category name of 1 to 50 characters")
      .regex(/^\P{Cc}+$/u, "category must not contain control characters"),
  ).transform((v) => v ?? "all"),
  duration: optional(oneOf("duration", DURATION_FILTERS)).transform((v) => v ?? "any"),
  stipend: optional(oneOf("stipend", PAYMENT_FILTERS)).transform((v) => v ?? "all-options"),
  location: optional(oneOf("location", LOCATION_FILTERS)).transform((v) => v ?? "worldwide"),
  sortBy: optional(oneOf("sortBy", SORT_OPTIONS)).transform((v) => v ?? "relevant"),
  city: place("city", canonicalCity),
  state: place("state", canonicalState),
  featured: optional(z.enum(["true", "false"], { error: "featured must be true or false" })).transform((v) =>
    v === undefined ? undefined : v === "true",
  ),
  // The board writes verified=1, the API documents verified=true; both read either.
  verified: optional(z.enum(["1", "true", "0", "false"], { error: "verified must be true or false" })).transform((v) =>
    v === "1" || v === "true" ? true : undefined,
  ),
  cause: causeFilterField,
  minStipend: optional(
    z.coerce
      .number({ error: "minStipend must be a whole number of rupees" })
      .int("minStipend must be a whole number of rupees")
      .min(0, "minStipend must be at least 0")
      .max(MAX_MIN_STIPEND, `minStipend must be at most ${MAX_MIN_STIPEND}`),
  ).transform((v) => (v ? v : undefined)),
  postedWithin: optional(oneOf("postedWithin", POSTED_WITHIN_FILTERS)).transform((v) => (v === "any" ? undefined : v)),
  // Who can apply (app/eligibility/filter.ts).
  ...whoFilterFields,
});

/** GET /api/opportunities/search: type defaults to all; paging with limit (≤ 100) and offset (≤ 1,000). */
export const apiSearchSchema = searchFiltersSchema.extend({
  type: optional(oneOf("type", TYPE_FILTERS)).transform((v) => v ?? "all"),
  limit: optional(
    z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(API_MAX_LIMIT, `limit must be at most ${API_MAX_LIMIT}`),
  ).transform((v) => v ?? API_MAX_LIMIT),
  offset: optional(
    z.coerce
      .number({ error: "offset must be a whole number" })
      .int("offset must be a whole number")
      .min(0, "offset must be at least 0")
      // Deeper pages would cost more than a first page (docs/request-cost.md): narrow the search instead.
      .max(API_MAX_OFFSET, `offset must be at most ${API_MAX_OFFSET}; narrow the search to reach older listings`),
  ).transform((v) => v ?? 0),
});
export type ApiSearchParams = z.infer<typeof apiSearchSchema>;

/** The home page: the tab defaults to internship; `show` grows by 4 with Load More. */
export const homeSearchSchema = searchFiltersSchema.extend({
  type: optional(oneOf("type", TYPE_FILTERS)).transform((v) => v ?? "internship"),
  show: optional(z.coerce.number().int().min(1)).transform((v) =>
    Math.min(MAX_SHOW, Math.max(PAGE_STEP, Math.ceil((v ?? PAGE_STEP) / PAGE_STEP) * PAGE_STEP)),
  ),
});
// The parsed values have the types the rest of the board uses (a compile-time check).
type Assert<T extends true> = T;
export type _HomeParsesToHomeSearchParams = Assert<z.infer<typeof homeSearchSchema> extends HomeSearchParams ? true : false>;
export type _ApiParsesToSearchFilters = Assert<
  ApiSearchParams extends SearchFilters & { limit: number; offset: number } ? true : false
>;

function firstValues(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  // Several causes are allowed: cause=climate&cause=health (or cause=climate,health).
  if (params.has("cause")) raw.cause = params.getAll("cause").join(",");
  // Several perks too: perk=certificate&perk=meals (a listing must offer each).
  if (params.has("perk")) raw.perk = params.getAll("perk").join(",");
  return raw;
}

/** The API is strict: any invalid parameter is reported (400). */
export function parseApiSearchParams(params: URLSearchParams) {
  const result = apiSearchSchema.safeParse(firstValues(params));
  if (result.success) return { success: true as const, data: result.data };
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  return { success: false as const, message: `Invalid search parameters: ${message}` };
}

/**
 * The home page is forgiving: a shared link with one bad value still shows the
 * board, with that value back at its default (an unknown type falls back to
 * internship, §2).
 */
export function parseHomeSearchParams(params: URLSearchParams): HomeSearchParams {
  const raw = firstValues(params);
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = homeSearchSchema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
  return HOME_DEFAULTS;
}


/**
 * The clean form of a board address (docs/decisions/395-clean-board-addresses.md), or null when
 * it is clean already: every filter of the schema at its default or empty is left out (a value
 * is a default when the schema reads it as it reads no value), as are repeats of a one-value
 * filter (a list filter, such as cause or perk, keeps its values). `type` is always kept;
 * parameters the schema does not know are kept as they are.
 * Derived from the schema, so a filter added to it is cleaned without another list.
 */
export function cleanBoardSearch(params: URLSearchParams): URLSearchParams | null {
  const shape = homeSearchSchema.shape as Record<string, z.ZodType>;
  const clean = new URLSearchParams();
  const seen = new Set<string>();
  const defaults = new Map<string, string>();
  const read = (name: string, value: string | undefined) => {
    const result = shape[name]!.safeParse(value);
    return result.success ? String(JSON.stringify(result.data)) : null;
  };
  for (const [name, value] of params) {
    if (!(name in shape) || ALWAYS_WRITTEN.has(name)) {
      clean.append(name, value);
      continue;
    }
    // A list filter (cause, perk: the schema reads it as an array) keeps every value; another keeps its first.
    const repeatable = Array.isArray(shape[name]!.safeParse(value).data);
    if (seen.has(name) && !repeatable) continue;
    seen.add(name);
    if (value.trim() === "") continue;
    if (!defaults.has(name)) defaults.set(name, read(name, undefined) ?? "not readable");
    if (read(name, value) === defaults.get(name)) continue;
    clean.append(name, value);
  }
  return clean.toString() === params.toString() ? null : clean;
}
