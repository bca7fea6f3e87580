/** The who-can-apply filters' zod fields (filter.ts), shared by the board's and the API's search schemas. */
import { z } from "zod";
import { isLanguageCode, OPEN_TO_VALUES, PERK_VALUES, PROGRAMME_VALUES } from "./fields";

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);

export const whoFilterFields = {
  // "anyone" asks for nothing: every listing is open to someone.
  openTo: z
    .preprocess((v) => (blank(v) === "anyone" ? undefined : blank(v)), z.enum(OPEN_TO_VALUES, { error: `openTo must be one of: ${OPEN_TO_VALUES.join(", ")}` }).optional()),
  partTime: z
    .preprocess(blank, z.enum(["1", "true", "0", "false"], { error: "partTime must be 1 or true" }).optional())
    .transform((v) => (v === "1" || v === "true" ? true : undefined)),
  workLanguage: z.preprocess(
    (v) => (typeof blank(v) === "string" ? (v as string).trim().toLowerCase() : blank(v)),
    z.string().refine(isLanguageCode, "workLanguage must be an ISO 639-1 language code").optional(),
  ),
  perk: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : [...new Set(v.split(",").map((p) => p.trim()))]) : v),
    z.array(z.enum(PERK_VALUES, { error: `perk must be one of: ${PERK_VALUES.join(", ")}` })).optional(),
  ),
  programmeFor: z.preprocess(blank, z.enum(PROGRAMME_VALUES, { error: `programmeFor must be one of: ${PROGRAMME_VALUES.join(", ")}` }).optional()),
};
