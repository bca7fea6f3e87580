/** Forms of the poster's side: the optional email on /submit, the lost-link form, the deadline. */
import { z } from "zod";
import { emailAddressSchema } from "~/mail/address";

export const POSTER_EMAIL_FIELD = "posterEmail";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v);

/** Optional on /submit and in the API's `data.posterEmail`; invalid → 'Please enter a valid email address'. */
export const posterEmailSchema = z.preprocess(blankToUndefined, emailAddressSchema.optional());

export const lostLinkSchema = z.object({
  email: z.preprocess(blankToUndefined, emailAddressSchema),
});

export const MAX_EXTENSION_DAYS = 180;

export const MANAGE_MESSAGES = {
  deadlineFormat: "Please enter the deadline as a date (YYYY-MM-DD)",
  deadlineRange: (from: string, to: string) => `Please choose a deadline between ${from} and ${to}`,
  notPublishedForClose: "Only a published listing can be closed",
  alreadyClosed: "This listing is already closed",
  notExtendable: "Only a published or pending listing can have its deadline changed",
  unknownIntent: "Unknown action",
} as const;

/** The first and last deadline a poster may choose, as YYYY-MM-DD (UTC days). */
export function deadlineBounds(now: number): { from: string; to: string } {
  const today = new Date(now).toISOString().slice(0, 10);
  const last = new Date(now + MAX_EXTENSION_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { from: today, to: last };
}

/** `deadline` as YYYY-MM-DD, from today to 180 days ahead. */
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
