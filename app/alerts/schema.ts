/**
 * The job alert form: an address, a frequency, and the board's filters as
 * hidden fields. The filters are the board's own schema (search-schema.ts), so
 * a filter the board gains is accepted, validated and stored here too.
 */
import { z } from "zod";
import type { AlertFrequency } from "../../db/schema";
import { searchFiltersSchema } from "../search/search-schema";
import { TYPE_FILTERS } from "../search/search-params";
import { ALERT_TEXTS } from "./texts";

/** db/schema's list, not imported from there: that would bring drizzle into the browser bundle. */
export const ALERT_FREQUENCIES = ["daily", "weekly"] as const satisfies readonly AlertFrequency[];

/** The schema's messages in English (the API's language); pages show them through `t` (app/i18n/form-messages.ts). */
export const ALERT_MESSAGES = {
  email: ALERT_TEXTS.messages.email.message,
  frequency: ALERT_TEXTS.messages.frequency.message,
} as const;

export const alertFormSchema = searchFiltersSchema
  .omit({ sortBy: true, featured: true })
  .extend({
    email: z
      .string({ error: ALERT_MESSAGES.email })
      .trim()
      .toLowerCase()
      .max(254, ALERT_MESSAGES.email)
      .pipe(z.email({ error: ALERT_MESSAGES.email })),
    frequency: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? "daily" : v),
      z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency }),
    ),
    type: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? "internship" : v),
      z.enum(TYPE_FILTERS, { error: `type must be one of: ${TYPE_FILTERS.join(", ")}` }),
    ),
  });
export type AlertFormValues = z.infer<typeof alertFormSchema>;

/** Manage page: change the frequency, or delete. */
export const manageAlertSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("frequency"), frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency }) }),
  z.object({ intent: z.literal("delete") }),
]);
