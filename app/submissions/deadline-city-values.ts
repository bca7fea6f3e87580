/**
 * The deadline and city fields' plain values, without zod: /submit renders with
 * them, and its validation code (deadline-city.ts through the schema) loads only
 * once the visitor starts filling the form in (docs/decisions/165, 177).
 */
import { DAY_MS } from "~/opportunities/listing-rules";
import { ENGLISH } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { SUBMISSION_ERRORS as E } from "./texts";

export { CITY_SUGGESTIONS, cityApplies } from "~/taxonomy/cities";

export const DEADLINE_MAX_DAYS = 365;
export const MAX_CITIES = 3;
export const CITY_MAX_LENGTH = 50;

const LIMITS = { deadlineDays: DEADLINE_MAX_DAYS, maxCities: MAX_CITIES, cityLength: CITY_MAX_LENGTH };

/** In English, as the admin's editor shows them; a public form writes them in its language (errors.ts). */
export const DEADLINE_CITY_MESSAGES = {
  deadline: ENGLISH.t(E.deadline, LIMITS),
  tooManyCities: ENGLISH.t(E.tooManyCities, LIMITS),
  cityRequired: OPPORTUNITY_TEXTS.places.cityRequired.message,
  city: ENGLISH.t(E.city, LIMITS),
} as const;

/** Today's date in India as YYYY-MM-DD (visitors and organisations are in India). */
export function indiaToday(now = Date.now()): string {
  return new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
