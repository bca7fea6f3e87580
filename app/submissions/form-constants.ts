/**
 * The submission form's plain values, without zod: the /submit page reads them
 * when it renders, and loads the schema (client-validation.ts) only once the
 * visitor starts filling the form in.
 */
import { href } from "react-router";
import { type CATEGORY_VALUES, OPPORTUNITY_TYPES, type OpportunityType } from "~/opportunities/constants";

/** Names of the form's anti-bot inputs (anti-bot.server.ts); not part of the schema. */
export const FORM_TOKEN_FIELD = "formToken";
export const TRAP_FIELD = "contactEmail";

/** The form's defaults (§4): category engineering, remote, 1-3 months, everything else empty or false. */
export const SUBMISSION_DEFAULTS = {
  category: "engineering",
  location: "Remote (Work From Home)",
  duration: "1-3 months",
} as const satisfies { category: (typeof CATEGORY_VALUES)[number]; location: string; duration: string };

export function isOpportunityType(value: unknown): value is OpportunityType {
  return typeof value === "string" && (OPPORTUNITY_TYPES as readonly string[]).includes(value);
}

/** The submit page for one type: /submit?type=fellowship. */
export const submitPath = (type: OpportunityType) => `${href("/submit")}?type=${type}`;
