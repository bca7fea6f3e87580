/**
 * Clean board addresses (docs/decisions/395-clean-board-addresses.md): a board address carries
 * only what differs from the defaults, so a shared or cached link is canonical. This module runs
 * in the browser (no zod): the filter form drops its default values before it navigates. The
 * server's check, derived from the search schema itself, is `cleanBoardSearch` in search-schema.ts.
 */
import { PAGE_STEP } from "./constants";

/**
 * The value each board filter takes when it is not set, as the form sends it. A filter whose
 * "any" value is the empty string needs no entry: empty values are always dropped.
 */
export const BOARD_DEFAULT_VALUES: Readonly<Record<string, string>> = {
  category: "all",
  duration: "any",
  stipend: "all-options",
  minStipend: "0",
  location: "worldwide",
  sortBy: "relevant",
  postedWithin: "any",
  verified: "0",
  show: String(PAGE_STEP),
};

/** Parameters always written, even at their default (the tab: `type`). */
export const ALWAYS_WRITTEN = new Set(["type"]);

/** The form's fields without empty values and without defaults, in the form's order. */
export function withoutDefaults(fields: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== "string") continue;
    if (!ALWAYS_WRITTEN.has(name) && (value.trim() === "" || BOARD_DEFAULT_VALUES[name] === value)) continue;
    clean.append(name, value);
  }
  return clean;
}

/** The board form's fields (with the button that sent it), without defaults: what the form navigates to with JavaScript. */
export function cleanFormFields(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  return withoutDefaults(data.entries());
}
