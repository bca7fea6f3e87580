/** Forms of the poster's side: the optional email on /submit, the lost-link form, the deadline. */
import { z } from "zod";
import { emailAddressSchema } from "~/mail/address";
import { addDays, DEADLINE_MAX_DAYS, indiaToday } from "~/submissions/deadline-city-values";

export const POSTER_EMAIL_FIELD = "posterEmail";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v);

/** Optional on /submit and in the API's `data.posterEmail`; invalid → 'Please enter a valid email address'. */
export const posterEmailSchema = z.preprocess(blankToUndefined, emailAddressSchema.optional());

export const lostLinkSchema = z.object({
  email: z.preprocess(blankToUndefined, emailAddressSchema),
});

export const MANAGE_MESSAGES = {
  deadlineFormat: "Please enter the deadline as a date (YYYY-MM-DD)",
  deadlineRange: (from: string, to: string) => `Please choose a deadline between ${from} and ${to}`,
  notPublishedForClose: "Only a published listing can be closed",
  alreadyClosed: "This listing is already closed",
  notExtendable: "Only a published or pending listing can have its deadline changed",
  reopenUnconfirmed: "This listing is closed: please confirm that you want to reopen it",
  notWithdrawable: "Only a submission waiting for review can be withdrawn",
  unknownIntent: "Unknown action",
} as const;

/**
 * The first and last deadline a poster may choose, as YYYY-MM-DD: /submit's rule, today
 * in India to 365 days ahead (docs/decisions/212-one-deadline-rule.md).
 */
export function deadlineBounds(now: number): { from: string; to: string } {
  const today = indiaToday(now);
  return { from: today, to: addDays(today, DEADLINE_MAX_DAYS) };
}

/** `deadline` as YYYY-MM-DD within `deadlineBounds`. */
export function extendSchema(now: number) {
  const { from, to } = deadlineBounds(now);
  return z.object({
    deadline: z.preprocess(
      blankToUndefined,
      z.iso
        .date({ error: MANAGE_MESSAGES.deadlineFormat })
        .refine((d) => d >= from && d <= to, MANAGE_MESSAGES.deadlineRange(from, to)),
    ),
  });
}
