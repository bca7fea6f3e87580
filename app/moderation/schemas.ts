/**
 * The zod schemas of the moderation forms, each shared
 * by the form (Conform), its action and the JSON API. Client-safe.
 */
import { z } from "zod";
import { oneLineText, plainText } from "~/lib/text-schema";
import { ATTRIBUTE_DATA_TYPES } from "../../db/schema";
import {
  CATEGORY_VALUES,
  type CategoryValue,
  DEFAULT_CATEGORY_COLOR,
  DURATION_VALUES,
  LOCATION_VALUES,
  OPPORTUNITY_TYPES,
} from "../opportunities/constants";
import {
  isHttpUrl,
  optionalDateField,
  optionalLogoUrl,
  optionalText,
  parseAttributeValue,
} from "../opportunities/opportunity-schema";
import type { ListingStatus } from "../../db/schema";
import { translatedNameFields } from "~/taxonomy/languages";

// ── Legacy job listing edit (§2 Edit Job Listing dialog, §7 PATCH /api/admin/jobs/{id}) ──

/** The category options of the legacy edit form (§3): the submission's categories but "customer". */
export const JOB_CATEGORY_OPTIONS = CATEGORY_VALUES.filter(
  (value): value is Exclude<CategoryValue, "customer"> => value !== "customer",
);

export const JOB_MESSAGES = {
  companyRequired: "Company name is required",
  positionRequired: "Position title is required",
  category: "Please select a valid category",
  location: "Please select a valid location type",
  duration: "Please select a valid duration",
  salaryTooLong: "Stipend amount is too long",
  descriptionRequired: "Description is required",
  requirementsRequired: "Requirements are required",
  url: "Please enter a valid application URL",
  logo: "Please enter a valid image URL",
  date: "Please enter a valid date",
  featuredOnlyPublished: "Only published jobs can be featured",
  tooLong: "This field is too long",
} as const;

function required(message: string, max: number, text = plainText) {
  return text({ error: message }).trim().min(1, message).max(max, JOB_MESSAGES.tooLong);
}

export const jobEditSchema = z.object({
  companyName: required(JOB_MESSAGES.companyRequired, 100, oneLineText),
  positionTitle: required(JOB_MESSAGES.positionRequired, 100, oneLineText),
  category: z.enum(JOB_CATEGORY_OPTIONS, { error: JOB_MESSAGES.category }),
  location: z.enum(LOCATION_VALUES, { error: JOB_MESSAGES.location }),
  duration: z
    .union([z.enum(DURATION_VALUES, { error: JOB_MESSAGES.duration }), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  salary: optionalText(50, JOB_MESSAGES.salaryTooLong),
  description: required(JOB_MESSAGES.descriptionRequired, 10_000),
  requirements: required(JOB_MESSAGES.requirementsRequired, 5_000),
  applicationInstructions: optionalText(5_000),
  applicationUrl: plainText({ error: JOB_MESSAGES.url })
    .trim()
    .max(2048, JOB_MESSAGES.url)
    .refine(isHttpUrl, JOB_MESSAGES.url),
  companyLogo: optionalLogoUrl(JOB_MESSAGES.logo),
  applicationDeadline: optionalDateField(JOB_MESSAGES.date),
  /** JSON API only; the form leaves featured to the Featured switch. Absent = unchanged. */
  featured: z.boolean().optional(),
});

export type JobEditInput = z.output<typeof jobEditSchema>;

/** PATCH /api/admin/jobs/{id}/approval */
export const jobApprovalSchema = z.object({
  status: z.enum(["pending", "draft", "published", "rejected", "expired"] satisfies ListingStatus[], {
    error: "Please choose a valid status",
  }),
  rejectionReason: plainText().max(1000).nullish(),
});

/** PATCH /api/admin/jobs/{id}/featured */
export const jobFeaturedSchema = z.object({ featured: z.boolean({ error: "featured must be true or false" }) });

// ── Opportunity status and featured (§7) ──

/** PATCH /api/admin/opportunities/{id}/status: {id, status, rejectionReason?} */
export const opportunityStatusSchema = z.object({
  id: z.number().int().positive().optional(),
  status: z.enum(["pending", "draft", "published", "rejected", "expired"] satisfies ListingStatus[], {
    error: "Please choose a valid status",
  }),
  rejectionReason: plainText().max(1000).nullish(),
});

/** PATCH /api/admin/opportunities/{id}/featured: {id, featured} */
export const opportunityFeaturedSchema = z.object({
  id: z.number().int().positive().optional(),
  featured: z.boolean({ error: "featured must be true or false" }),
});

/** The rejection form of an opportunity card: a non-empty reason. */
export const rejectionReasonSchema = z.object({
  rejectionReason: plainText({ error: "Please give a reason for the rejection" })
    .trim()
    .min(1, "Please give a reason for the rejection")
    .max(1000, "The rejection reason cannot exceed 1000 characters"),
});

// ── Category (§5 Category) ──

export const CATEGORY_MESSAGES = {
  validationTitle: "Validation error",
  nameEmpty: "Category name cannot be empty",
  nameTooLong: "Category name cannot exceed 50 characters",
  color: "Please enter a colour as a hex code such as #6366f1",
  duplicate: "A category with this name already exists",
} as const;

export const categorySchema = z.object({
  name: oneLineText({ error: CATEGORY_MESSAGES.nameEmpty })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameEmpty)
    .max(50, CATEGORY_MESSAGES.nameTooLong),
  color: plainText()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, CATEGORY_MESSAGES.color)
    .transform((c) => c.toLowerCase())
    .optional()
    .transform((c) => c ?? DEFAULT_CATEGORY_COLOR),
  // The name in each other interface language (name_hi; decision 301).
}).extend(translatedNameFields(50) as object);

export type CategoryInput = z.output<typeof categorySchema>;

/** PATCH /api/admin/categories/{id}: a field left out keeps its stored value (the colour is not reset). */
export const categoryPatchSchema = z.object({
  name: categorySchema.shape.name.optional(),
  color: plainText()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, CATEGORY_MESSAGES.color)
    .transform((c) => c.toLowerCase())
    .optional(),
});

// ── Attribute definition (§5 Attribute) ──

export const ATTRIBUTE_MESSAGES = {
  nameAndLabel: "Name and label are required.",
  nameFormat: "Use letters, digits, hyphens and underscores only, starting with a letter",
  tooLong: "This field is too long",
  dataType: "Please choose a data type",
  types: "Choose at least one opportunity type",
  rules: "Validation rules must be a JSON object",
  duplicate: "An attribute with this name already exists",
} as const;

export const DATA_TYPE_LABELS: Record<(typeof ATTRIBUTE_DATA_TYPES)[number], string> = {
  string: "Text",
  number: "Number",
  boolean: "Yes/No",
  date: "Date",
  array: "List",
};

/** The name as stored: trimmed, lowercased, whitespace runs become underscores (§5). */
export function normalizeAttributeName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_");
}

/**
 * `previous` is the stored definition on edit: when the data type changes and the
 * default is the one it had, the default is cleared (§5), with or without JavaScript.
 */
export function attributeDefinitionSchema(previous?: { dataType: string; defaultValue: string | null }) {
  return z
    .object({
      // null (a JSON client) is as good as absent: both get 'Name and label are required.'
      name: plainText().trim().max(60, ATTRIBUTE_MESSAGES.tooLong).nullish(),
      label: plainText().trim().max(100, ATTRIBUTE_MESSAGES.tooLong).nullish(),
      dataType: z.enum(ATTRIBUTE_DATA_TYPES, { error: ATTRIBUTE_MESSAGES.dataType }),
      opportunityTypes: z
        .array(z.enum(OPPORTUNITY_TYPES, { error: ATTRIBUTE_MESSAGES.types }), { error: ATTRIBUTE_MESSAGES.types })
        .min(1, ATTRIBUTE_MESSAGES.types)
        .transform((types) => [...new Set(types)]),
      isRequired: z.boolean().default(false),
      defaultValue: z
        .union([plainText().max(1000, ATTRIBUTE_MESSAGES.tooLong), z.number(), z.boolean(), z.null()])
        .optional(),
      /** An object, or its JSON text from the form; empty → null. */
      validationRules: z.union([z.record(z.string(), z.unknown()), plainText().max(5000), z.null()]).optional(),
      /** An integer; anything else falls back to 0 (§5). */
      displayOrder: z.unknown().optional(),
    })
    .transform((input, ctx) => {
      if (!input.name || !input.label) {
        for (const field of ["name", "label"] as const) {
          if (!input[field]) ctx.addIssue({ code: "custom", path: [field], message: ATTRIBUTE_MESSAGES.nameAndLabel });
        }
        return z.NEVER;
      }
      const name = normalizeAttributeName(input.name);
      if (!/^[a-z][a-z0-9_-]*$/.test(name)) {
        ctx.addIssue({ code: "custom", path: ["name"], message: ATTRIBUTE_MESSAGES.nameFormat });
      }
      let validationRules: Record<string, unknown> | null = null;
      if (typeof input.validationRules === "string") {
        const text = input.validationRules.trim();
        if (text !== "") {
          try {
            const parsed: unknown = JSON.parse(text);
            if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
              throw new Error("not an object");
            validationRules = parsed as Record<string, unknown>;
          } catch {
            ctx.addIssue({ code: "custom", path: ["validationRules"], message: ATTRIBUTE_MESSAGES.rules });
          }
        }
      } else if (input.validationRules) {
        validationRules = input.validationRules;
      }
      const typeChanged = previous !== undefined && previous.dataType !== input.dataType;
      const rawDefault =
        typeChanged && String(input.defaultValue ?? "") === String(previous.defaultValue ?? "")
          ? null
          : input.defaultValue;
      let defaultValue: string | null = null;
      if (rawDefault !== undefined && rawDefault !== null && String(rawDefault).trim() !== "") {
        const label = input.label;
        const check = parseAttributeValue(
          {
            name,
            label,
            dataType: input.dataType,
            opportunityTypes: input.opportunityTypes,
            isRequired: false,
            validationRules,
          },
          typeof rawDefault === "string" ? rawDefault : String(rawDefault),
        );
        if (!check.ok) {
          ctx.addIssue({ code: "custom", path: ["defaultValue"], message: `Default value: ${check.message}` });
        } else if (check.value !== undefined) {
          const v = check.value;
          defaultValue = v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.join(", ") : String(v);
        }
      }
      const order = Number(typeof input.displayOrder === "string" ? input.displayOrder.trim() : input.displayOrder);
      return {
        name,
        /** As typed (trimmed): an unchanged name of an existing definition is kept as stored. */
        submittedName: input.name,
        label: input.label,
        dataType: input.dataType,
        opportunityTypes: input.opportunityTypes,
        isRequired: input.isRequired,
        defaultValue,
        validationRules,
        displayOrder: Number.isSafeInteger(order) ? order : 0,
      };
    });
}

export type AttributeDefinitionInput = z.output<ReturnType<typeof attributeDefinitionSchema>>;
