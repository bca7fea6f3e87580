/** Reading who can apply from the opportunities table (fields.ts holds the rules and the codec). */
import { inArray, sql } from "drizzle-orm";
import { preparedQuery } from "~/lib/statements.server";
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
  const query = preparedQuery(db, "whoOfOpportunities", (db) =>
    db
      .select({ id: opportunities.id, ...WHO_SELECT })
      .from(opportunities)
      .where(inArray(opportunities.id, sql`(SELECT value FROM json_each(${sql.placeholder("ids")}))`))
      .prepare(),
  );
  for (const row of query.all({ ids: JSON.stringify(list) })) {
    result.set(row.id, whoFromColumns(row));
  }
  return result;
}
