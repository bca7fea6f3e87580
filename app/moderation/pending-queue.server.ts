/**
 * The Pending Approvals queue: every pending submission of both kinds (the
 * opportunities /submit creates and legacy job listings) in one list, oldest
 * first (docs/decisions/140-one-pending-queue.md).
 */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { jobListings, opportunities } from "../../db/schema";
import { type AdminJob, listJobs } from "./jobs.server";
import { type AdminOpportunity, listAdminOpportunities } from "./queries.server";

export type PendingItem =
  | { kind: "opportunity"; key: string; postedAt: Date; item: AdminOpportunity }
  | { kind: "job"; key: string; postedAt: Date; item: AdminJob };

/** How many submissions wait for review: the tab badge and the dashboard's Pending Approval card. */
export function pendingCount(db: Db): number {
  const opps = db.select({ n: count() }).from(opportunities).where(eq(opportunities.status, "pending")).get();
  const jobs = db.select({ n: count() }).from(jobListings).where(eq(jobListings.status, "pending")).get();
  return (opps?.n ?? 0) + (jobs?.n ?? 0);
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
  ];
  // Oldest first; at the same instant, opportunities before jobs, then by id (a stable order).
  items.sort(
    (a, b) =>
      +a.postedAt - +b.postedAt ||
      (a.kind === b.kind ? a.item.id - b.item.id : a.kind === "opportunity" ? -1 : 1),
  );
  return { items: items.slice(0, limit), total: opps.total + jobs.total };
}
