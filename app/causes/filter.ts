/**
 * The board's cause filter (`cause={slug}`, several allowed; decision 272): the parameter's
 * schema (the chips' toggling is in toggle.ts, which pages load without zod).
 */
import { z } from "zod";

export const MAX_CAUSE_FILTERS = 5;

/** "climate,health" (the values of every `cause` parameter, joined) → ["climate", "health"]. */
export const causeFilterField = z
  .preprocess(
    // A form repeats the field (cause=climate&cause=health); a URL's values arrive joined.
    (v) => (Array.isArray(v) ? v.join(",") : v === null ? undefined : v),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(300, "cause must be at most 300 characters")
      .regex(/^[a-z0-9,\- ]*$/, "cause must be cause slugs (lower-case letters, digits and dashes)")
      .optional(),
  )
  .transform((v) => [...new Set((v ?? "").split(",").map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string()).max(MAX_CAUSE_FILTERS, `cause: at most ${MAX_CAUSE_FILTERS} causes`));
