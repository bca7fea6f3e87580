/**
 * The submission schema's messages in a language (docs/decisions/281): the schema
 * carries message ids, and a reply is written when it is built: in the page's language
 * for the /submit and edit forms (server and browser alike), in English for the JSON
 * API. The rules the schema shares with the admin's editor (deadline, city, control
 * characters, email) keep their English text there; they are found here by that text.
 */
import type { Msg } from "~/i18n/define-texts";
import { ENGLISH, type Translator } from "~/i18n/translate";
import { MAX_SKILLS } from "~/opportunities/constants";
import { MAX_CAUSES } from "~/causes/schema";
import { CAUSE_TEXTS } from "~/causes/texts";
import { WHO_TEXTS } from "~/eligibility/texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { CITY_MAX_LENGTH, DEADLINE_MAX_DAYS, MAX_CITIES } from "./deadline-city-values";
import { SUBMISSION_ERRORS } from "./texts";

/** The limits the messages name ({maxSkills}…). */
export const ERROR_VALUES = { maxSkills: MAX_SKILLS, deadlineDays: DEADLINE_MAX_DAYS, maxCities: MAX_CITIES, cityLength: CITY_MAX_LENGTH, max: MAX_CAUSES } as const;

export type ErrorName = keyof typeof SUBMISSION_ERRORS;

/** A message's id, as the schema carries it. */
export const errorId = (name: ErrorName): string => SUBMISSION_ERRORS[name].id;

/** A message's English text ("Please enter text"), for the rules the admin's editor shares. */
export const englishError = (name: ErrorName): string => ENGLISH.t(SUBMISSION_ERRORS[name], ERROR_VALUES);

const KNOWN = new Map<string, Msg>();
for (const msg of [...Object.values(SUBMISSION_ERRORS), OPPORTUNITY_TEXTS.places.cityRequired, CAUSE_TEXTS.field.missing, CAUSE_TEXTS.field.tooMany, ...Object.values(WHO_TEXTS.errors)]) {
  KNOWN.set(msg.id, msg);
  KNOWN.set(ENGLISH.t(msg, ERROR_VALUES), msg);
}

/** The title's messages on the forms whose title field has its own label ("Name of Fellowship"). */
const TITLE_BY_TYPE: Partial<Record<string, Record<string, Msg>>> = {
  fellowship: { [errorId("positionTitleMin")]: SUBMISSION_ERRORS.fellowshipTitleMin, [errorId("positionTitleMax")]: SUBMISSION_ERRORS.fellowshipTitleMax },
  course: { [errorId("positionTitleMin")]: SUBMISSION_ERRORS.courseTitleMin, [errorId("positionTitleMax")]: SUBMISSION_ERRORS.courseTitleMax },
};

/**
 * A schema message (an id, or a shared rule's English text) in the translator's language; other text as it is.
 * `type`: the form's opportunity type, whose title field's label the title's messages name (the JSON API gives none).
 */
export function errorText(t: Translator["t"], message: string, type?: string): string {
  const msg = KNOWN.get(message);
  if (!msg) return message;
  return t((type && TITLE_BY_TYPE[type]?.[msg.id]) || msg, ERROR_VALUES);
}

/** Conform's `formatError` for a form of `type` in the translator's language. */
export const formatErrors =
  (t: Translator["t"], type?: string) =>
  (issues: ReadonlyArray<{ message: string }>): string[] =>
    issues.map((issue) => errorText(t, issue.message, type));
