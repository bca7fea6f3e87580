/** Forms of the poster's side: the optional email on /submit, the lost-link form, the deadline. */
import { z } from "zod";
import { ENGLISH, type Translator } from "~/i18n/translate";
import { emailAddressSchema } from "~/mail/address";
import { POSTER_TEXTS } from "./texts";
import { addDays, DEADLINE_MAX_DAYS, indiaToday } from "~/submissions/deadline-city-values";

export const POSTER_EMAIL_FIELD = "posterEmail";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v);

/** Optional on /submit and in the API's `data.posterEmail`; invalid → 'Please enter a valid email address'. */
export const posterEmailSchema = z.preprocess(blankToUndefined, emailAddressSchema.optional());

export const lostLinkSchema = z.object({
  email: z.preprocess(blankToUndefined, emailAddressSchema),
});

/** The manage routes' refusals, as messages (written in the page's language). */
export const MANAGE_MESSAGES = POSTER_TEXTS.messages;

/**
 * The first and last deadline a poster may choose, as YYYY-MM-DD: /submit's rule, today
 * in India to 365 days ahead (docs/decisions/212-one-deadline-rule.md).
 */
export function deadlineBounds(now: number): { from: string; to: string } {
  const today = indiaToday(now);
  return { from: today, to: addDays(today, DEADLINE_MAX_DAYS) };
}

/** `deadline` as YYYY-MM-DD within `deadlineBounds`, its messages in the page's language. */
export function extendSchema(now: number, t: Translator["t"] = ENGLISH.t) {
  const { from, to } = deadlineBounds(now);
  return z.object({
    deadline: z.preprocess(
      blankToUndefined,
      z.iso
        .date({ error: t(MANAGE_MESSAGES.deadlineFormat) })
        .refine((d) => d >= from && d <= to, t(MANAGE_MESSAGES.deadlineRange, { from, to })),
    ),
  });
}

/** The admins' answer in the "Open for 90 days without a deadline" queue (docs/lifecycle.md). */
export const stillOpenDecisionSchema = z.object({
  id: z.coerce.number().int().positive(),
  decision: z.enum(["keep", "close"]),
});
