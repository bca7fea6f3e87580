/** Reading who can apply from the opportunities table (fields.ts holds the rules and the codec). */
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { opportunities } from "../../db/schema";
import { type WhoCanApply, whoFromColumns } from "./values";

/** The columns, for a select. */
export const WHO_SELECT = {
  openTo: opportunities.openTo,
  partTime: opportunities.partTime,
  hoursPerWeek: opportunities.hoursPerWeek,
  workLanguages: opportunities.workLanguages,
  openings: opportunities.openings,
  perks: opportunities.perks,
  programmeFor: opportunities.programmeFor,
  accessibility: opportunities.accessibility,
};

/** Who can apply to each of these opportunities (ids > 0), by id. */
export function whoOfOpportunities(db: Db, ids: readonly number[]): Map<number, WhoCanApply> {
  const list = ids.filter((id) => id > 0);
  const result = new Map<number, WhoCanApply>();
  if (!list.length) return result;
  for (const row of db.select({ id: opportunities.id, ...WHO_SELECT }).from(opportunities).where(inArray(opportunities.id, list)).all()) {
    result.set(row.id, whoFromColumns(row));
  }
  return result;
}
