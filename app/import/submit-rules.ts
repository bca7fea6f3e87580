/**
 * An import item is held to /submit's rules (docs/decisions/347): it is checked with the schema
 * POST /api/opportunities parses with (app/submissions/schema.ts: lengths, the deadline's window,
 * location types, stipend when paid, categories of the table), its messages in English and named
 * by the import's own columns. Only an item that passes goes on to the editor's schema and the store.
 */
import { ENGLISH } from "~/i18n/translate";
import { DURATION_VALUES, LOCATION_VALUES } from "~/opportunities/constants";
import { errorText } from "~/submissions/errors";
import { type API_FIELD_NAMES, SUBMISSION_LIMITS, submissionSchemas } from "~/submissions/schema";

export type SubmitRulesSchema = ReturnType<typeof submissionSchemas>["api"];

/** One problem of an item: the import column it is about and the message. */
export interface ImportIssue {
  field: string;
  message: string;
}

/** The import column of each /submit field (where the names differ). */
const IMPORT_COLUMNS: Partial<Record<keyof typeof API_FIELD_NAMES, string>> = {
  companyName: "company.name",
  positionTitle: "title",
  salary: "stipend",
  offersStipend: "hasPaid",
  expiresAt: "deadline",
  companyLogo: "organizationLogo",
};

/** What the import accepts as a location, named in its message: the types and their short forms. */
export const IMPORT_LOCATION_HINT = `one of ${LOCATION_VALUES.map((v) => `"${v}"`).join(", ")} (or remote, in-person, hybrid)`;

export function submitRulesSchema(categories: readonly [string, ...string[]]): SubmitRulesSchema {
  return submissionSchemas(categories).api;
}

/** The item's fields under /submit's names → its problems by import column, or none. */
export function checkSubmitRules(schema: SubmitRulesSchema, fields: Record<string, unknown>): ImportIssue[] {
  // The import writes the three opportunity types; a job (which /submit also posts) is refused as an unknown type.
  const type = fields.opportunityType === "job" ? "not-an-import-type" : fields.opportunityType;
  const parsed = schema.safeParse({ ...fields, opportunityType: type });
  if (parsed.success) return [];
  const issues: ImportIssue[] = [];
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "");
    const field = IMPORT_COLUMNS[name as keyof typeof API_FIELD_NAMES] ?? name;
    let message = errorText(ENGLISH.t, issue.message);
    if (name === "location") message = `${message}: ${IMPORT_LOCATION_HINT}`;
    if (!issues.some((i) => i.field === field && i.message === message)) issues.push({ field, message });
  }
  return issues;
}

/** "description: …; requirements: …": the API's one error text of an item. */
export const issuesText = (issues: readonly ImportIssue[]) => issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join("; ");

/** One column of the import page's guide: its name, whether an item needs it, and what it accepts. */
export interface ImportColumn {
  column: string;
  required: boolean;
  accepts: string;
}

const chars = ({ min, max }: { min?: number; max: number }) => (min ? `${min} to ${max} characters` : `at most ${max} characters`);

/** What each column accepts, in words (the limits are the schema's own). */
function accepts(categories: readonly string[]): Record<string, string> {
  const L = SUBMISSION_LIMITS;
  return {
    title: `${chars(L.positionTitle)} (or positionTitle)`,
    "company.name": `the organisation's name, ${chars(L.companyName)}; a column named company, organizationName or companyName is read the same`,
    category: `one of ${categories.join(", ")} (a category's name as /submit shows it is read too)`,
    causes: "one to three cause names or slugs, separated by commas",
    location: IMPORT_LOCATION_HINT,
    city: "up to 3 cities separated by commas; needed for in-person and hybrid listings",
    duration: `one of ${DURATION_VALUES.join(", ")}`,
    description: chars(L.description),
    requirements: chars(L.requirements),
    applicationInstructions: chars(L.applicationInstructions),
    applicationUrl: "the page where people apply, starting with http:// or https://",
    stipend: `the amount, ${chars(L.salary)}; needed when hasPaid is yes ("Unpaid" or 0 means unpaid)`,
    hasPaid: "yes or no (read from the stipend when left out)",
    deadline: "a date, YYYY-MM-DD, from today up to the deadline window (or expiresAt, applicationDeadline)",
    skills: "separated by commas or new lines",
    organizationLogo: "an image address starting with http:// or https://",
    status: "pending (when left out), draft or published",
    opportunityType: "internship, fellowship or course (the page's default type when left out)",
  };
}

/**
 * The import page's list of columns, from the schema the import checks with: a column is required when an
 * empty item is refused for it (so the list cannot drift from the rules), then the optional ones.
 */
export function importColumnGuide(categories: readonly [string, ...string[]]): ImportColumn[] {
  const empty = checkSubmitRules(submitRulesSchema(categories), { opportunityType: "internship" });
  const required = new Set(empty.map((issue) => issue.field));
  const words = accepts(categories);
  const order = Object.keys(words);
  return order
    .map((column) => ({ column, required: required.has(column), accepts: words[column]! }))
    .sort((a, b) => Number(b.required) - Number(a.required) || order.indexOf(a.column) - order.indexOf(b.column));
}
