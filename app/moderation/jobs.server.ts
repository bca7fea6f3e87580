/**
 * Legacy job listings in the back office: Pending Approvals, the jobs list,
 * Edit Job Listing, their transitions and /api/admin/jobs.
 * Shared by the pages and /api/admin/jobs/*; every change is audited.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { jobListings, type ListingStatus } from "../../db/schema";
import { recordAudit } from "../audit/audit-log.server";
import { LEGACY_REJECTION_REASON } from "../opportunities/constants";
import { monthlyStipendRupees } from "../opportunities/stipend-amount";
import { type Actor, ListingError } from "../opportunities/write.server";
import { adminListPage } from "./list-page.server";
import { JOB_MESSAGES, type JobEditInput } from "./schemas";
import { findTransition, JOB_TRANSITIONS } from "./transitions";

export const JOB_NOT_FOUND = "Job not found";

/** The legacy admin view of a job (§3 "Shapes seen by the admin screens"). */
const jobColumns = {
  id: jobListings.id,
  slug: jobListings.slug,
  companyName: jobListings.companyName,
  positionTitle: jobListings.positionTitle,
  category: jobListings.category,
  location: jobListings.location,
  duration: jobListings.duration,
  salary: jobListings.salary,
  description: jobListings.description,
  requirements: jobListings.requirements,
  applicationInstructions: jobListings.applicationInstructions,
  applicationUrl: jobListings.applicationUrl,
  companyLogo: jobListings.companyLogo,
  applicationDeadline: jobListings.applicationDeadline,
  postedAt: jobListings.postedAt,
  status: jobListings.status,
  rejectionReason: jobListings.rejectionReason,
  featured: jobListings.featured,
};

function selectJobs(db: Db) {
  return db.select(jobColumns).from(jobListings);
}

export type AdminJob = ReturnType<ReturnType<typeof selectJobs>["all"]>[number];

export interface JobListFilters {
  status?: ListingStatus | null;
  q?: string | null;
  limit?: number;
  offset?: number;
}

function jobWhere(filters: JobListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(jobListings.status, filters.status));
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    conditions.push(
      sql`(instr(lower(${jobListings.positionTitle}), ${q}) > 0 or instr(lower(${jobListings.companyName}), ${q}) > 0)`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Jobs for the admin lists, newest first (pending ones oldest first: a queue). */
export function listJobs(db: Db, filters: JobListFilters = {}): { jobs: AdminJob[]; total: number } {
  const where = jobWhere(filters);
  const jobs = adminListPage(selectJobs(db).where(where).$dynamic(), jobListings, filters).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(jobListings).where(where).get()?.n ?? 0;
  return { jobs, total };
}

export function getJob(db: Db, id: number): AdminJob {
  const job = selectJobs(db).where(eq(jobListings.id, id)).get();
  if (!job) throw new ListingError(404, JOB_NOT_FOUND);
  return job;
}

function immediate<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

/**
 * Moves a job along the legacy table (§4): pending→published (Approve; pending→draft too, for the API),
 * pending→rejected (Reject, default reason 'Does not meet our guidelines'),
 * draft→published (Publish), published→draft (Unpublish). Anything else: 409.
 * A job that leaves "published" is no longer featured (featured only while published).
 */
export function changeJobStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: string,
  options: { rejectionReason?: string | null } = {},
): { from: ListingStatus; to: ListingStatus; action: string } {
  return immediate(db, () => {
    const before = getJob(db, id);
    const transition = findTransition(JOB_TRANSITIONS, before.status, to);
    if (!transition) throw new ListingError(409, `A job cannot go from ${before.status} to ${to}`);
    const reason = options.rejectionReason?.trim() || LEGACY_REJECTION_REASON;
    const now = new Date();
    db.update(jobListings)
      .set({
        status: transition.to,
        rejectionReason: transition.to === "rejected" ? reason : null,
        ...(transition.action === "approve" ? { approvedBy: actor.id, approvedAt: now } : {}),
        ...(transition.to !== "published" ? { featured: false } : {}),
        updatedAt: now,
      })
      .where(eq(jobListings.id, id))
      .run();
    recordAudit(db, {
      actorId: actor.id,
      action: `job.${transition.action}`,
      entityType: "job",
      entityId: id,
      statusBefore: before.status,
      statusAfter: transition.to,
      details: {
        title: before.positionTitle,
        company: before.companyName,
        ...(transition.to === "rejected" ? { rejectionReason: reason } : {}),
        ...(before.featured && transition.to !== "published" ? { unfeatured: true } : {}),
      },
    });
    return { from: before.status, to: transition.to, action: transition.action };
  });
}

/** Featured can be switched on only while the job is published (§4); off at any time. */
export function setJobFeatured(db: Db, actor: Actor, id: number, featured: boolean): void {
  immediate(db, () => {
    const before = getJob(db, id);
    if (featured && before.status !== "published") throw new ListingError(409, JOB_MESSAGES.featuredOnlyPublished);
    db.update(jobListings).set({ featured, updatedAt: new Date() }).where(eq(jobListings.id, id)).run();
    recordAudit(db, {
      actorId: actor.id,
      action: featured ? "job.feature" : "job.unfeature",
      entityType: "job",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: { title: before.positionTitle, featured },
    });
  });
}

/** Saves the edit form (or the PATCH body). The slug and status never change here. */
export function updateJob(db: Db, actor: Actor, id: number, input: JobEditInput): void {
  immediate(db, () => {
    const before = getJob(db, id);
    if (input.featured === true && before.status !== "published") {
      throw new ListingError(409, JOB_MESSAGES.featuredOnlyPublished);
    }
    db.update(jobListings)
      .set({
        companyName: input.companyName,
        positionTitle: input.positionTitle,
        category: input.category,
        location: input.location,
        duration: input.duration,
        salary: input.salary,
        salaryMonthly: monthlyStipendRupees(input.salary),
        description: input.description,
        requirements: input.requirements,
        applicationInstructions: input.applicationInstructions,
        applicationUrl: input.applicationUrl,
        companyLogo: input.companyLogo,
        applicationDeadline: input.applicationDeadline,
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        updatedAt: new Date(),
      })
      .where(eq(jobListings.id, id))
      .run();
    recordAudit(db, {
      actorId: actor.id,
      action: "job.update",
      entityType: "job",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: {
        title: input.positionTitle,
        ...(before.positionTitle !== input.positionTitle ? { previousTitle: before.positionTitle } : {}),
        ...(input.featured !== undefined && input.featured !== before.featured ? { featured: input.featured } : {}),
      },
    });
  });
}

export function deleteJob(db: Db, actor: Actor, id: number): void {
  immediate(db, () => {
    const before = getJob(db, id);
    db.delete(jobListings).where(eq(jobListings.id, id)).run();
    recordAudit(db, {
      actorId: actor.id,
      action: "job.delete",
      entityType: "job",
      entityId: id,
      statusBefore: before.status,
      details: { title: before.positionTitle, company: before.companyName },
    });
  });
}
