/**
 * Who can apply and on what terms (docs/who-can-apply.md, docs/decisions/375): the eight fields'
 * rules: the one zod definition of them that every writer uses
 * (/submit, the manage edit form, POST /api/opportunities `attributes`, the admin's editor and its
 * JSON API, bulk import). Client-safe: the browser checks the forms with the same rules.
 *
 * Stored as columns of `opportunities` (db/migrations/0035): `openTo` and `perks` as bit masks in
 * the order of their values below (never reorder them; add at the end), `workLanguages` as codes
 * between commas.
 */
import { z } from "zod";
import { oneLineText } from "~/lib/text-schema";
import { ANYONE, OPEN_TO_VALUES, type OpenTo, PERK_VALUES, PROGRAMME_VALUES, WHO_LIMITS } from "./values";

export * from "./values";

/** The message of each kind of refusal: ids on the public forms (translated when the reply is built), English for the admin's. */
export type WhoMessages = Record<
  "openTo" | "partTime" | "hoursPerWeek" | "workLanguages" | "tooManyLanguages" | "openings" | "perks" | "programmeFor" | "accessibility",
  string
>;

/** Whether `code` is an ISO 639-1 code the registry's names can show (Intl names it). */
export function isLanguageCode(code: string): boolean {
  if (!/^[a-z]{2}$/.test(code)) return false;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code);
    return typeof name === "string" && name.toLowerCase() !== code;
  } catch {
    return false;
  }
}

/** Blank strings and null are "not given". */
function given(value: unknown) {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** A list from checkboxes (several values), JSON (a list) or text ("second-year, final-year"): trimmed, lower-cased, distinct. */
export function splitValues(value: unknown): unknown {
  const v = given(value);
  if (v === undefined) return [];
  const parts = Array.isArray(v) ? v : typeof v === "string" ? v.split(/[,\n]/) : v;
  if (!Array.isArray(parts) || !parts.every((p) => typeof p === "string")) return parts;
  return [...new Set((parts as string[]).map((p) => p.trim().toLowerCase()).filter(Boolean))];
}

/** A checkbox ("on"), JSON (true/false) or text (yes/no, 1/0). */
function yesNo(value: unknown): unknown {
  const v = given(value);
  if (v === undefined || v === false) return false;
  if (v === true) return true;
  if (typeof v === "string") {
    const word = v.trim().toLowerCase();
    if (["on", "true", "yes", "1"].includes(word)) return true;
    if (["off", "false", "no", "0"].includes(word)) return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}

function wholeNumber(message: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    (v) => {
      const value = given(v);
      return typeof value === "string" ? Number(value.trim()) : value;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional(),
  ).transform((v) => v ?? null);
}

function listOf<T extends string>(values: readonly T[], message: string) {
  return z
    .array(z.string({ error: message }), { error: message })
    .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), message)
    .transform((list) => list as T[]);
}

/** The eight fields' schemas, with `m`'s messages. Absent values take the table's defaults. */
export function whoFields(m: WhoMessages) {
  return {
    // Lists are checked as a whole, so the message is the field's (not one item's: "perks[1]").
    openTo: z.preprocess(splitValues, listOf([ANYONE, ...OPEN_TO_VALUES], m.openTo)).transform(
      (list): OpenTo[] => (list.length === 0 || list.includes(ANYONE) ? [ANYONE] : OPEN_TO_VALUES.filter((v) => list.includes(v))),
    ),
    partTime: z.preprocess(yesNo, z.boolean({ error: m.partTime })),
    hoursPerWeek: wholeNumber(m.hoursPerWeek, WHO_LIMITS.hoursPerWeek),
    workLanguages: z.preprocess(
      splitValues,
      z
        .array(z.string({ error: m.workLanguages }), { error: m.workLanguages })
        .refine((list) => list.every(isLanguageCode), m.workLanguages)
        .max(WHO_LIMITS.workLanguages.max, m.tooManyLanguages),
    ),
    openings: wholeNumber(m.openings, WHO_LIMITS.openings),
    perks: z
      .preprocess(splitValues, listOf(PERK_VALUES, m.perks))
      .transform((list) => PERK_VALUES.filter((v) => list.includes(v))),
    programmeFor: z
      .preprocess((v) => {
        const value = given(v);
        return typeof value === "string" ? value.trim().toLowerCase() : value;
      }, z.enum(PROGRAMME_VALUES, { error: m.programmeFor }).nullable().optional())
      .transform((v) => v ?? null),
    accessibility: z
      .preprocess(
        (v) => (typeof given(v) === "string" ? (v as string).trim() : given(v)),
        oneLineText({ error: m.accessibility }).max(WHO_LIMITS.accessibility.max, m.accessibility).nullable().optional(),
      )
      .transform((v) => v ?? null),
  };
}

/** The one object schema (the admin's editor and import parse `attributes` with it). */
export function whoSchema(m: WhoMessages) {
  return z.object(whoFields(m));
}

