/**
 * The board's who-can-apply filters (docs/who-can-apply.md): `openTo` (a listing open to anyone
 * matches every year), `partTime=1`, `workLanguage` (one code), `perk` (several: a listing must
 * offer each) and `programmeFor`. The clauses read the copies on listing_facets (db/migrations/0035);
 * legacy jobs there are open to anyone, full-time, with no perks or languages said.
 */
import { maskOf, OPEN_TO_VALUES, type OpenToValue, type Perk, PERK_VALUES, type Programme } from "./values";

export interface WhoFilters {
  openTo?: OpenToValue;
  partTime?: boolean;
  workLanguage?: string;
  perk?: Perk[];
  programmeFor?: Programme;
}

/** Open listings under each filter option (counts.server.ts), shown beside the options. */
export interface WhoCounts {
  openTo: Record<OpenToValue, number>;
  partTime: number;
  /** By language code, for the languages some open listing names. */
  workLanguage: Record<string, number>;
  perk: Record<Perk, number>;
  programmeFor: Record<Programme, number>;
}

/** Adds the filters' clauses and parameters to a board query over `listing_facets f`. */
export function whoFilterClauses(filters: WhoFilters, where: string[], params: Record<string, string | number | bigint>) {
  if (filters.openTo) where.push(`(f.open_to = 0 OR (f.open_to & ${maskOf(OPEN_TO_VALUES, [filters.openTo])}) <> 0)`);
  if (filters.partTime) where.push("f.part_time = 1");
  if (filters.workLanguage) {
    where.push("f.work_languages LIKE @workLanguage");
    params.workLanguage = `%,${filters.workLanguage},%`;
  }
  if (filters.perk?.length) {
    const mask = maskOf(PERK_VALUES, filters.perk);
    where.push(`(f.perks & ${mask}) = ${mask}`);
  }
  if (filters.programmeFor) {
    where.push("f.programme_for = @programmeFor");
    params.programmeFor = filters.programmeFor;
  }
}

/** The filters as URL parameters, in a fixed order (the board's one address per state). */
export function appendWhoParams(filters: WhoFilters, params: URLSearchParams) {
  if (filters.openTo) params.set("openTo", filters.openTo);
  if (filters.partTime) params.set("partTime", "1");
  if (filters.workLanguage) params.set("workLanguage", filters.workLanguage);
  for (const perk of filters.perk ?? []) params.append("perk", perk);
  if (filters.programmeFor) params.set("programmeFor", filters.programmeFor);
}
