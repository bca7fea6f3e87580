/** A published listing's edit waiting for review: the team's diff, approval and rejection. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingRevisions, opportunities } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { applySubmission, currentFormValues, pendingRevision, type SubmissionFormValues, valueToForm } from "./edits.server";
import { immediate, loadStatus, ManageError } from "./managed-listing.server";
import { type NoticeSite, queuePosterNotice } from "./notices.server";

export const REVISION_FIELDS: { name: keyof SubmissionFormValues & string; label: string }[] = [
  { name: "companyName", label: "Organisation name" },
  { name: "positionTitle", label: "Title" },
  { name: "category", label: "Category" },
  { name: "location", label: "Location type" },
  { name: "city", label: "City" },
  { name: "duration", label: "Duration" },
  { name: "offersStipend", label: "Stipend offered" },
  { name: "salary", label: "Stipend amount" },
  { name: "description", label: "Description" },
  { name: "requirements", label: "Requirements" },
  { name: "applicationInstructions", label: "Application instructions" },
  { name: "applicationUrl", label: "Application URL" },
  { name: "companyLogo", label: "Organisation logo URL" },
  { name: "skills", label: "Skills" },
];

export interface RevisionChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The pending revision of an opportunity, field by field against the published text; null when none. */
export function revisionDiff(db: Db, id: number) {
  const revision = pendingRevision(db, id);
  if (!revision) return null;
  const before = currentFormValues(db, id);
  const after = valueToForm(revision);
  const show = (name: string, v: string | undefined) => (name === "offersStipend" ? (v === "on" ? "Yes" : "No") : (v ?? ""));
  const changes: RevisionChange[] = REVISION_FIELDS.filter((f) => (before[f.name] ?? "") !== (after[f.name] ?? "")).map((f) => ({
    field: f.name,
    label: f.label,
    before: show(f.name, before[f.name]),
    after: show(f.name, after[f.name]),
  }));
  // The proposed text's signals (app/trust/signals.ts), computed when the poster saved it.
  const flags = db.select({ flags: listingRevisions.flags }).from(listingRevisions).where(eq(listingRevisions.opportunityId, id)).get()?.flags ?? [];
  return { changes, flags };
}

/** Publishes the revision's text (the listing stays published) and tells the poster. */
export function approveRevision(db: Db, adminId: number, id: number, site: NoticeSite, now = Date.now()) {
  immediate(db, () => {
    const revision = pendingRevision(db, id);
    if (!revision) throw new ManageError(404, "There is no revision to review");
    const before = loadStatus(db, id);
    applySubmission(db, id, revision, now, {}, { reviewed: true });
    db.delete(listingRevisions).where(eq(listingRevisions.opportunityId, id)).run();
    recordAudit(db, {
      actorId: adminId,
      action: "opportunity.approve-revision",
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: { title: revision.positionTitle },
    });
    queuePosterNotice(db, site, id, { kind: "revision-approved" });
  });
}

/** Drops the revision (the public text stays) and tells the poster why. */
export function rejectRevision(db: Db, adminId: number, id: number, reason: string, site: NoticeSite) {
  immediate(db, () => {
    if (!pendingRevision(db, id)) throw new ManageError(404, "There is no revision to review");
    const before = loadStatus(db, id);
    db.delete(listingRevisions).where(eq(listingRevisions.opportunityId, id)).run();
    recordAudit(db, {
      actorId: adminId,
      action: "opportunity.reject-revision",
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: { title: before.title, rejectionReason: reason },
    });
    queuePosterNotice(db, site, id, { kind: "revision-rejected", reason });
  });
}

/** Published listings with an edit waiting for review, oldest first. */
export function listPendingRevisions(db: Db) {
  return db
    .select({ id: opportunities.id, title: opportunities.title, type: opportunities.opportunityType, submittedAt: listingRevisions.createdAt })
    .from(listingRevisions)
    .innerJoin(opportunities, eq(opportunities.id, listingRevisions.opportunityId))
    .orderBy(listingRevisions.createdAt)
    .all();
}
