/**
 * When a listing is open, and where its page lives. Browser-safe.
 *
 * Deadlines are stored as midnight UTC of the deadline day (docs/decisions/003).
 * A listing stays open through its whole deadline day and closes at the end of
 * it (docs/decisions/041-open-and-closed-listings.md).
 */
import { listingPrefix, type ListingPathPrefix, type OpportunityType } from "./constants";

export const DAY_MS = 86_400_000;

/** A listing whose deadline is later than this instant is still open at `now`. */
export function openDeadlineCutoff(now: number): number {
  return now - DAY_MS;
}

/** The instant applications close: the end of the deadline day (UTC). */
export function closingInstant(deadline: Date | number): number {
  return +deadline + DAY_MS;
}

export function isClosed(deadline: Date | number | null | undefined, now: number): boolean {
  return deadline !== null && deadline !== undefined && closingInstant(deadline) <= now;
}

/** Which kind of stored listing: the current model, or a legacy job listing. */
export type ListingKind = "opportunity" | "job";

/** The path prefix of a listing page: /{type}s/{slug} for opportunities, /jobs/{slug} for legacy jobs. */
export function listingPathPrefix(kind: ListingKind, type: OpportunityType): ListingPathPrefix {
  return kind === "job" ? "jobs" : listingPrefix(type);
}

export function listingPath(kind: ListingKind, type: OpportunityType, slug: string): string {
  return `/${listingPathPrefix(kind, type)}/${slug}`;
}

/** Only http(s) links become links (the brief's security rule). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A logo we are willing to show: an http(s) URL or one of our own uploads. */
export function safeLogoUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\/uploads\/[A-Za-z0-9._/-]+$/.test(trimmed) && !trimmed.includes("..")) return trimmed;
  return safeHttpUrl(trimmed);
}

const DATE_FORMATS = {
  short: { month: "short", day: "numeric", timeZone: "UTC" },
  full: { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" },
  fullIst: { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** English pages keep the spec's 'MMM d, yyyy' (en-US); Hindi pages pass "hi-IN". */
function formatDate(kind: keyof typeof DATE_FORMATS, value: string | number | Date, locale = "en-US") {
  const key = `${kind} ${locale}`;
  let format = formatters.get(key);
  // Other languages name the month in full ("27 दिसंबर 2026"): their short months ("दिस॰") read as abbreviations.
  const options: Intl.DateTimeFormatOptions = locale.startsWith("en") ? DATE_FORMATS[kind] : { ...DATE_FORMATS[kind], month: "long" };
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format.format(new Date(value));
}

/** A deadline (a date, stored as midnight UTC): 'MMM d, yyyy' (§9). */
export function formatDeadline(value: string | number | Date | null | undefined, locale?: string): string {
  return value === null || value === undefined ? "No deadline" : formatDate("full", value, locale);
}

/** A deadline in the short format 'MMM d' (§9). */
export function formatDeadlineShort(value: string | number | Date, locale?: string): string {
  return formatDate("short", value, locale);
}

/** An instant (such as postedAt), as the date it was in India: 'MMM d, yyyy'. */
export function formatInstantDate(value: string | number | Date | null | undefined, locale?: string): string {
  return value === null || value === undefined ? "No date" : formatDate("fullIst", value, locale);
}

/** India's offset from UTC (no daylight saving). */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** Whole calendar days, in India, from the day a listing was posted to the day of `now` (0 = posted today; decision 276). */
export function daysSincePosted(postedAt: string | number | Date, now: number): number {
  const indiaDay = (instant: number) => Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS);
  return Math.max(0, indiaDay(now) - indiaDay(+new Date(postedAt)));
}

/** The closing-soon mark shows from this many days before the deadline day (docs/lifecycle.md). */
export const CLOSING_SOON_DAYS = 3;

/**
 * Days from today in India to an open listing's deadline day: 0 on the deadline day (and in the
 * hours after India's midnight while the day still runs in UTC, decision 041), null when it has no
 * deadline, is closed, or closes later than CLOSING_SOON_DAYS away ("Closes in 3 days", "Closes today").
 */
export function closingSoonDays(deadline: string | number | Date | null | undefined, now: number): number | null {
  if (deadline === null || deadline === undefined || isClosed(new Date(deadline), now)) return null;
  const indiaToday = Math.floor((now + INDIA_OFFSET_MS) / DAY_MS);
  const days = Math.max(0, Math.floor(+new Date(deadline) / DAY_MS) - indiaToday);
  return days <= CLOSING_SOON_DAYS ? days : null;
}

export const UNPAID_WORDS = new Set(["0", "none", "nil", "n/a", "na", "no", "-", "no stipend", "not paid"]);

/**
 * Whether a listing pays, from its attributes: `hasPaid` when it is known,
 * otherwise a stipend text that is present and does not say it is unpaid.
 * The search facets apply the same rule in SQL (db/migrations/0002_board_search_facets.sql).
 */
export function isPaid(hasPaid: boolean | null | undefined, stipend: string | null | undefined): boolean {
  if (hasPaid === true || hasPaid === false) return hasPaid;
  const text = stipend?.trim().toLowerCase() ?? "";
  if (!text) return false;
  return !text.includes("unpaid") && !UNPAID_WORDS.has(text);
}
