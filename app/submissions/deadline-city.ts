/**
 * The optional application deadline and city of a submission
 * (docs/decisions/144-deadline-and-city.md). Client-safe: the form validates
 * with the same rules in the browser. Plain values are in deadline-city-values.ts.
 */
import { z } from "zod";
import { splitCities } from "~/taxonomy/cities";
import {
  addDays,
  CITY_MAX_LENGTH,
  DEADLINE_CITY_MESSAGES,
  DEADLINE_MAX_DAYS,
  indiaToday,
  MAX_CITIES,
} from "./deadline-city-values";

export {
  addDays,
  CITY_MAX_LENGTH,
  CITY_SUGGESTIONS,
  cityApplies,
  DEADLINE_CITY_MESSAGES,
  DEADLINE_MAX_DAYS,
  indiaToday,
  MAX_CITIES,
} from "./deadline-city-values";

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
