/**
 * Bulk import: the form's
 * schema, the JSON API body, and the messages.
 */
import { z } from "zod";
import { OPPORTUNITY_TYPES } from "../../db/schema";

export const IMPORT_FORMATS = ["json", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type ImportType = (typeof OPPORTUNITY_TYPES)[number];

export const IMPORT_MESSAGES = {
  dataRequired: "Import data is required",
  invalidJson: "Invalid JSON format",
  notAList: "Expected a list of opportunities",
  failed: "Import failed",
  tooMany: (max: number) => `Too many items: import at most ${max.toLocaleString("en-IN")} at a time`,
  tooLarge: "The import data is too large",
} as const;

/** Items per request and per transaction. */
export const IMPORT_BATCH_SIZE = 500;
/** Items per import request (the page, or one API call). */
export const IMPORT_MAX_ITEMS = 20_000;
/** Bytes of import data per request (pasted text or file). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

export const importFormSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: "Choose JSON or CSV" }).default("json"),
  defaultType: z.enum(OPPORTUNITY_TYPES, { error: "Please select a valid opportunity type" }).default("internship"),
  data: z.string().optional(),
});

/** POST /api/admin/opportunities/import {opportunities:[...], defaultType?}. */
export const importApiSchema = z.object({
  opportunities: z
    .array(z.unknown(), { error: "opportunities must be a list" })
    .min(1, IMPORT_MESSAGES.dataRequired)
    .max(IMPORT_MAX_ITEMS, IMPORT_MESSAGES.tooMany(IMPORT_MAX_ITEMS)),
  // A missing type is filled with the default; the spec's import default is internship (§9).
  defaultType: z.enum(OPPORTUNITY_TYPES, { error: "Please select a valid opportunity type" }).default("internship"),
});

export interface ImportError {
  /** The item's position in the submitted list, from 0 (shown as "Item {index + 1}"). */
  index: number;
  error: string;
  /** Each problem by the import column it is about (additive to the spec's shape, decision 347). */
  issues?: { field: string; message: string }[];
}

export interface ImportResults {
  successful: number;
  failed: number;
  errors: ImportError[];
  /** The new listings (the first IMPORT_LINKS_SHOWN), for links to their edit pages. */
  created?: { id: number; title: string }[];
  /** How many of the new listings wait in Pending Approvals (the others were imported as drafts or published). */
  pending?: number;
  /** The format the items were read from (the page's own; the API does not say). */
  format?: ImportFormat;
}

/**
 * The lines of the errors list: "Item 2: …" as the spec writes them; a CSV's by row and field,
 * "Row 3, description: …", one line per problem (decision 347). Rows count from the first line
 * under the header, blank lines left out, as items do.
 */
export function importErrorLines(results: Pick<ImportResults, "errors" | "format">): { key: string; text: string }[] {
  return results.errors.flatMap((e) => {
    const n = e.index + 1;
    if (results.format !== "csv") return [{ key: String(e.index), text: `Item ${n}: ${e.error}` }];
    if (!e.issues?.length) return [{ key: String(e.index), text: `Row ${n}: ${e.error}` }];
    return e.issues.map((issue, i) => ({ key: `${e.index}-${i}`, text: `Row ${n}, ${issue.field}: ${issue.message}` }));
  });
}

export const CSV_ROWS_NOTE = "Rows are counted from the first line under the header; blank lines are not counted.";

export const IMPORT_LINKS_SHOWN = 100;

export function importToast(results: Pick<ImportResults, "successful" | "failed">) {
  return `Successfully imported ${results.successful} opportunities with ${results.failed} failures.`;
}

/** "3 rows wait in Pending Approvals": where the new listings are now. */
export function pendingLine(pending: number) {
  return `${pending.toLocaleString("en-IN")} ${pending === 1 ? "row waits" : "rows wait"} in Pending Approvals`;
}
