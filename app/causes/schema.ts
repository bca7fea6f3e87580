/**
 * The causes' schemas: the admin's cause form (name, slug, description, order, hidden) and the
 * `causes` field every listing form shares (/submit, the manage edit form, the JSON API's
 * `attributes.causes`, import): one to three causes, by slug or name, from checkboxes, a list or
 * a comma-joined text (docs/decisions/271).
 */
import { z } from "zod";
import { checkbox } from "~/content/url-rules";
import { ENGLISH } from "~/i18n/translate";
import { oneLineText, plainText } from "~/lib/text-schema";
import { CAUSE_TEXTS } from "./texts";
import { translatedNameFields } from "~/taxonomy/languages";

export const MAX_CAUSES = 3;

export const CAUSE_MESSAGES = {
  causesMissing: ENGLISH.t(CAUSE_TEXTS.field.missing),
  tooManyCauses: ENGLISH.t(CAUSE_TEXTS.field.tooMany, { max: MAX_CAUSES }),
  unknownCause: (names: string) => `Unknown cause: ${names}`,
  nameRequired: "Cause name is required",
  nameTooLong: "Keep the name under 60 characters",
  nameTaken: "A cause with this name already exists",
  slugFormat: "Use lower-case letters, digits and dashes",
  slugTaken: "A cause with this address already exists",
  descriptionTooLong: "Keep the description under 600 characters",
  position: "Enter a whole number from 0 to 999",
} as const;

const M = CAUSE_MESSAGES;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Splits "Climate, education" (or a list) into trimmed, distinct (case-insensitive) names or slugs. */
export function splitCauses(value: unknown): string[] | unknown {
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,\n]/) : value;
  if (!Array.isArray(parts)) return parts;
  if (!parts.every((p) => typeof p === "string")) return parts;
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of parts as string[]) {
    const token = part.trim().replace(/\s+/g, " ");
    if (!token || seen.has(token.toLowerCase())) continue;
    seen.add(token.toLowerCase());
    list.push(token);
  }
  return list;
}

/** A listing's causes as given: 1 to 3 slugs or names (the server checks they exist, see causes.server.ts). */
export const causesField = z.preprocess(
  (v) => (v === undefined || v === null ? [] : splitCauses(v)),
  z.array(plainText().max(60), { error: M.causesMissing }).min(1, M.causesMissing).max(MAX_CAUSES, M.tooManyCauses),
);

/** The tagging screen's form: one listing (its listing_causes key) and its first causes. */
export const causeTagSchema = z.object({
  key: z.coerce.number({ error: "Unknown listing" }).int("Unknown listing").refine((key) => key !== 0, "Unknown listing"),
  causes: causesField,
});

export const causeSchema = z.object({
  name: oneLineText({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(60, M.nameTooLong),
  /** Made from the name when left empty; kept when a cause is renamed. */
  slug: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    plainText({ error: M.slugFormat }).trim().max(60, M.slugFormat).regex(SLUG, M.slugFormat).optional(),
  ),
  /** Optional: a form sends an empty field as nothing, an API call may leave it out. */
  description: plainText().trim().max(600, M.descriptionTooLong).optional().transform((v) => v ?? ""),
  position: z.coerce.number({ error: M.position }).int(M.position).min(0, M.position).max(999, M.position).default(0),
  hidden: checkbox.default(false),
  // The name and description in each other interface language (name_hi, description_hi; decision 301).
}).extend(translatedNameFields(60, 600) as object);

export type CauseInput = z.output<typeof causeSchema>;
