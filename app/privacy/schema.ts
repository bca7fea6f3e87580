/** The "My data" forms: the address to mail the link to, and the second step of "Delete everything". */
import { z } from "zod";
import { emailAddressSchema } from "~/mail/address";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const myDataRequestSchema = z.object({ email: z.preprocess(trimmed, emailAddressSchema) });

export const myDataEraseSchema = z.object({ intent: z.literal("delete") });
