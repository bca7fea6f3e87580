/**
 * The filter and search parameters of the board: values, labels, and the URL of every board state. Browser code uses
 * this module, so it has no zod (the schema that parses them is search-schema.ts).
 *
 * Parameter names are the API's: query, type, category, duration, stipend (the
 * payment filter), location, sortBy, featured; the home page adds `show`, the API
 * adds `limit` and `offset`.
 */
import type { Msg } from "~/i18n/define-texts";
import { categoryLabel, PAGE_STEP } from "../opportunities/constants";
import { OPPORTUNITY_TEXTS } from "../opportunities/texts";
import { appendWhoParams, type WhoFilters } from "~/eligibility/filter";
import { type WhoChipKey, whoChips } from "~/eligibility/filter-words";

export const TYPE_FILTERS = ["internship", "fellowship", "course", "job", "all"] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
/** The board's tabs: the three types of the spec, then legacy jobs (decision 316). */
export const LISTING_TYPES = ["internship", "fellowship", "course", "job"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The category options of the filter panel (§9); the API also accepts any other category name. */
export const CATEGORY_FILTERS = ["all", "engineering", "design", "marketing", "product", "data", "customer"] as const;

export const DURATION_FILTERS = ["any", "0-3", "3-6", "6+"] as const;
export type DurationFilter = (typeof DURATION_FILTERS)[number];

export const PAYMENT_FILTERS = ["all-options", "paid", "unpaid"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** "worldwide" is any location (the address keeps the spec's word); hybrid listings are remote and in-person at once. */
export const LOCATION_FILTERS = ["worldwide", "remote", "hybrid", "in-person"] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

export const SORT_OPTIONS = ["relevant", "recent", "deadline", "stipend"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Minimum monthly stipends offered by the board's filter, in rupees (0 = any; the API takes any amount; decision 315). */
export const MIN_STIPEND_FILTERS = [0, 5000, 10000, 15000, 20000] as const;
export const MAX_MIN_STIPEND = 10_000_000;

/** How recently a listing was posted: within the last day, week or month (decision 315). */
export const POSTED_WITHIN_FILTERS = ["any", "24h", "7d", "30d"] as const;
export type PostedWithin = (typeof POSTED_WITHIN_FILTERS)[number];
export const POSTED_WITHIN_HOURS: Record<Exclude<PostedWithin, "any">, number> = { "24h": 24, "7d": 7 * 24, "30d": 30 * 24 };

/** Labels of the filter panel (§9), from the board's texts (messages; `.message` is the English). */
export const DURATION_LABELS: Record<DurationFilter, Msg> = OPPORTUNITY_TEXTS.filters.durations;
export const PAYMENT_LABELS: Record<PaymentFilter, Msg> = OPPORTUNITY_TEXTS.filters.payments;
export const LOCATION_LABELS: Record<LocationFilter, Msg> = OPPORTUNITY_TEXTS.filters.locations;
export const SORT_LABELS: Record<SortOption, Msg> = OPPORTUNITY_TEXTS.filters.sorts;
export const POSTED_WITHIN_LABELS: Record<PostedWithin, Msg> = OPPORTUNITY_TEXTS.filters.postedWithinOptions;

/** A minimum stipend as words: "Any stipend", "₹10,000+ a month" (the amount in the page's number format). */
export function minStipendLabel(amount: number, numberLocale: string): { label: Msg; values: Record<string, string> } {
  if (!amount) return { label: OPPORTUNITY_TEXTS.filters.anyStipend, values: {} };
  return { label: OPPORTUNITY_TEXTS.filters.minStipendAmount, values: { amount: amount.toLocaleString(numberLocale) } };
}

/** "all" and the starting categories are messages; a category an admin added is shown as written (decision 288). */
export function categoryFilterLabel(value: string): Msg | string {
  return value === "all" ? OPPORTUNITY_TEXTS.filters.allCategories : categoryLabel(value);
}

/** Stored duration text for each duration filter (§3 of the issue: 0-3 → '1-3 months'). */
export const DURATION_STORED: Record<Exclude<DurationFilter, "any">, string> = {
  "0-3": "1-3 months",
  "3-6": "3-6 months",
  "6+": "6+ months",
};

export const MAX_QUERY_LENGTH = 200;
export const MAX_CITY_LENGTH = 50;
/** Upper bound of `show` on the home page: beyond it the visitor is asked to refine the search. */
export const MAX_SHOW = 200;
export const API_MAX_LIMIT = 100;
/**
 * The API's last reachable offset: the board counts up to 1,000 ("1,000+") and its Load More stops at
 * MAX_SHOW, so no page starts past the count's cap; beyond it the API answers 400 naming the limit,
 * and every page costs about what a first page does (docs/request-cost.md).
 */
export const API_MAX_OFFSET = 1000;

/** The filter state (§3) shared by the home page and the API. */
/** With who can apply: openTo, partTime, workLanguage, perk, programmeFor (app/eligibility/filter.ts). */
export interface SearchFilters extends WhoFilters {
  query: string;
  type: TypeFilter;
  /** "all" = any category. */
  category: string;
  duration: DurationFilter;
  stipend: PaymentFilter;
  location: LocationFilter;
  sortBy: SortOption;
  featured?: boolean;
  /** One city ("" = any), by any of its names: listings in that city (docs/decisions/144, 270). */
  city?: string;
  /** One state or union territory ("" = any): listings in its cities (decision 270). */
  state?: string;
  /** Only listings of organisations an admin has verified (`verified=1` on the board, `verified=true` in the API). */
  verified?: boolean;
  /** Cause slugs (`cause=climate&cause=health`): listings of any of them (app/causes, decision 272). */
  cause?: string[];
  /**
   * The API's `type=internship` answers as the spec says, with the legacy jobs it always listed
   * as internships; the board's Internships tab holds internships only (decision 316).
   */
  jobsAsInternships?: boolean;
  /** Listings paying at least this many rupees a month (0 or absent = any; unknown stipends are left out; decision 315). */
  minStipend?: number;
  /** Listings posted within the last 24 hours, 7 days or 30 days ("any" or absent = any). */
  postedWithin?: PostedWithin;
}

/** A home page board state: the filters plus how many results are shown. */
export interface HomeSearchParams extends SearchFilters {
  show: number;
}

export const HOME_DEFAULTS: HomeSearchParams = {
  query: "",
  type: "internship",
  category: "all",
  duration: "any",
  stipend: "all-options",
  location: "worldwide",
  sortBy: "relevant",
  city: "",
  state: "",
  show: PAGE_STEP,
};

/** Every open listing of every type, newest first: the base of the carousel and organisation pages. */
export const EVERY_LISTING_NEWEST_FIRST: SearchFilters = {
  query: "",
  type: "all",
  category: "all",
  duration: "any",
  stipend: "all-options",
  location: "worldwide",
  sortBy: "recent",
  city: "",
  state: "",
};

/**
 * The search button's name: a search typed in the search box looks across every tab
 * and lands on the tab the visitor was on when it has matches, otherwise on the first
 * that has (`tabWithMatches`). Tabs, filters and links keep `type` as it is.
 */
export const ACROSS_TABS_PARAM = "anyTab";

export function tabWithMatches(
  current: TypeFilter,
  { counts, capped }: { counts: Record<ListingType, number>; capped: boolean },
): TypeFilter {
  // After a capped count, a tab's 0 only means none among the matches counted: stay.
  if (current === "all" || counts[current] > 0 || capped) return current;
  return LISTING_TYPES.find((tab) => counts[tab] > 0) ?? current;
}

/** Whether a search is limited to a place (city or state): remote listings are then included unless the location filter excludes them. */
export function placeSearch(state: SearchFilters): boolean {
  return Boolean(state.city || state.state);
}

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
  if (state.city) params.set("city", state.city);
  if (state.state) params.set("state", state.state);
  if (state.featured !== undefined) params.set("featured", String(state.featured));
  if (state.verified) params.set("verified", "1");
  for (const cause of state.cause ?? []) params.append("cause", cause);
  if (state.minStipend) params.set("minStipend", String(state.minStipend));
  if (state.postedWithin && state.postedWithin !== "any") params.set("postedWithin", state.postedWithin);
  appendWhoParams(state, params);
  if (state.show !== PAGE_STEP) params.set("show", String(state.show));
  return `?${params.toString()}`;
}

export interface FilterChip {
  key: "query" | "category" | "duration" | "stipend" | "location" | "sortBy" | "city" | "state" | "verified" | "minStipend" | "postedWithin" | WhoChipKey;
  /** A message, or the visitor's own words (a city, a state); `values` fill the message. */
  label: Msg | string;
  values?: Record<string, string>;
  /** The board state with only this filter back at its default. */
  without: HomeSearchParams;
}

/** Active filters as chips (§2): removing one resets only that filter. */
/** `placeNames`: the chosen city's and state's names in the page's language, from the loader (decision 355). */
export function activeFilterChips(state: HomeSearchParams, numberLocale = "en-IN", placeNames: Record<string, string> = {}): FilterChip[] {
  const base = { ...state, show: PAGE_STEP };
  const chips: FilterChip[] = [];
  if (state.query) chips.push({ key: "query", label: OPPORTUNITY_TEXTS.filters.queryChip, values: { query: state.query }, without: { ...base, query: "" } });
  if (state.category !== "all")
    chips.push({ key: "category", label: categoryFilterLabel(state.category), without: { ...base, category: "all" } });
  if (state.duration !== "any")
    chips.push({ key: "duration", label: DURATION_LABELS[state.duration], without: { ...base, duration: "any" } });
  if (state.stipend !== "all-options")
    chips.push({ key: "stipend", label: PAYMENT_LABELS[state.stipend], without: { ...base, stipend: "all-options" } });
  if (state.location !== "worldwide" && locationApplies(state.type))
    chips.push({ key: "location", label: LOCATION_LABELS[state.location], without: { ...base, location: "worldwide" } });
  if (state.city) chips.push({ key: "city", label: placeNames[state.city] ?? state.city, without: { ...base, city: "" } });
  if (state.state) chips.push({ key: "state", label: placeNames[state.state] ?? state.state, without: { ...base, state: "" } });
  if (state.sortBy !== "relevant")
    chips.push({ key: "sortBy", label: SORT_LABELS[state.sortBy], without: { ...base, sortBy: "relevant" } });
  if (state.minStipend)
    chips.push({ key: "minStipend", ...minStipendLabel(state.minStipend, numberLocale), without: { ...base, minStipend: undefined } });
  if (state.postedWithin && state.postedWithin !== "any")
    chips.push({ key: "postedWithin", label: POSTED_WITHIN_LABELS[state.postedWithin], without: { ...base, postedWithin: undefined } });
  if (state.verified) chips.push({ key: "verified", label: OPPORTUNITY_TEXTS.filters.verifiedOnly, without: { ...base, verified: undefined } });
  // Who can apply (app/eligibility/filter-words.ts): one chip a filter, one a perk.
  for (const chip of whoChips(state, numberLocale)) chips.push({ ...chip, without: { ...base, ...chip.without } });
  return chips;
}

/** The results header (§2): "12 Internships", "1,000+ Opportunities" when counting stopped there. */
export function countLabel(
  t: (msg: Msg, values: Record<string, string | number>) => string,
  numberLocale: string,
  { total, type, more = false }: { total: number; type: TypeFilter; more?: boolean },
): string {
  const shown = `${total.toLocaleString(numberLocale)}${more ? "+" : ""}`;
  return t(OPPORTUNITY_TEXTS.board.resultCount[type], { count: total, shown });
}

/** Clear filters: every filter back to its default, the type and the search text kept (§2; the query is not a filter, §3). */
export function clearedFilters(state: HomeSearchParams): HomeSearchParams {
  return { ...HOME_DEFAULTS, type: state.type, query: state.query };
}
