/**
 * The one schema of an opportunity submission, shared by
 * the /submit form in the browser (Conform), the /submit action and
 * POST /api/opportunities. Every message is the spec's text, defined once here.
 *
 * Form values arrive as strings (Conform's coercion turns "" into undefined and
 * "on" into true); the API's JSON payload `{data, attributes}` is mapped onto the
 * same field names by `apiPayloadToInput`, so one set of rules applies to both.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { ENGLISH, type Translator } from "~/i18n/translate";
import { oneLineText, plainText } from "~/lib/text-schema";
import {
  DURATION_VALUES,
  LOCATION_VALUES,
  MAX_SKILLS,
} from "~/opportunities/constants";
import { SUBMIT_TYPES } from "./form-constants";
import { withScheme } from "./url-scheme";
import { posterEmailSchema } from "~/posters/schema";
import { causesField } from "~/causes/schema";
import { pickWho, whoFields, whoForType } from "~/eligibility/fields";
import { WHO_MESSAGE_IDS } from "~/eligibility/messages";
import { cityApplies, cityField, DEADLINE_CITY_MESSAGES, deadlineField } from "./deadline-city";
import { englishError, errorId, type ErrorName, errorText, formatErrors } from "./errors";
import { containsProhibitedContent, countUrls, MAX_URLS_PER_TEXT } from "./spam";
import { SUBMISSION_ERRORS } from "./texts";

/**
 * The schema's messages in English, by name (the import, tests). The schema itself
 * carries their ids: `parseSubmission` and `apiFieldErrors` write them in a language.
 */
export const SUBMISSION_MESSAGES = Object.fromEntries(
  (Object.keys(SUBMISSION_ERRORS) as ErrorName[]).map((name) => [name, englishError(name)]),
) as Record<ErrorName, string>;

// Plain values the form's page needs without loading zod (form-constants.ts).
export { FORM_TOKEN_FIELD, isOpportunityType, SUBMISSION_DEFAULTS, TRAP_FIELD } from "./form-constants";

/** Limits of §5 and §9, exported for hints in the form. */
export const SUBMISSION_LIMITS = {
  companyName: { min: 3, max: 100 },
  positionTitle: { min: 5, max: 100 },
  salary: { max: 50 },
  description: { min: 50, max: 2000 },
  requirements: { min: 30, max: 1000 },
  applicationInstructions: { min: 10, max: 500 },
  url: { max: 2048 },
  skill: { max: 50 },
} as const;


/** The ids the schema carries, by name. */
const M = Object.fromEntries((Object.keys(SUBMISSION_ERRORS) as ErrorName[]).map((name) => [name, errorId(name)])) as Record<ErrorName, string>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Trims strings; blank strings and null count as "not given". */
function clean(value: unknown) {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

const typeError = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : M.notText;

function text(options: {
  min: number;
  max: number;
  missing: string;
  minMessage: string;
  maxMessage: string;
  urls?: boolean;
  /** A title or a name: one line of visible text (text-schema.ts). */
  oneLine?: boolean;
}) {
  let schema = (options.oneLine ? oneLineText : plainText)({ error: typeError(options.missing) })
    .min(options.min, options.minMessage)
    .max(options.max, options.maxMessage)
    .refine((v) => !containsProhibitedContent(v), M.prohibited);
  if (options.urls) schema = schema.refine((v) => countUrls(v) <= MAX_URLS_PER_TEXT, M.tooManyUrls);
  return z.preprocess(clean, schema);
}

/** A blank address is not given; one without a scheme is completed with https:// (url-scheme.ts). */
function cleanUrl(value: unknown) {
  const cleaned = clean(value);
  return typeof cleaned === "string" ? withScheme(cleaned) : cleaned;
}

const httpUrl = (message: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).max(SUBMISSION_LIMITS.url.max, message);

/** Splits skills on commas and new lines, trims, drops empties and repeats (case-insensitive). */
export function splitSkills(value: string | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of value.split(/[,\n]/)) {
    const skill = part.trim().replace(/\s+/g, " ");
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}

/**
 * A category name, lower-cased as listings store it. The browser's checks accept any name
 * (the select offers the table's); the server's schemas accept only the table's (decision 277).
 */
function categoryField(categories?: readonly [string, ...string[]]) {
  const lowered = (v: unknown) => {
    const value = clean(v);
    return typeof value === "string" ? value.toLowerCase() : value;
  };
  return z.preprocess(
    lowered,
    categories
      ? z.enum(categories, { error: M.category })
      : z.string({ error: M.category }).max(50, M.category).regex(/^\P{Cc}+$/u, M.category),
  );
}

const fields = {
  opportunityType: z.preprocess(clean, z.enum(SUBMIT_TYPES, { error: M.opportunityType }).default("internship")),
  companyName: text({
    ...SUBMISSION_LIMITS.companyName,
    missing: M.companyNameRequired,
    minMessage: M.companyNameMin,
    maxMessage: M.companyNameMax,
    oneLine: true,
  }),
  positionTitle: text({
    ...SUBMISSION_LIMITS.positionTitle,
    missing: M.positionTitleMin,
    minMessage: M.positionTitleMin,
    maxMessage: M.positionTitleMax,
    oneLine: true,
  }),
  /** A category of the categories table: the form offers them, the server checks (`submissionSchemas`, decision 277). */
  category: categoryField(),
  /** Required for internships and courses; not asked (and stored as null) for fellowships. */
  location: z.preprocess(clean, z.enum(LOCATION_VALUES, { error: M.location }).optional()),
  /** Required but for jobs, which are not asked (crossFieldRules). */
  duration: z.preprocess(clean, z.enum(DURATION_VALUES, { error: M.duration }).optional()),
  offersStipend: z.boolean({ error: M.offersStipend }).default(false),
  /** The stipend amount text ("₹10,000/month"); required when a stipend is offered. */
  salary: z.preprocess(
    clean,
    oneLineText({ error: M.notText }).max(SUBMISSION_LIMITS.salary.max, M.stipendTooLong).optional(),
  ),
  description: text({
    ...SUBMISSION_LIMITS.description,
    missing: M.descriptionMin,
    minMessage: M.descriptionMin,
    maxMessage: M.descriptionMax,
    urls: true,
  }),
  requirements: text({
    ...SUBMISSION_LIMITS.requirements,
    missing: M.requirementsMin,
    minMessage: M.requirementsMin,
    maxMessage: M.requirementsMax,
    urls: true,
  }),
  applicationInstructions: text({
    ...SUBMISSION_LIMITS.applicationInstructions,
    missing: M.instructionsMin,
    minMessage: M.instructionsMin,
    maxMessage: M.instructionsMax,
    urls: true,
  }),
  applicationUrl: z.preprocess(
    cleanUrl,
    httpUrl(M.applicationUrl).refine((v) => !containsProhibitedContent(v), M.prohibited),
  ),
  /** Optional logo of the organisation (a 200x200px image is recommended). */
  companyLogo: z.preprocess(cleanUrl, httpUrl(M.companyLogo).optional()),
  /** Skills as typed: separated by commas or new lines (the API may also send a list). */
  skills: z
    .preprocess(
      (v) => clean(Array.isArray(v) && v.every((s) => typeof s === "string") ? v.join("\n") : v),
      plainText({ error: M.notText }).optional(),
    )
    .transform(splitSkills)
    .pipe(
      z
        .array(oneLineText())
        .max(MAX_SKILLS, M.tooManySkills)
        .refine((list) => list.every((s) => s.length <= SUBMISSION_LIMITS.skill.max), M.skillTooLong),
    ),
  /** Optional, never public: brings the private manage link and review news (app/posters). */
  posterEmail: posterEmailSchema,
  /** Optional application deadline, an ISO date (API: data.expiresAt). */
  expiresAt: deadlineField,
  /** Cities, at most 3 (API: data.city): required for in-person and hybrid listings, optional otherwise. */
  city: cityField,
  /** One to three causes, by slug or name (API: attributes.causes, comma-joined or a list). */
  causes: causesField,
  /** Who can apply and on what terms (app/eligibility/fields.ts; API: attributes.openTo, …). */
  ...whoFields(WHO_MESSAGE_IDS),
};

const baseObject = z.object(fields);
type BaseOutput = z.output<typeof baseObject>;

/** Rules that need more than one field: location by type, stipend amount when offered. */
function crossFieldRules(value: Omit<BaseOutput, "causes">, ctx: z.RefinementCtx) {
  // Also runs when other fields failed (see `crossFieldOptions`), so every message shows at once.
  if (value.opportunityType !== "fellowship" && !value.location) {
    ctx.addIssue({ code: "custom", path: ["location"], message: M.location });
  }
  // Only for a valid location type: an invalid one has its own message.
  const location = (LOCATION_VALUES as readonly string[]).includes(value.location ?? "") ? value.location : null;
  if (value.opportunityType !== "fellowship" && cityApplies(location) && !value.city) {
    ctx.addIssue({ code: "custom", path: ["city"], message: DEADLINE_CITY_MESSAGES.cityRequired });
  }
  if (value.opportunityType !== "job" && !value.duration) {
    ctx.addIssue({ code: "custom", path: ["duration"], message: M.duration });
  }
  // A job's salary is its own optional field; a stipend's amount is required once one is offered.
  if (value.opportunityType !== "job" && value.offersStipend === true && !value.salary) {
    ctx.addIssue({ code: "custom", path: ["salary"], message: M.stipendRequired });
  }
}

/** Cross-field rules run even when a field failed, as long as the input is an object. */
const crossFieldOptions = { when: (payload: { value: unknown }) => isRecord(payload.value) };

/** Location is null for fellowships; the stipend only counts when one is offered. */
function finalize<T extends BaseOutput>(value: T) {
  return {
    ...value,
    location: value.opportunityType === "fellowship" ? null : (value.location ?? null),
    duration: value.opportunityType === "job" ? null : (value.duration ?? null),
    offersStipend: value.opportunityType === "job" ? Boolean(value.salary) : value.offersStipend,
    salary: value.opportunityType === "job" || value.offersStipend ? (value.salary ?? null) : null,
    companyLogo: value.companyLogo ?? null,
    expiresAt: value.expiresAt ?? null,
    // Required where people work in a place; a remote listing or a fellowship may name one (decision 270).
    city: value.city ?? null,
    // A course keeps only the fields that fit it (docs/who-can-apply.md).
    ...whoForType(pickWho(value), value.opportunityType),
  };
}

/**
 * The form's schema (every field of §3, including the terms checkbox) and the API's:
 * POST /api/opportunities has the same fields and rules without the terms checkbox,
 * which is the form's (docs/decisions/052-api-terms-and-shape.md). Given the categories
 * table's values, a category must be one of them.
 */
export function submissionSchemas(categories?: readonly [string, ...string[]]) {
  const object = baseObject.extend({ category: categoryField(categories) });
  return {
    form: object
      .extend({ terms: z.literal(true, { error: M.terms }) })
      .superRefine(crossFieldRules, crossFieldOptions)
      .transform(finalize),
    // A client written before causes existed leaves them out: still a valid payload (decision 274).
    api: object
      .extend({ causes: causesField.optional() })
      .superRefine(crossFieldRules, crossFieldOptions)
      .transform((value) => finalize({ ...value, causes: value.causes ?? [] })),
  };
}

/** The schemas the browser checks with: any category name. */
export const { form: submissionSchema, api: apiSubmissionSchema } = submissionSchemas();

export type SubmissionValue = z.output<typeof apiSubmissionSchema>;

/** A form's submission (Conform) with its messages in the translator's language. */
export function parseSubmission<S extends z.ZodType>(formData: FormData, t: Translator["t"], schema: S) {
  // The messages name the fields by the labels of the form's type ("Name of Fellowship").
  const type = formData.get("opportunityType");
  return parseWithZod(formData, { schema, formatError: formatErrors(t, typeof type === "string" ? type : undefined) });
}
export type SubmissionField = keyof typeof fields | "terms";

// ── The API payload (§3 "Submission payload") ────────────────────────────────

/** API field names (data.* and attributes.*) for the schema's field names. */
export const API_FIELD_NAMES: Record<keyof typeof fields, string> = {
  opportunityType: "opportunityType",
  companyName: "organizationName",
  positionTitle: "title",
  category: "category",
  location: "location",
  duration: "duration",
  offersStipend: "hasPaid",
  salary: "stipend",
  description: "description",
  requirements: "requirements",
  applicationInstructions: "applicationInstructions",
  applicationUrl: "applicationUrl",
  companyLogo: "organizationLogo",
  skills: "skills",
  posterEmail: "posterEmail",
  expiresAt: "expiresAt",
  city: "city",
  causes: "causes",
  openTo: "openTo",
  partTime: "partTime",
  hoursPerWeek: "hoursPerWeek",
  workLanguages: "workLanguages",
  openings: "openings",
  perks: "perks",
  programmeFor: "programmeFor",
  accessibility: "accessibility",
};

export type ApiPayloadMapping =
  | { ok: true; input: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * Maps `{data: {title, organizationName, opportunityType, description,
 * applicationUrl, requirements, applicationInstructions, location,
 * organizationLogo?}, attributes: {category, duration, stipend, hasPaid, skills}}`
 * onto the schema's input.
 */
export function apiPayloadToInput(body: unknown): ApiPayloadMapping {
  if (!isRecord(body) || !isRecord(body.data)) {
    return { ok: false, message: "The request body must be a JSON object with a data object" };
  }
  const attributes = body.attributes ?? {};
  if (!isRecord(attributes)) {
    return { ok: false, message: "attributes must be a JSON object" };
  }
  const data = body.data;
  return {
    ok: true,
    input: {
      opportunityType: data.opportunityType,
      companyName: data.organizationName,
      positionTitle: data.title,
      description: data.description,
      requirements: data.requirements,
      applicationInstructions: data.applicationInstructions,
      applicationUrl: data.applicationUrl,
      location: data.location,
      companyLogo: data.organizationLogo,
      posterEmail: data.posterEmail,
      expiresAt: data.expiresAt,
      city: data.city,
      category: attributes.category,
      duration: attributes.duration,
      salary: attributes.stipend,
      offersStipend: attributes.hasPaid ?? undefined,
      skills: attributes.skills,
      causes: attributes.causes,
      openTo: attributes.openTo,
      partTime: attributes.partTime,
      hoursPerWeek: attributes.hoursPerWeek,
      workLanguages: attributes.workLanguages,
      openings: attributes.openings,
      perks: attributes.perks,
      programmeFor: attributes.programmeFor,
      accessibility: attributes.accessibility,
    },
  };
}

/** Field errors keyed by the API's field names. */
export function apiFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    const name = API_FIELD_NAMES[field as keyof typeof fields] ?? (field || "body");
    const list = (errors[name] ??= []);
    // The API answers in English.
    const message = errorText(ENGLISH.t, issue.message);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

