/**
 * The Pending Approvals queue: everything waiting for review (the opportunities
 * /submit creates, legacy job listings, and posters' edits to published
 * listings) in one list, oldest first (docs/decisions/140-one-pending-queue.md, 203).
 */
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { jobListings, listingRevisions, opportunities, organizations } from "../../db/schema";
import { type AdminJob, listJobs } from "./jobs.server";
import { type AdminOpportunity, listAdminOpportunities, pendingRevisionCount } from "./queries.server";

/** A poster's edit to a published listing, waiting for review (the diff is on its review page). */
export interface PendingRevision {
  id: number;
  title: string;
  opportunityType: string;
  organizationName: string;
}

export type PendingItem =
  | { kind: "opportunity"; key: string; postedAt: Date; item: AdminOpportunity }
  | { kind: "job"; key: string; postedAt: Date; item: AdminJob }
  | { kind: "revision"; key: string; postedAt: Date; item: PendingRevision };

/** How many submissions and edits wait for review: the tab badge and the dashboard's Pending Approval card. */
export function pendingCount(db: Db): number {
  const opps = db.select({ n: count() }).from(opportunities).where(eq(opportunities.status, "pending")).get();
  const jobs = db.select({ n: count() }).from(jobListings).where(eq(jobListings.status, "pending")).get();
  return (opps?.n ?? 0) + (jobs?.n ?? 0) + pendingRevisionCount(db);
}

function pendingRevisions(db: Db, limit: number) {
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      opportunityType: opportunities.opportunityType,
      organizationName: organizations.name,
      submittedAt: listingRevisions.createdAt,
    })
    .from(listingRevisions)
    .innerJoin(opportunities, eq(opportunities.id, listingRevisions.opportunityId))
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .orderBy(asc(listingRevisions.createdAt), asc(listingRevisions.opportunityId))
    .limit(limit)
    .all();
}

/** The oldest `limit` pending submissions of either kind, and how many there are in all. */
export function pendingQueue(db: Db, limit = 100): { items: PendingItem[]; total: number } {
  const opps = listAdminOpportunities(db, { status: "pending", limit });
  const jobs = listJobs(db, { status: "pending", limit });
  const items: PendingItem[] = [
    ...opps.items.map((item) => ({
      kind: "opportunity" as const,
      key: `opportunity-${item.id}`,
      postedAt: new Date(item.postedAt),
      item,
    })),
    ...jobs.jobs.map((item) => ({ kind: "job" as const, key: `job-${item.id}`, postedAt: new Date(item.postedAt), item })),
    ...pendingRevisions(db, limit).map(({ submittedAt, ...item }) => ({
      kind: "revision" as const,
      key: `revision-${item.id}`,
      postedAt: new Date(submittedAt),
      item,
    })),
  ];
  // Oldest first; at the same instant, opportunities, then jobs, then edits, then by id (a stable order).
  const rank = { opportunity: 0, job: 1, revision: 2 } as const;
  items.sort((a, b) => +a.postedAt - +b.postedAt || rank[a.kind] - rank[b.kind] || a.item.id - b.item.id);
  return { items: items.slice(0, limit), total: opps.total + jobs.total + pendingRevisionCount(db) };
}
