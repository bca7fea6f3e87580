/**
 * "Remind me before it closes" on the Saved page (docs/decisions/371): an address and the saved
 * listings to watch. Without JavaScript the listings are the Saved cookie's keys (the action adds
 * them); with it, the page writes the phone's list into hidden `listing` inputs: each a short key
 * of the cookie's shape (`o12`, `j7`) or, as the phone keeps them, a listing's slug.
 */
import { z } from "zod";
import { SAVED_REMINDER_TEXTS } from "../offline/page-texts";
import { SAVED_LIMIT } from "../offline/saved-listing";

/** The schema's messages in English (the API's language); the page shows them translated. */
export const DEADLINE_ALERT_MESSAGES = {
  email: SAVED_REMINDER_TEXTS.messages.email.message,
  listings: SAVED_REMINDER_TEXTS.messages.listings.message,
} as const;

const listingRef = z.string().trim().regex(/^(?:[oj][1-9][0-9]{0,11}|[a-z0-9][a-z0-9-]{0,199})$/, DEADLINE_ALERT_MESSAGES.listings);

export const deadlineAlertSchema = z.object({
  intent: z.literal("remind"),
  email: z
    .string({ error: DEADLINE_ALERT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, DEADLINE_ALERT_MESSAGES.email)
    .pipe(z.email({ error: DEADLINE_ALERT_MESSAGES.email })),
  listing: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(listingRef).max(SAVED_LIMIT, DEADLINE_ALERT_MESSAGES.listings),
  ),
});
export type DeadlineAlertValues = z.infer<typeof deadlineAlertSchema>;
