/**
 * The listing a report concerns: an opportunity or a job (docs/decisions/345). Both kinds share
 * one reports table (db/migrations/0032: exactly one of opportunity_id and job_id is set); this
 * module names, per kind, the column a report points with and the table its listing lives in.
 */
import type { Db } from "../../db/client.server";
import type { ListingKind } from "../opportunities/listing-rules";

export interface ReportTarget {
  kind: ListingKind;
  id: number;
}

export interface ReportableListing extends ReportTarget {
  title: string;
  status: string;
  under_review: number;
}

/** The reports column that points at a listing of this kind. */
export const reportColumn = (kind: ListingKind) => (kind === "job" ? "job_id" : "opportunity_id");

const FIND_SQL = {
  opportunity: `SELECT 'opportunity' AS kind, id, title, status, under_review FROM opportunities
    WHERE slug = ? AND status IN ('published', 'expired') AND archived = 0`,
  // A job has no review state: its reports wait for an admin (decision 345).
  job: `SELECT 'job' AS kind, id, position_title AS title, status, 0 AS under_review FROM job_listings
    WHERE slug = ? AND status IN ('published', 'expired') AND archived = 0`,
} as const;

/** The listing a visitor may report: one whose page is public (open or closed), opportunity first as its page does. */
export function findReportableListing(db: Db, slug: string): ReportableListing | null {
  for (const sql of [FIND_SQL.opportunity, FIND_SQL.job]) {
    const row = db.$client.prepare(sql).get(slug) as ReportableListing | undefined;
    if (row) return row;
  }
  return null;
}

const LOAD_SQL = {
  opportunity: "SELECT id, title, status, under_review, flags FROM opportunities WHERE id = ?",
  job: "SELECT id, position_title AS title, status, 0 AS under_review, '[]' AS flags FROM job_listings WHERE id = ?",
} as const;

/** The reported listing by id, for an admin's decision. */
export function loadReportedListing(db: Db, target: ReportTarget) {
  return db.$client.prepare(LOAD_SQL[target.kind]).get(target.id) as
    | { id: number; title: string; status: string; under_review: number; flags: string }
    | undefined;
}

/** Moves a reported listing to a status (a status change also ends an opportunity's review). */
export function setReportedListingStatus(db: Db, target: ReportTarget, status: string, flags: string[], now: number) {
  if (target.kind === "job") {
    db.$client.prepare("UPDATE job_listings SET status = ?, updated_at = ? WHERE id = ?").run(status, now, target.id);
    return;
  }
  db.$client
    .prepare("UPDATE opportunities SET status = ?, flags = ?, under_review = 0, updated_at = ? WHERE id = ?")
    .run(status, JSON.stringify(flags), now, target.id);
}

/** Ends an opportunity's review (a job has none). */
export function endReview(db: Db, target: ReportTarget, now: number) {
  if (target.kind === "job") return;
  db.$client.prepare("UPDATE opportunities SET under_review = 0, updated_at = ? WHERE id = ? AND under_review = 1").run(now, target.id);
}

/** The report row's target. */
export function reportTarget(row: { opportunity_id: number | null; job_id: number | null }): ReportTarget {
  return row.job_id === null ? { kind: "opportunity", id: row.opportunity_id as number } : { kind: "job", id: row.job_id };
}
