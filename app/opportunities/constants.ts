/**
 * The enumerations and labels of the spec, defined once and shared by forms, filters,
 * the API and the seed.
 */
import type { OpportunityType } from "../../db/schema";

export type { OpportunityType } from "../../db/schema";

/**
 * The same list as db/schema's, defined here rather than re-exported: a value
 * import of db/schema would pull drizzle into every browser bundle that uses
 * these constants (type imports are erased, so they are fine).
 */
export const OPPORTUNITY_TYPES = ["internship", "fellowship", "course"] as const satisfies readonly OpportunityType[];

/** Categories accepted on submission and edit (§5). */
export const CATEGORY_VALUES = [
  "engineering",
  "design",
  "marketing",
  "data",
  "business",
  "operations",
  "product",
  "customer",
  "other",
] as const;
export type CategoryValue = (typeof CATEGORY_VALUES)[number];

/** The six categories every board starts with; their names are translated on Hindi pages (app/opportunities/fact-labels.ts). */
export const CATEGORY_LABELS = {
  engineering: "Engineering",
  design: "Design",
  marketing: "Marketing",
  product: "Product",
  data: "Data science",
  customer: "Customer support",
} as const;

/** Any other value is shown with its first letter capitalised (§3). */
export function categoryLabel(value: string): string {
  return (CATEGORY_LABELS as Record<string, string>)[value] ?? (value ? value[0]!.toUpperCase() + value.slice(1) : value);
}

/** Tailwind classes per category colour (§3: blue, pink, green, purple, indigo, orange, gray). */
export function categoryBadgeClass(value: string): string {
  switch (value) {
    case "engineering":
      return "bg-blue-100 text-blue-800";
    case "design":
      return "bg-pink-100 text-pink-800";
    case "marketing":
      return "bg-green-100 text-green-800";
    case "product":
      return "bg-purple-100 text-purple-800";
    case "data":
      return "bg-indigo-100 text-indigo-800";
    case "customer":
      return "bg-orange-100 text-orange-800";
    default:
      return "bg-gray-100 text-gray-800";
  }
}

export const LOCATION_VALUES = [
  "Remote (Work From Home)",
  "In-Person (On-Site)",
  "Both Remote & In-Person",
] as const;
export type LocationValue = (typeof LOCATION_VALUES)[number];

export const DURATION_VALUES = ["1-3 months", "3-6 months", "6+ months"] as const;
export type DurationValue = (typeof DURATION_VALUES)[number];

/**
 * The duration on cards: the same words as everywhere else ("1-3 months"), not the
 * spec's short badge ("0-3m"), so one value has one label (docs/decisions/215).
 */
export function durationBadge(duration: string | null | undefined): string | null {
  return (DURATION_VALUES as readonly (string | null | undefined)[]).includes(duration) ? (duration as DurationValue) : null;
}

/** URL segment of a listing page: /internships/{slug}, /fellowships/…, /courses/…, /jobs/… */
export const LISTING_PATH_PREFIXES = ["internships", "fellowships", "courses", "scholarships", "jobs"] as const;
export type ListingPathPrefix = (typeof LISTING_PATH_PREFIXES)[number];

export function listingPrefix(type: OpportunityType | "job" | "scholarship"): ListingPathPrefix {
  return `${type}s` as ListingPathPrefix;
}

export function typeLabel(type: string, { plural = false } = {}): string {
  const labels: Record<string, [string, string]> = {
    internship: ["Internship", "Internships"],
    fellowship: ["Fellowship", "Fellowships"],
    course: ["Course", "Courses"],
    scholarship: ["Scholarship", "Scholarships"],
    job: ["Job", "Jobs"],
  };
  const pair = labels[type] ?? [type, `${type}s`];
  return plural ? pair[1] : pair[0];
}

/** The attribute definitions every opportunity type uses (seeded; editable by admins). */
export const CORE_ATTRIBUTE_NAMES = ["category", "duration", "stipend", "hasPaid", "skills", "applicationUrl"] as const;

export const MAX_SKILLS = 10;
/** Cards on the board's first page and added by each "Load more": a phone's first screens hold at least ten. */
export const PAGE_STEP = 12;
export const DEFAULT_CATEGORY_COLOR = "#6366f1";
export const LEGACY_REJECTION_REASON = "Does not meet our guidelines";
