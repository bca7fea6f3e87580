/**
 * The trust and safety forms' schemas, shared by the pages (Conform), their
 * actions and the JSON APIs: a visitor's report of a listing, an admin's
 * decision on reports, and an organisation's trust fields. Client-safe.
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import { REPORT_REASONS, type ReportReason } from "../../db/schema";
import type { Msg } from "~/i18n/define-texts";
import { idMessages } from "~/i18n/form-messages";
import { ENGLISH, formatMessage } from "~/i18n/translate";
import { REPORT_TEXTS } from "./report-texts";

export { REPORT_REASONS, type ReportReason };

/** The reasons in the order the form lists them, with their English labels (the back office's). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = Object.fromEntries(
  REPORT_REASONS.map((reason) => [reason, REPORT_TEXTS.reasons[reason].message]),
) as Record<ReportReason, string>;

export const REPORT_DETAILS_MAX = 1000;
/** The values the report messages take (the details' limit), for the schema and the page. */
export const REPORT_MESSAGE_VALUES = { max: REPORT_DETAILS_MAX };

const english = (msg: Msg) => formatMessage(msg.message, REPORT_MESSAGE_VALUES);

/** The API's messages, in English (the spec's texts; the schema carries their ids, decision 269). */
export const REPORT_MESSAGES = {
  reason: english(REPORT_TEXTS.messages.reason),
  detailsMax: english(REPORT_TEXTS.messages.detailsMax),
  email: english(REPORT_TEXTS.messages.email),
  thanks: english(REPORT_TEXTS.messages.thanks),
  notFound: english(REPORT_TEXTS.messages.notFound),
} as const;

const ID = {
  reason: REPORT_TEXTS.messages.reason.id,
  detailsMax: REPORT_TEXTS.messages.detailsMax.id,
  email: REPORT_TEXTS.messages.email.id,
};

/**
 * The schema's messages (ids) in a language: `reportErrors(t).formatErrors` for Conform (the page
 * and its action, in the page's language), `reportErrors(ENGLISH.t).write` for the API.
 */
export const reportErrors = idMessages(REPORT_TEXTS.messages, REPORT_MESSAGE_VALUES);
export const englishReportError = /* @__PURE__ */ reportErrors(ENGLISH.t).write;

const blankToUndefined = (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/**
 * A report: `{reason, details?, email?}` from the /report form or POST /api/opportunities/slug/{slug}/reports.
 * Its messages are ids (as /submit's, decision 281), written by `reportErrors`.
 */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: ID.reason }),
  details: z.preprocess(blankToUndefined, plainText({ error: ID.detailsMax }).max(REPORT_DETAILS_MAX, ID.detailsMax).optional()),
  email: z.preprocess(blankToUndefined, z.email({ error: ID.email }).max(254, ID.email).optional()),
});
export type ReportInput = z.output<typeof reportSchema>;

/** PATCH /api/admin/reports/{id}. */
export const reportStatusSchema = z.object({
  status: z.enum(["dismissed", "resolved"], { error: 'status must be "dismissed" or "resolved"' }),
});

/** What an admin can do with a listing's open reports on the Reports tab. */
export const REPORT_DECISIONS = ["dismiss", "close", "unpublish"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const UNPUBLISH_NOTE_MAX = 500;

const listingId = z.coerce.number({ error: "Opportunity not found" }).int().positive("Opportunity not found");

/** The listing is named by `opportunityId`, or by `jobId` for a job (exactly one). */
export const reportDecisionSchema = z.object({
  opportunityId: listingId.optional(),
  jobId: listingId.optional(),
  decision: z.enum(REPORT_DECISIONS, { error: "Unknown action" }),
  note: z.preprocess(
    blankToUndefined,
    plainText().max(UNPUBLISH_NOTE_MAX, `The note cannot exceed ${UNPUBLISH_NOTE_MAX} characters`).optional(),
  ),
}).refine((v) => (v.opportunityId === undefined) !== (v.jobId === undefined), "Opportunity not found");

export const ORGANIZATION_MESSAGES = {
  website: "Please enter a valid website URL starting with http:// or https://",
  descriptionMax: "The description cannot exceed 2000 characters",
  verified: "verified must be true or false",
  empty: "Send at least one of verified, description or website",
  notFound: "Organization not found",
} as const;

/** An http(s) website, or "" to clear it. */
const websiteOrEmpty = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ORGANIZATION_MESSAGES.website }).max(2048, ORGANIZATION_MESSAGES.website),
]);

/**
 * PATCH /api/admin/organizations/{id} and the organisation form of the edit
 * screen: any of `verified`, `description`, `website`; an empty text clears it.
 */
export const organizationTrustSchema = z
  .object({
    verified: z.boolean({ error: ORGANIZATION_MESSAGES.verified }).optional(),
    description: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      plainText({ error: ORGANIZATION_MESSAGES.descriptionMax }).max(2000, ORGANIZATION_MESSAGES.descriptionMax).nullable().optional(),
    ),
    website: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      websiteOrEmpty.nullable().optional(),
    ),
  })
  .strict()
  .refine((v) => v.verified !== undefined || v.description !== undefined || v.website !== undefined, ORGANIZATION_MESSAGES.empty);
export type OrganizationTrustInput = z.output<typeof organizationTrustSchema>;

/** The edit screen's organisation form: a checkbox and two texts, always all three. */
export const organizationFormSchema = z.object({
  verified: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  description: z.preprocess((v) => (v === undefined ? "" : v), plainText().trim().max(2000, ORGANIZATION_MESSAGES.descriptionMax)),
  website: z.preprocess(
    (v) => (v === undefined ? "" : v),
    websiteOrEmpty,
  ),
});
