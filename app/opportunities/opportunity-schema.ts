/**
 * The one schema for an admin create/edit of an opportunity.
 * Used by the edit form (Conform), its action, the JSON API and bulk import, so an
 * imported item is validated by exactly the same rules as an edit.
 *
 * Client-safe: the attribute definitions are passed in (the form gets them from
 * its loader; the server reads them with `listAttributeDefinitionsForSchema`).
 */
import { z } from "zod";
import { oneLineText, plainText } from "~/lib/text-schema";
import type { AttributeDataType } from "../../db/schema";
import { cityApplies } from "../taxonomy/cities";
import { LOCATION_VALUES, OPPORTUNITY_TYPES, type OpportunityType } from "./constants";
import { cityField, DEADLINE_CITY_MESSAGES } from "~/submissions/deadline-city";
import { causesField } from "~/causes/schema";
import { WHO_FIELD_NAMES, type WhoCanApply, whoForType, whoSchema } from "~/eligibility/fields";
import { WHO_MESSAGES_EN } from "~/eligibility/messages";

/** Who can apply (app/eligibility/fields.ts): top-level (the editor's form) or in `attributes` (the JSON API, import). */
const WHO_INPUT = Object.fromEntries(WHO_FIELD_NAMES.map((name) => [name, z.unknown().optional()])) as Record<
  (typeof WHO_FIELD_NAMES)[number],
  z.ZodOptional<z.ZodUnknown>
>;

/** What the schema needs to know of an attribute definition. */
export interface AttributeDefinitionForSchema {
  name: string;
  label: string;
  dataType: AttributeDataType;
  opportunityTypes: readonly string[];
  isRequired: boolean;
  defaultValue?: string | null;
  validationRules?: Record<string, unknown> | null;
  displayOrder?: number;
}

export type AttributeInputValue = string | number | boolean | Date | string[];

export const OPPORTUNITY_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: "Title cannot exceed 200 characters",
  organizationRequired: "Organisation name is required",
  organizationTooLong: "Organisation name cannot exceed 200 characters",
  type: "Please select a valid opportunity type",
  location: "Please select a valid location type",
  descriptionRequired: "Description is required",
  instructionsRequired: "Application instructions are required",
  url: "Please enter a valid application URL",
  date: "Please enter a valid date",
  logo: "Please enter a valid image URL",
  tooLong: "This field is too long",
} as const;

// ── Small shared pieces ─────────────────────────────────────────────────────

/** Midnight UTC of the calendar date in `value` ("2025-06-30" or an ISO timestamp). */
export function midnightUtc(value: string | Date): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Refuses 2025-02-31 and friends instead of rolling over.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (match[0].endsWith("T") && Number.isNaN(new Date(value).getTime())) return null;
  return date;
}

/** "2025-06-30" for a date input, from a stored midnight-UTC date. */
export function toDateInputValue(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** An optional calendar date: "YYYY-MM-DD" (or ISO) → midnight UTC, empty → null. */
export function optionalDateField(message: string = OPPORTUNITY_MESSAGES.date) {
  return z
    .union([plainText(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === "") return null;
      const date = midnightUtc(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return date;
    });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** An optional URL that `accepts` (at most 2048 characters): empty → null. */
function optionalUrl(accepts: (value: string) => boolean, message: string) {
  return z
    .union([plainText(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? "";
      if (trimmed === "") return null;
      if (trimmed.length > 2048 || !accepts(trimmed)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** An optional http(s) URL: empty → null. */
export function optionalHttpUrl(message: string = OPPORTUNITY_MESSAGES.url) {
  return optionalUrl(isHttpUrl, message);
}

/** Our own uploads (/uploads/<random>.webp) or an http(s) image URL. */
export function isLogoUrl(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif)$/.test(value) || isHttpUrl(value);
}

/** An optional logo: an upload of ours or an http(s) URL; empty → null. */
export function optionalLogoUrl(message: string = OPPORTUNITY_MESSAGES.logo) {
  return optionalUrl(isLogoUrl, message);
}

/**
 * A field added after the spec's edit payload: absent stays `undefined` (keep what
 * is stored, so a client that does not know the field erases nothing), null or
 * blank is `null` (clear it), anything else is checked by `schema`.
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z
    .union([plainText(), z.null()])
    .optional()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === "") return null;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
}

/** Optional free text: trimmed, empty → null. */
export function optionalText(max: number, message: string = OPPORTUNITY_MESSAGES.tooLong) {
  return z
    .union([plainText(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? "";
      if (trimmed.length > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return trimmed === "" ? null : trimmed;
    });
}

function requiredText(required: string, max: number, tooLong: string = OPPORTUNITY_MESSAGES.tooLong, text = plainText) {
  return text({ error: required }).trim().min(1, required).max(max, tooLong);
}

// ── Attribute values ────────────────────────────────────────────────────────

/** The definitions that apply to a type, in display order (lower first), then by label. */
export function definitionsForType<T extends AttributeDefinitionForSchema>(
  definitions: readonly T[],
  type: string | null | undefined,
): T[] {
  return definitions
    .filter((d) => type && d.opportunityTypes.includes(type))
    .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0) || a.label.localeCompare(b.label));
}

export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

type ValueResult = { ok: true; value: AttributeInputValue | undefined } | { ok: false; message: string };

function isBlank(raw: unknown) {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

/**
 * One attribute value, from a form (strings, "on" for a checkbox) or JSON (typed
 * values). `undefined` means "no value". A boolean is never missing: absent is false.
 */
export function parseAttributeValue(definition: AttributeDefinitionForSchema, raw: unknown): ValueResult {
  const { label, dataType } = definition;
  const rules = definition.validationRules ?? {};
  if (dataType === "boolean") {
    if (isBlank(raw) || raw === false || raw === "false" || raw === "off" || raw === "no")
      return { ok: true, value: false };
    if (raw === true || raw === "true" || raw === "on" || raw === "yes") return { ok: true, value: true };
    return { ok: false, message: `${label} must be yes or no` };
  }
  if (isBlank(raw) || (Array.isArray(raw) && raw.length === 0)) return { ok: true, value: undefined };
  switch (dataType) {
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n)) return { ok: false, message: `${label} must be a number` };
      if (typeof rules.min === "number" && n < rules.min)
        return { ok: false, message: `${label} must be at least ${rules.min}` };
      if (typeof rules.max === "number" && n > rules.max)
        return { ok: false, message: `${label} must be at most ${rules.max}` };
      return { ok: true, value: n };
    }
    case "date": {
      const date = typeof raw === "string" || raw instanceof Date ? midnightUtc(raw) : null;
      if (!date) return { ok: false, message: `${label} must be a valid date` };
      return { ok: true, value: date };
    }
    case "array": {
      let list: string[];
      if (Array.isArray(raw)) {
        if (!raw.every((v) => typeof v === "string" || typeof v === "number")) {
          return { ok: false, message: `${label} must be a list of text values` };
        }
        list = raw.map((v) => String(v).trim()).filter(Boolean);
      } else if (typeof raw === "string") {
        list = splitList(raw);
      } else {
        return { ok: false, message: `${label} must be a list of text values` };
      }
      const maxItems = typeof rules.maxItems === "number" ? rules.maxItems : 50;
      if (list.length > maxItems) return { ok: false, message: `${label} can have at most ${maxItems} items` };
      if (list.some((v) => v.length > 200)) return { ok: false, message: `${label} has an item that is too long` };
      return { ok: true, value: list.length ? list : undefined };
    }
    default: {
      if (typeof raw !== "string" && typeof raw !== "number") return { ok: false, message: `${label} must be text` };
      const text = String(raw).trim();
      const max = typeof rules.maxLength === "number" ? rules.maxLength : 1000;
      if (text.length > max) return { ok: false, message: `${label} cannot exceed ${max} characters` };
      if (typeof rules.minLength === "number" && text.length < rules.minLength) {
        return { ok: false, message: `${label} must be at least ${rules.minLength} characters` };
      }
      if (rules.format === "url" && !isHttpUrl(text))
        return { ok: false, message: `${label} must be a valid http(s) link` };
      if (Array.isArray(rules.options) && rules.options.length > 0 && !rules.options.includes(text)) {
        return { ok: false, message: `Please select a valid ${label.toLowerCase()}` };
      }
      if (typeof rules.pattern === "string") {
        try {
          if (!new RegExp(rules.pattern).test(text))
            return { ok: false, message: `${label} is not in the expected format` };
        } catch {
          // An invalid pattern in a definition is the definition's problem, not the value's.
        }
      }
      return { ok: true, value: text };
    }
  }
}

// ── The schema ──────────────────────────────────────────────────────────────

/**
 * Attributes that repeat a listing column (the seeded `applicationUrl`): the form
 * shows the column only, and the attribute always mirrors it when it is set.
 */
export const COLUMN_MIRRORED_ATTRIBUTES = ["applicationUrl"] as const;

/**
 * The admin create/edit schema. `definitions` are all attribute definitions; the
 * ones of the chosen type are validated (required ones enforced), the rest are
 * dropped, so a type change resets the attributes.
 *
 * Output: the listing fields plus `attributes` (typed values by definition name)
 * and `organizationId` (a hint only: the organisation is found or created by name).
 */
export function opportunitySchema(
  definitions: readonly AttributeDefinitionForSchema[],
  /** A JSON PATCH keeps the stored city when `city` is absent; a form or an import row without one has none. */
  { patch = false }: { patch?: boolean } = {},
) {
  return z
    .object({
      title: requiredText(OPPORTUNITY_MESSAGES.titleRequired, 200, OPPORTUNITY_MESSAGES.titleTooLong, oneLineText),
      organizationId: z.coerce.number().int().positive().optional().catch(undefined),
      organizationName: oneLineText().trim().max(200, OPPORTUNITY_MESSAGES.organizationTooLong).optional(),
      opportunityType: z.enum(OPPORTUNITY_TYPES, { error: OPPORTUNITY_MESSAGES.type }),
      location: z
        .union([z.enum(LOCATION_VALUES, { error: OPPORTUNITY_MESSAGES.location }), z.literal(""), z.null()])
        .optional(),
      description: requiredText(OPPORTUNITY_MESSAGES.descriptionRequired, 10_000),
      requirements: optionalText(5_000),
      applicationInstructions: requiredText(OPPORTUNITY_MESSAGES.instructionsRequired, 5_000),
      applicationUrl: optionalHttpUrl(),
      expiresAt: optionalDateField(),
      featured: z.boolean().default(false),
      attributes: z.record(z.string(), z.unknown()).default({}),
      /** Up to 3 cities; required for in-person and hybrid listings (docs/decisions/144, 146, 270). */
      city: clearable(cityField),
      /** The organisation's logo (docs/decisions/146): applied to the organisation when it changes. */
      organizationLogo: clearable(optionalLogoUrl()),
      /** One to three causes by slug or name (docs/decisions/271); absent keeps the stored ones. */
      causes: causesField.optional(),
      ...WHO_INPUT,
    })
    .transform((input, ctx) => {
      if (!input.organizationName && !input.organizationId) {
        ctx.addIssue({
          code: "custom",
          path: ["organizationName"],
          message: OPPORTUNITY_MESSAGES.organizationRequired,
        });
      }
      const type: OpportunityType = input.opportunityType;
      const city = input.city === undefined && !patch ? null : input.city;
      // Required where people work in a place (decision 270); a PATCH without one keeps the stored one (checked on save).
      if (type !== "fellowship" && cityApplies(input.location) && city === null) {
        ctx.addIssue({ code: "custom", path: ["city"], message: DEADLINE_CITY_MESSAGES.cityRequired });
      }
      // Absent from a PATCH: the stored values stay; a form or an import row without them takes the defaults.
      const whoRaw: Record<string, unknown> = {};
      for (const name of WHO_FIELD_NAMES) {
        const value = input[name] !== undefined ? input[name] : input.attributes[name];
        if (value !== undefined) whoRaw[name] = value;
      }
      let who: WhoCanApply | undefined;
      if (!patch || Object.keys(whoRaw).length > 0) {
        const parsed = whoSchema(WHO_MESSAGES_EN).safeParse(whoRaw);
        if (parsed.success) who = whoForType(parsed.data, type);
        else for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: [String(issue.path[0])], message: issue.message });
      }
      const attributes: Record<string, AttributeInputValue> = {};
      for (const definition of definitionsForType(definitions, type)) {
        const mirrored = definition.name === "applicationUrl" && input.applicationUrl;
        const result = parseAttributeValue(definition, mirrored || input.attributes[definition.name]);
        if (!result.ok) {
          ctx.addIssue({ code: "custom", path: ["attributes", definition.name], message: result.message });
        } else if (result.value === undefined) {
          if (definition.isRequired) {
            ctx.addIssue({
              code: "custom",
              path: ["attributes", definition.name],
              message: `${definition.label} is required`,
            });
          }
        } else {
          attributes[definition.name] = result.value;
        }
      }
      return {
        title: input.title,
        organizationId: input.organizationId ?? null,
        organizationName: input.organizationName || null,
        opportunityType: type,
        location: type === "fellowship" || !input.location ? null : input.location,
        description: input.description,
        requirements: input.requirements,
        applicationInstructions: input.applicationInstructions,
        applicationUrl: input.applicationUrl,
        expiresAt: input.expiresAt,
        featured: input.featured,
        attributes,
        city,
        organizationLogo: input.organizationLogo,
        causes: input.causes,
        who,
      };
    });
}

export type OpportunityInput = z.output<ReturnType<typeof opportunitySchema>>;
export type OpportunityRawInput = z.input<ReturnType<typeof opportunitySchema>>;

/** The JSON API body of PATCH /api/admin/opportunities/{id}: `{data, attributes}`. */
export function opportunityPatchBodySchema(definitions: readonly AttributeDefinitionForSchema[]) {
  return (
    z
      .object({
        data: z.record(z.string(), z.unknown()),
        attributes: z.record(z.string(), z.unknown()).optional(),
      })
      // The merged object is checked field by field by the edit schema that follows.
      .transform(({ data, attributes }) => ({ ...data, attributes: attributes ?? {} }) as OpportunityRawInput)
      .pipe(opportunitySchema(definitions, { patch: true }))
  );
}
