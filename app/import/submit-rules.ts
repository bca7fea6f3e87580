/**
 * An import item is held to /submit's rules (docs/decisions/347): it is checked with the schema
 * POST /api/opportunities parses with (app/submissions/schema.ts: lengths, the deadline's window,
 * location types, stipend when paid, categories of the table), its messages in English and named
 * by the import's own columns. Only an item that passes goes on to the editor's schema and the store.
 */
import { ENGLISH } from "~/i18n/translate";
import { LOCATION_VALUES } from "~/opportunities/constants";
import { errorText } from "~/submissions/errors";
import { type API_FIELD_NAMES, submissionSchemas } from "~/submissions/schema";

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
  const parsed = schema.safeParse(fields);
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
