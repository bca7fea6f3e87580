/**
 * The Save form (a listing card, a listing page, the Saved page), one schema for the
 * action and the client. `intent=clear` empties the list ("Remove all").
 */
import { z } from "zod";

export const savedFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["save", "remove"], { error: "Choose save or remove" }),
    slug: z
      .string({ error: "Which listing?" })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "That is not a listing address"),
    /** Sent by a card's form: without JavaScript the visitor comes back to that card (#listing-{slug}, #featured-{slug}). */
    back: z.enum(["card", "featured"]).optional(),
  }),
  z.object({ intent: z.literal("clear") }),
]);

export type SavedForm = z.infer<typeof savedFormSchema>;
