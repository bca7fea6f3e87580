/**
 * The optional application deadline and city of a submission
 * (docs/decisions/144-deadline-and-city.md). Client-safe: the form validates
 * with the same rules in the browser.
 */
import { z } from "zod";
import { splitCities } from "~/opportunities/cities";
import { DAY_MS } from "~/opportunities/listing-rules";

export { CITY_SUGGESTIONS, cityApplies } from "~/opportunities/cities";

export const DEADLINE_MAX_DAYS = 365;
export const MAX_CITIES = 3;
export const CITY_MAX_LENGTH = 50;

export const DEADLINE_CITY_MESSAGES = {
  deadline: `Please choose a deadline between today and ${DEADLINE_MAX_DAYS} days from now`,
  tooManyCities: `Please list at most ${MAX_CITIES} cities, separated by commas`,
  city: `Each city must be at most ${CITY_MAX_LENGTH} characters of letters, spaces, dots or hyphens`,
} as const;

/** Today's date in India as YYYY-MM-DD (visitors and organisations are in India). */
export function indiaToday(now = Date.now()): string {
  return new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** An ISO date (YYYY-MM-DD) from today (India) to 365 days ahead; stored as midnight UTC of that day. */
export const deadlineField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: DEADLINE_CITY_MESSAGES.deadline })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DEADLINE_CITY_MESSAGES.deadline)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), DEADLINE_CITY_MESSAGES.deadline)
    .refine((v) => {
      const today = indiaToday();
      return v >= today && v <= addDays(today, DEADLINE_MAX_DAYS);
    }, DEADLINE_CITY_MESSAGES.deadline)
    .optional(),
);

/** At most three cities, comma-separated; stored as "Pune, Mumbai". */
export const cityField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: DEADLINE_CITY_MESSAGES.city })
    .max(300, DEADLINE_CITY_MESSAGES.tooManyCities)
    .transform(splitCities)
    .pipe(
      z
        .array(z.string())
        .max(MAX_CITIES, DEADLINE_CITY_MESSAGES.tooManyCities)
        .refine((list) => list.every((c) => c.length <= CITY_MAX_LENGTH && CITY_PATTERN.test(c)), DEADLINE_CITY_MESSAGES.city),
    )
    .transform((list) => (list.length ? list.join(", ") : undefined))
    .optional(),
);

/** The stored deadline (midnight UTC) of an ISO date. */
export function deadlineInstant(isoDate: string | null | undefined): Date | null {
  return isoDate ? new Date(`${isoDate}T00:00:00Z`) : null;
}
