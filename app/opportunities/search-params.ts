/**
 * The filter and search parameters of the board (public-side.md §3 "Filter state",
 * §7, §9), defined once and shared by the home page loader (the URL of every board
 * state) and GET /api/opportunities/search. Browser-safe: no server imports.
 *
 * Parameter names are the API's: query, type, category, duration, stipend (the
 * payment filter), location, sortBy, featured; the home page adds `show`, the API
 * adds `limit` and `offset`.
 */
import { z } from "zod";
import { categoryLabel, PAGE_STEP, typeLabel } from "./constants";

export const TYPE_FILTERS = ["internship", "fellowship", "course", "all"] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** The category options of the filter panel (§9); the API also accepts any other category name. */
export const CATEGORY_FILTERS = ["all", "engineering", "design", "marketing", "product", "data", "customer"] as const;

export const DURATION_FILTERS = ["any", "0-3", "3-6", "6+"] as const;
export type DurationFilter = (typeof DURATION_FILTERS)[number];

export const PAYMENT_FILTERS = ["all-options", "paid", "unpaid"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const LOCATION_FILTERS = ["worldwide", "remote", "in-person"] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

export const SORT_OPTIONS = ["relevant", "recent", "deadline"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Labels of the filter panel (§9). */
export const DURATION_LABELS: Record<DurationFilter, string> = {
  any: "Any duration",
  "0-3": "0-3 months",
  "3-6": "3-6 months",
  "6+": "6+ months",
};
export const PAYMENT_LABELS: Record<PaymentFilter, string> = {
  "all-options": "All options",
  paid: "Paid Only",
  unpaid: "Unpaid Accepted",
};
export const LOCATION_LABELS: Record<LocationFilter, string> = {
  worldwide: "Both Remote & In-Person",
  remote: "Remote (Work From Home)",
  "in-person": "In-Person (On-Site)",
};
export const SORT_LABELS: Record<SortOption, string> = {
  relevant: "Most Relevant",
  recent: "Most Recent",
  deadline: "Deadline Soon",
};
export function categoryFilterLabel(value: string) {
  return value === "all" ? "All categories" : categoryLabel(value);
}

/** Stored duration text for each duration filter (§3 of the issue: 0-3 → '1-3 months'). */
export const DURATION_STORED: Record<Exclude<DurationFilter, "any">, string> = {
  "0-3": "1-3 months",
  "3-6": "3-6 months",
  "6+": "6+ months",
};

export const MAX_QUERY_LENGTH = 200;
/** Upper bound of `show` on the home page: beyond it the visitor is asked to refine the search. */
export const MAX_SHOW = 200;
export const API_MAX_LIMIT = 100;

function oneOf<T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(", ")}` });
}

/** An empty value means "not set" ('all' category is sent as empty, §7). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
}

/** The filter fields shared by the home page and the API. */
export const searchFiltersSchema = z.object({
  query: optional(
    z.string().trim().max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
  ).transform((v) => v ?? ""),
  type: optional(oneOf("type", TYPE_FILTERS)),
  category: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9 _-]{0,49}$/, "category must be a category name (letters, digits, '-', at most 50)"),
  ).transform((v) => v ?? "all"),
  duration: optional(oneOf("duration", DURATION_FILTERS)).transform((v) => v ?? "any"),
  stipend: optional(oneOf("stipend", PAYMENT_FILTERS)).transform((v) => v ?? "all-options"),
  location: optional(oneOf("location", LOCATION_FILTERS)).transform((v) => v ?? "worldwide"),
  sortBy: optional(oneOf("sortBy", SORT_OPTIONS)).transform((v) => v ?? "relevant"),
  featured: optional(z.enum(["true", "false"], { error: "featured must be true or false" })).transform((v) =>
    v === undefined ? undefined : v === "true",
  ),
});

/** GET /api/opportunities/search: type defaults to all; paging with limit (≤ 100) and offset. */
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
      .max(1_000_000, "offset must be at most 1000000"),
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
export type HomeSearchParams = z.infer<typeof homeSearchSchema>;
export type SearchFilters = Omit<z.infer<typeof searchFiltersSchema>, "type"> & { type: TypeFilter };

function firstValues(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
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
  return homeSearchSchema.parse({});
}

export const HOME_DEFAULTS: HomeSearchParams = homeSearchSchema.parse({});

/** Whether the location filter applies: it is hidden for fellowships (§2). */
export function locationApplies(type: TypeFilter) {
  return type !== "fellowship";
}

/**
 * The URL of a board state: only values that differ from the defaults, in a fixed
 * order, so every state has one shareable address. `type` is always written.
 */
export function homeSearch(state: HomeSearchParams): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  params.set("type", state.type);
  if (state.category !== "all") params.set("category", state.category);
  if (state.duration !== "any") params.set("duration", state.duration);
  if (state.stipend !== "all-options") params.set("stipend", state.stipend);
  if (state.location !== "worldwide" && locationApplies(state.type)) params.set("location", state.location);
  if (state.sortBy !== "relevant") params.set("sortBy", state.sortBy);
  if (state.featured !== undefined) params.set("featured", String(state.featured));
  if (state.show !== PAGE_STEP) params.set("show", String(state.show));
  return `?${params.toString()}`;
}

export interface FilterChip {
  key: "query" | "category" | "duration" | "stipend" | "location" | "sortBy";
  label: string;
  /** The board state with only this filter back at its default. */
  without: HomeSearchParams;
}

/** Active filters as chips (§2): removing one resets only that filter. */
export function activeFilterChips(state: HomeSearchParams): FilterChip[] {
  const base = { ...state, show: PAGE_STEP };
  const chips: FilterChip[] = [];
  if (state.query) chips.push({ key: "query", label: `“${state.query}”`, without: { ...base, query: "" } });
  if (state.category !== "all")
    chips.push({ key: "category", label: categoryFilterLabel(state.category), without: { ...base, category: "all" } });
  if (state.duration !== "any")
    chips.push({ key: "duration", label: DURATION_LABELS[state.duration], without: { ...base, duration: "any" } });
  if (state.stipend !== "all-options")
    chips.push({ key: "stipend", label: PAYMENT_LABELS[state.stipend], without: { ...base, stipend: "all-options" } });
  if (state.location !== "worldwide" && locationApplies(state.type))
    chips.push({ key: "location", label: LOCATION_LABELS[state.location], without: { ...base, location: "worldwide" } });
  if (state.sortBy !== "relevant")
    chips.push({ key: "sortBy", label: SORT_LABELS[state.sortBy], without: { ...base, sortBy: "relevant" } });
  return chips;
}

/** Clear filters: every filter back to its default, the type kept (§2). */
export function clearedFilters(state: HomeSearchParams): HomeSearchParams {
  return { ...HOME_DEFAULTS, type: state.type };
}

/** The count label of the results header, pluralised by type (§2). */
export function countLabel(total: number, type: TypeFilter): string {
  const noun = type === "all" ? (total === 1 ? "Opportunity" : "Opportunities") : typeLabel(type, { plural: total !== 1 });
  return `${total.toLocaleString("en-IN")} ${noun}`;
}

/** The empty-state heading (§8). */
export function emptyResultsText(type: TypeFilter): string {
  const noun = type === "all" ? "opportunities" : typeLabel(type, { plural: true }).toLowerCase();
  return `No ${noun} found matching your criteria`;
}
export const EMPTY_RESULTS_HINT = "Try adjusting your filters or search query to find more opportunities";
export const RESULTS_ERROR_TEXT = "Error loading opportunities. Please try again later.";
