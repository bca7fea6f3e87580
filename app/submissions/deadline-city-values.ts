/**
 * The deadline and city fields' plain values, without zod: /submit renders with
 * them, and its validation code (deadline-city.ts through the schema) loads only
 * once the visitor starts filling the form in (docs/decisions/165, 177).
 */
import { DAY_MS } from "~/opportunities/listing-rules";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

export { CITY_SUGGESTIONS, cityApplies } from "~/opportunities/cities";

export const DEADLINE_MAX_DAYS = 365;
export const MAX_CITIES = 3;
export const CITY_MAX_LENGTH = 50;

export const DEADLINE_CITY_MESSAGES = {
  deadline: `Please choose a deadline between today and ${DEADLINE_MAX_DAYS} days from now`,
  tooManyCities: `Please list at most ${MAX_CITIES} cities, separated by commas`,
  cityRequired: OPPORTUNITY_TEXTS.places.cityRequired.message,
  city: `Each city must be at most ${CITY_MAX_LENGTH} characters of letters, spaces, dots or hyphens`,
} as const;

/** Today's date in India as YYYY-MM-DD (visitors and organisations are in India). */
export function indiaToday(now = Date.now()): string {
  return new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
