/**
 * Reading who can apply from the opportunities table (fields.ts holds the rules and the codec). A page of
 * search results reads the same columns in its own row query (app/search/search-rows.server.ts).
 */
import { opportunities } from "../../db/schema";

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
