/**
 * Bulk import of opportunities: each item is
 * held to /submit's rules (./submit-rules.ts, docs/decisions/347), then mapped from the
 * import shape (§3) to the admin edit payload and validated by
 * the edit schema (app/opportunities/opportunity-schema.ts), then stored with
 * the shared `createOpportunity`. Items are written in batches of 500 per
 * transaction; each item runs in its own savepoint, so one bad item never costs
 * the good ones (docs/decisions/085-bulk-import.md).
 */
import { asc, inArray } from "drizzle-orm";
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import type { Db } from "../../db/client.server";
import { opportunities } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { categoryLabel, LOCATION_VALUES } from "~/opportunities/constants";
import { monthlyStipendRupees } from "~/opportunities/stipend-amount";
import { splitSkills, SUBMISSION_MESSAGES } from "~/submissions/schema";
import { type AttributeDefinitionForSchema, type OpportunityInput, opportunitySchema } from "~/opportunities/opportunity-schema";
import { type Actor, type CreatableStatus, listAttributeDefinitionsForSchema } from "~/opportunities/write.server";
import { createBulkWriter } from "./bulk-writer.server";
import { IMPORT_BATCH_SIZE, IMPORT_LINKS_SHOWN, type ImportError, type ImportResults, type ImportType } from "./schema";
import { log } from "~/lib/log.server";
import { CAUSE_MESSAGES } from "~/causes/schema";
import { categoryValues } from "~/opportunities/categories.server";
import { WHO_FIELD_NAMES } from "~/eligibility/values";
import { checkSubmitRules, type ImportIssue, issuesText, type SubmitRulesSchema, submitRulesSchema } from "./submit-rules";

const IMPORT_STATUSES = ["pending", "draft", "published"] as const;

/** The parts of an import item that are not edit fields (§3 bulk import item). */
const itemExtrasSchema = z.object({
  status: plainText()
    .trim()
    .toLowerCase()
    .pipe(z.enum(IMPORT_STATUSES, { error: "Status must be pending, draft or published" }))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  company: z
    .object({
      name: plainText().trim().max(200).optional(),
      website: plainText()
        .trim()
        .max(2048)
        .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), "Please enter a valid company website URL")
        .optional(),
      description: plainText().trim().max(2000, "Company description cannot exceed 2000 characters").optional(),
    })
    .optional(),
});

const LOCATION_ALIASES: Record<string, (typeof LOCATION_VALUES)[number]> = {
  remote: "Remote (Work From Home)",
  "work from home": "Remote (Work From Home)",
  wfh: "Remote (Work From Home)",
  online: "Remote (Work From Home)",
  "in-person": "In-Person (On-Site)",
  "in person": "In-Person (On-Site)",
  onsite: "In-Person (On-Site)",
  "on-site": "In-Person (On-Site)",
  office: "In-Person (On-Site)",
  hybrid: "Both Remote & In-Person",
  both: "Both Remote & In-Person",
};

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function normaliseLocation(value: unknown): unknown {
  const raw = text(value);
  if (!raw) return raw;
  const exact = LOCATION_VALUES.find((l) => l.toLowerCase() === raw.toLowerCase());
  return exact ?? LOCATION_ALIASES[raw.toLowerCase()] ?? raw;
}

/** A yes/no cell ("true", "yes", true) as a boolean; anything else as given, for the schema to judge. */
function yesNo(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value.trim().toLowerCase();
  return v === "true" || v === "yes" ? true : v === "false" || v === "no" ? false : value;
}

const UNPAID = /^(unpaid|none|no|nil|no stipend|0+|₹?\s*0+(\/month)?)$/i;

/** Attribute values: from `attributes`, or top-level fields named like a definition; options matched case-insensitively; definition defaults fill gaps. */
function attributesFor(item: Record<string, unknown>, definitions: AttributeDefinitionForSchema[]) {
  const given = item.attributes && typeof item.attributes === "object" && !Array.isArray(item.attributes) ? (item.attributes as Record<string, unknown>) : {};
  const attributes: Record<string, unknown> = { ...given };
  for (const d of definitions) {
    if (attributes[d.name] === undefined && item[d.name] !== undefined) attributes[d.name] = item[d.name];
    const options = d.validationRules?.options;
    const value = attributes[d.name];
    if (Array.isArray(options) && typeof value === "string") {
      // A value or, for the category, its label as /submit shows it ("Data Science" for data).
      const wanted = value.trim().toLowerCase();
      const match = options.find(
        (o) => typeof o === "string" && (o.toLowerCase() === wanted || (d.name === "category" && categoryLabel(o).toLowerCase() === wanted)),
      );
      if (match) attributes[d.name] = match;
    }
  }
  // "Paid" follows the stipend unless given: a stipend that is not "unpaid", "0" or "none", nor says
  // unpaid in any language's words (अवैतनिक, বিনা বেতনে: docs/glossary/pay-words.tsv), is paid.
  if (attributes.hasPaid === undefined && definitions.some((d) => d.name === "hasPaid")) {
    const stipend = text(attributes.stipend);
    attributes.hasPaid = stipend !== undefined && !UNPAID.test(stipend) && monthlyStipendRupees(stipend) !== 0;
  }
  // A value still missing takes the definition's default (as a missing type takes the chosen default).
  for (const d of definitions) {
    if ((attributes[d.name] === undefined || attributes[d.name] === "") && d.defaultValue) attributes[d.name] = d.defaultValue;
  }
  return attributes;
}

type Prepared =
  | { ok: true; input: OpportunityInput; status: CreatableStatus; company: { name: string; website?: string; description?: string } | null }
  | { ok: false; error: string; issues?: ImportIssue[] };

/** Every problem of an item, each with the field it is about ("category: Please select a valid category"). */
function messages(issues: readonly z.core.$ZodIssue[]) {
  return [...new Set(issues.map((i) => (i.path.length ? `${fieldName(i.path)}: ${i.message}` : i.message)))].join("; ");
}

/** The column a problem is about, as the import names it (attributes are given by their own name). */
function fieldName(path: readonly PropertyKey[]): string {
  const names = path.filter((p): p is string => typeof p === "string");
  const field = names[0] === "attributes" && names.length > 1 ? names.slice(1) : names;
  return IMPORT_COLUMN_NAMES[field.join(".")] ?? field.join(".");
}

/** The import's own column where it differs from the edit field it fills. */
const IMPORT_COLUMN_NAMES: Record<string, string> = { organizationName: "company.name", expiresAt: "deadline" };

type EditSchema = ReturnType<typeof opportunitySchema>;

/** Maps one import item to the edit payload and validates it with the edit schema; never throws. */
export function prepareImportItem(
  item: unknown,
  definitions: AttributeDefinitionForSchema[],
  schemas: { edit: EditSchema; submit: SubmitRulesSchema },
  defaultType?: ImportType,
): Prepared {
  if (!item || typeof item !== "object" || Array.isArray(item)) return { ok: false, error: "Item must be an object" };
  const record = item as Record<string, unknown>;
  const extras = itemExtrasSchema.safeParse({
    status: typeof record.status === "string" ? record.status : record.status === undefined || record.status === null ? undefined : String(record.status),
    company: record.company && typeof record.company === "object" && !Array.isArray(record.company) ? record.company : undefined,
  });
  if (!extras.success) return { ok: false, error: messages(extras.error.issues) };
  const company = extras.data.company;
  // `company` as a plain column (a CSV's "company") names the organisation, as company.name does.
  const organizationName =
    text(company?.name) ?? text(record.company) ?? text(record.organizationName) ?? text(record.companyName) ?? text(record.organization);
  const opportunityType = text(record.opportunityType)?.toLowerCase() ?? defaultType;
  const fields = {
    title: text(record.title) ?? text(record.positionTitle),
    organizationName,
    opportunityType,
    location: normaliseLocation(record.location),
    description: text(record.description),
    requirements: text(record.requirements),
    applicationInstructions: text(record.applicationInstructions),
    applicationUrl: text(record.applicationUrl),
    expiresAt: text(record.deadline) ?? text(record.expiresAt) ?? text(record.applicationDeadline),
    city: text(record.city),
    // Names or slugs, comma-joined (a CSV cell) or a list (JSON); blank means none given.
    causes: text(record.causes) ?? (Array.isArray(record.causes) ? record.causes : undefined),
  };
  const attributes = attributesFor(record, definitions);
  // What is checked is what is stored: the skills as /submit splits and cleans them (a U+2028 inside one
  // becomes a space there, and must not reach the listing raw).
  if (typeof attributes.skills === "string" || Array.isArray(attributes.skills)) {
    attributes.skills = splitSkills(Array.isArray(attributes.skills) ? attributes.skills.map(String).join("\n") : attributes.skills);
  }
  // Who can apply (app/eligibility/fields.ts): in `attributes` or as the row's own columns.
  for (const name of WHO_FIELD_NAMES) if (attributes[name] === undefined && record[name] !== undefined) attributes[name] = record[name];
  const who = Object.fromEntries(WHO_FIELD_NAMES.map((name) => [name, attributes[name]]));
  // /submit's rules first: what a poster could not publish, an import does not either.
  const issues = checkSubmitRules(schemas.submit, {
    ...fields,
    positionTitle: fields.title,
    companyName: organizationName,
    category: attributes.category,
    duration: attributes.duration,
    offersStipend: yesNo(attributes.hasPaid),
    salary: attributes.stipend,
    skills: attributes.skills,
    ...who,
  });
  if (issues.length) return { ok: false, error: issuesText(issues), issues };
  const input = schemas.edit.safeParse({
    ...fields,
    featured: record.featured === true || record.featured === "true" || record.featured === "yes",
    attributes,
  });
  if (!input.success) return { ok: false, error: messages(input.error.issues) };
  // As on /submit: a listing people cannot apply to is refused (its page would have no Apply button).
  if (!input.data.applicationUrl) return { ok: false, error: `applicationUrl: ${SUBMISSION_MESSAGES.applicationUrl}` };
  return {
    ok: true,
    input: input.data,
    status: extras.data.status ?? "pending",
    company: organizationName
      ? { name: organizationName, website: text(company?.website), description: text(company?.description) }
      : null,
  };
}

/**
 * Imports `items`. Positions listed in `knownErrors` (e.g. CSV rows the parser
 * could not read) are reported with that error and not imported.
 */
export function importOpportunities(
  db: Db,
  actor: Actor,
  items: readonly unknown[],
  options: { defaultType?: ImportType; knownErrors?: readonly ImportError[] } = {},
): ImportResults {
  const definitions = listAttributeDefinitionsForSchema(db);
  // The edit schema is built once: building it per item costs more than validating.
  const schemas = { edit: opportunitySchema(definitions), submit: submitRulesSchema(categoryValues(db)) };
  const writer = createBulkWriter(db, actor.id);
  const savepoint = db.$client.transaction(writer.write);
  const known = new Map((options.knownErrors ?? []).map((e) => [e.index, e.error]));
  const errors: ImportError[] = [];
  let successful = 0;
  let pendingTotal = 0;

  /** One batch in one transaction. Without savepoints an unexpected write error aborts the batch. */
  const runBatch = (batch: readonly unknown[], start: number, perItemSavepoints: boolean) => {
    writer.deferForeignKeys();
    const batchErrors: ImportError[] = [];
    const ids: number[] = [];
    let stored = 0;
    let pending = 0;
    batch.forEach((item, i) => {
      const index = start + i;
      const knownError = known.get(index);
      if (knownError) return void batchErrors.push({ index, error: knownError });
      const prepared = prepareImportItem(item, definitions, schemas, options.defaultType);
      if (!prepared.ok) return void batchErrors.push({ index, error: prepared.error, ...(prepared.issues ? { issues: prepared.issues } : {}) });
      if (!prepared.company) return void batchErrors.push({ index, error: "Organisation name is required" });
      const unknownCauses = writer.unknownCauses(prepared.input.causes);
      if (unknownCauses.length) return void batchErrors.push({ index, error: `causes: ${CAUSE_MESSAGES.unknownCause(unknownCauses.join(", "))}` });
      if (!perItemSavepoints) {
        ids.push(writer.write(prepared.input, prepared.status, prepared.company));
        stored++;
        if (prepared.status === "pending") pending++;
        return;
      }
      try {
        // A savepoint inside the batch's transaction: a failure rolls back this item only.
        ids.push(savepoint(prepared.input, prepared.status, prepared.company));
        stored++;
        if (prepared.status === "pending") pending++;
      } catch (error) {
        log.error({ err: error }, "import: item could not be saved");
        batchErrors.push({ index, error: "Could not be saved" });
      }
    });
    return { stored, pending, batchErrors, ids };
  };
  const createdIds: number[] = [];

  for (let start = 0; start < items.length; start += IMPORT_BATCH_SIZE) {
    const batch = items.slice(start, start + IMPORT_BATCH_SIZE);
    let outcome: ReturnType<typeof runBatch>;
    try {
      // Fast path: the items are validated, so writes are not expected to fail.
      outcome = db.$client.transaction(runBatch).immediate(batch, start, false);
    } catch {
      // Something failed anyway: the batch was rolled back; redo it item by item.
      writer.forgetOrganizations();
      outcome = db.$client.transaction(runBatch).immediate(batch, start, true);
    }
    successful += outcome.stored;
    pendingTotal += outcome.pending;
    errors.push(...outcome.batchErrors);
    if (createdIds.length < IMPORT_LINKS_SHOWN) createdIds.push(...outcome.ids.slice(0, IMPORT_LINKS_SHOWN - createdIds.length));
  }

  const created = createdIds.length
    ? db
        .select({ id: opportunities.id, title: opportunities.title })
        .from(opportunities)
        .where(inArray(opportunities.id, createdIds))
        .orderBy(asc(opportunities.id))
        .all()
    : [];
  const results = { successful, failed: errors.length, errors: errors.sort((a, b) => a.index - b.index), created, pending: pendingTotal };
  recordAudit(db, {
    actorId: actor.id,
    action: "opportunity.import",
    entityType: "import",
    details: { items: items.length, successful: results.successful, failed: results.failed },
  });
  return results;
}
