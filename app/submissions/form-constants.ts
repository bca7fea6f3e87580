/**
 * The submission form's plain values, without zod: the /submit page reads them
 * when it renders, and loads the schema (client-validation.ts) only once the
 * visitor starts filling the form in.
 */
import { href } from "react-router";
import { OPPORTUNITY_TYPES } from "~/opportunities/constants";

/** Names of the form's anti-bot inputs (anti-bot.server.ts); not part of the schema. */
export const FORM_TOKEN_FIELD = "formToken";
export const TRAP_FIELD = "contactEmail";
/** The hidden field naming the listing a submission is posted again from (app/posters/post-again.server.ts). */
export const POSTED_AGAIN_FIELD = "postedAgainFrom";

/**
 * The form's defaults (§4 gives category engineering, remote, 1-3 months): category and
 * location start unchosen ("Choose…"), so a hurried poster does not publish a listing
 * under a label they never picked (docs/decisions/216-explicit-category-and-location.md).
 */
export const SUBMISSION_DEFAULTS = {
  duration: "1-3 months",
} as const satisfies { duration: string };

/**
 * What /submit posts: the three opportunity types, and jobs, which are stored with the board's other
 * jobs (job_listings) and reviewed in the same Pending Approvals (docs/decisions/396-jobs-from-submit.md).
 */
export const SUBMIT_TYPES = [...OPPORTUNITY_TYPES, "job"] as const;
export type SubmitType = (typeof SUBMIT_TYPES)[number];

export function isOpportunityType(value: unknown): value is SubmitType {
  return typeof value === "string" && (SUBMIT_TYPES as readonly string[]).includes(value);
}

/** The submit page for one type: /submit?type=fellowship. */
export const submitPath = (type: SubmitType) => `${href("/submit")}?type=${type}`;
