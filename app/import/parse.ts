/**
 * Turns pasted or uploaded import data into items (client-safe: the page uses it
 * in the browser to send large imports in batches, the server for forms without
 * JavaScript). CSV goes through papaparse: quoted commas, doubled quotes, new
 * lines inside quotes, CRLF and a byte-order mark all work; blank lines are
 * skipped; `company.name`-style headers become nested objects; a missing type
 * takes the default (docs/decisions/085-bulk-import.md).
 */
import Papa from "papaparse";
import { IMPORT_MAX_ITEMS, IMPORT_MESSAGES, type ImportError, type ImportFormat, type ImportType } from "./schema";

export type ParseResult =
  | { ok: true; items: unknown[]; errors: ImportError[] }
  | { ok: false; message: string };

function withDefaultType(item: unknown, defaultType: ImportType): unknown {
  if (!item || typeof item !== "object" || Array.isArray(item)) return item;
  const record = item as Record<string, unknown>;
  const type = record.opportunityType;
  if (type === undefined || type === null || (typeof type === "string" && type.trim() === "")) {
    return { ...record, opportunityType: defaultType };
  }
  return item;
}

/** Header segments that would reach an object's prototype instead of a field. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  // A header such as "__proto__.status" must not write into Object.prototype for the whole process.
  if (path.some((key) => UNSAFE_KEYS.has(key))) return;
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (!next || typeof next !== "object" || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** A CSV row as an item: empty cells are left out; "company.name" → {company: {name}}. */
function rowToItem(row: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [header, raw] of Object.entries(row)) {
    if (header === "__parsed_extra" || header === "") continue;
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === "" || value === undefined || value === null) continue;
    const path = header.split(".").map((p) => p.trim()).filter(Boolean);
    if (path.length > 0) setPath(item, path, value);
  }
  return item;
}

function parseCsv(text: string): ParseResult {
  const items: unknown[] = [];
  const errors: ImportError[] = [];
  let fields: string[] = [];
  // Row by row, so that a parser error belongs to its row. Quote errors make a
  // row unreliable: it is reported and left out. Missing or extra cells are
  // fine (missing values are missing; extras are ignored).
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.replace(/^\uFEFF/, "").trim(),
    step: (row) => {
      fields = row.meta.fields ?? fields;
      const quoteError = row.errors.find((e) => e.type === "Quotes");
      if (quoteError) {
        errors.push({ index: items.length, error: `CSV error: ${quoteError.message}` });
        items.push(null);
      } else {
        items.push(rowToItem(row.data));
      }
    },
  });
  if (fields.filter(Boolean).length === 0) return { ok: false, message: IMPORT_MESSAGES.dataRequired };
  return { ok: true, items, errors };
}

function parseJson(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.invalidJson };
  }
  if (value && typeof value === "object" && !Array.isArray(value) && Array.isArray((value as { opportunities?: unknown }).opportunities)) {
    value = (value as { opportunities: unknown[] }).opportunities;
  }
  if (!Array.isArray(value)) return { ok: false, message: IMPORT_MESSAGES.notAList };
  return { ok: true, items: value, errors: [] };
}

/**
 * Items ready for `importOpportunities`, or the message for the whole import.
 * Rows the parser could not read are `null` in `items` and listed in `errors`.
 */
export function parseImportData(format: ImportFormat, text: string | null | undefined, defaultType: ImportType): ParseResult {
  if (!text || text.trim() === "") return { ok: false, message: IMPORT_MESSAGES.dataRequired };
  const result = format === "csv" ? parseCsv(text) : parseJson(text);
  if (!result.ok) return result;
  if (result.items.length === 0) return { ok: false, message: IMPORT_MESSAGES.dataRequired };
  if (result.items.length > IMPORT_MAX_ITEMS) return { ok: false, message: IMPORT_MESSAGES.tooMany(IMPORT_MAX_ITEMS) };
  return { ...result, items: result.items.map((item) => withDefaultType(item, defaultType)) };
}

/** The format a file name implies, if any. */
export function formatFromFileName(name: string | null | undefined): ImportFormat | null {
  if (!name) return null;
  if (/\.csv$/i.test(name)) return "csv";
  if (/\.json$/i.test(name)) return "json";
  return null;
}
