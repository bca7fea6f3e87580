/**
 * What a poster can do with the private link: see the listing's status, close it,
 * move its deadline, edit it (a published listing's edit waits for review as a
 * revision), and ask for the links again. Every action is audited with the actor "poster".
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  attributeDefinitions,
  listingPosters,
  listingRevisions,
  manageTokens,
  opportunities,
  opportunityAttributes,
  organizations,
} from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { normaliseEmail } from "~/mail/address";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { OpportunityType } from "~/opportunities/constants";
import { isClosed, listingPath } from "~/opportunities/listing-rules";
import { indiaToday } from "~/submissions/deadline-city-values";
import {
  findOrCreateOrganization,
  getOpportunityAttributes,
  getOpportunityWithOrganization,
  setOpportunityAttributes,
} from "~/opportunities/store.server";
import type { SubmissionValue } from "~/submissions/schema";
import { type NoticeSite, queuePosterNotice } from "./notices.server";
import type { ManagedStatus } from "./copy";
import { MANAGE_MESSAGES } from "./schema";
import { hashManageToken, looksLikeManageToken } from "./tokens.server";

export class ManageError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}


function immediate<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

function audit(db: Db, id: number, action: string, before: string, after: string, details: Record<string, unknown>) {
  recordAudit(db, {
    actorId: null,
    action: `opportunity.${action}`,
    entityType: "opportunity",
    entityId: id,
    statusBefore: before,
    statusAfter: after,
    details: { actor: "poster", ...details },
  });
}

/** The listing a manage token opens, or null (unknown, malformed). */
export function findManagedListing(db: Db, token: string, now = Date.now()) {
  if (!looksLikeManageToken(token)) return null;
  const row = db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      opportunityType: opportunities.opportunityType,
      slug: opportunities.slug,
      status: opportunities.status,
      expiresAt: opportunities.expiresAt,
      postedAt: opportunities.postedAt,
      rejectionReason: opportunities.rejectionReason,
      archived: opportunities.archived,
      organization: organizations.name,
      organizationLogo: organizations.logo,
      revisionAt: listingRevisions.createdAt,
    })
    .from(manageTokens)
    .innerJoin(opportunities, eq(opportunities.id, manageTokens.opportunityId))
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .leftJoin(listingRevisions, eq(listingRevisions.opportunityId, opportunities.id))
    .where(eq(manageTokens.tokenHash, hashManageToken(token)))
    .get();
  if (!row) return null;
  const closed = row.status === "expired" || (row.status === "published" && isClosed(row.expiresAt, now));
  const state: ManagedStatus = closed
    ? "closed"
    : row.status === "published"
      ? "published"
      : row.status === "rejected"
        ? "rejected"
        : row.status === "pending"
          ? "pending"
          : "unpublished";
  return {
    ...row,
    state,
    publicPath: row.status === "published" || row.status === "expired" ? listingPath("opportunity", row.opportunityType, row.slug) : null,
    hasRevision: row.revisionAt !== null,
  };
}

export type ManagedListing = NonNullable<ReturnType<typeof findManagedListing>>;

function loadStatus(db: Db, id: number) {
  const row = db
    .select({ status: opportunities.status, expiresAt: opportunities.expiresAt, title: opportunities.title })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .get();
  if (!row) throw new ManageError(404, "Listing not found");
  return row;
}

/**
 * "Position filled": the listing closes now, as the team's close does (status expired),
 * and its deadline becomes today (India), so its page says the day it closed.
 */
export function closeListing(db: Db, id: number, now = Date.now()) {
  immediate(db, () => {
    const before = loadStatus(db, id);
    if (before.status === "expired" || (before.status === "published" && isClosed(before.expiresAt, now))) {
      throw new ManageError(409, MANAGE_MESSAGES.alreadyClosed);
    }
    if (before.status !== "published") throw new ManageError(409, MANAGE_MESSAGES.notPublishedForClose);
    db.update(opportunities)
      .set({ status: "expired", expiresAt: new Date(`${indiaToday(now)}T00:00:00Z`), updatedAt: new Date(now) })
      .where(eq(opportunities.id, id))
      .run();
    // The poster closed it: no "your listing is closed" mail about it.
    db.update(listingPosters).set({ closedNoticeAt: new Date(now) }).where(eq(listingPosters.opportunityId, id)).run();
    audit(db, id, "poster-close", before.status, "expired", {
      title: before.title,
      previousDeadline: before.expiresAt?.toISOString().slice(0, 10) ?? null,
    });
  });
}

/** A listing closed by its deadline or by a close, which a new deadline would open again. */
export function isClosedListing(status: string, expiresAt: Date | null, now: number): boolean {
  return status === "expired" || (status === "published" && isClosed(expiresAt, now));
}

/**
 * Sets the deadline (YYYY-MM-DD, already checked by `extendSchema`) of a published or
 * pending listing. A closed listing opens again only when the poster said so (`reopen`):
 * one closed by its deadline goes back on the board; one closed by a close (the poster's
 * or the team's) goes back to review, so a listing the team closed is never reopened unseen.
 */
export function extendDeadline(db: Db, id: number, deadline: string, now = Date.now(), { reopen = false } = {}) {
  immediate(db, () => {
    const before = loadStatus(db, id);
    const closed = isClosedListing(before.status, before.expiresAt, now);
    if (closed && !reopen) throw new ManageError(409, MANAGE_MESSAGES.reopenUnconfirmed);
    if (before.status !== "published" && before.status !== "pending" && !(closed && before.status === "expired")) {
      throw new ManageError(409, MANAGE_MESSAGES.notExtendable);
    }
    const status = before.status === "expired" ? "pending" : before.status;
    db.update(opportunities)
      .set({ status, expiresAt: new Date(`${deadline}T00:00:00Z`), updatedAt: new Date(now) })
      .where(eq(opportunities.id, id))
      .run();
    // A new deadline earns a new reminder and, later, a new closed notice.
    db.update(listingPosters).set({ remindedFor: null, closedNoticeAt: null }).where(eq(listingPosters.opportunityId, id)).run();
    audit(db, id, closed ? "poster-reopen" : "poster-extend", before.status, status, {
      title: before.title,
      previousDeadline: before.expiresAt?.toISOString().slice(0, 10) ?? null,
      deadline,
    });
  });
}

/** Withdraws a submission still waiting for review: it is deleted, and its link stops working. */
export function withdrawSubmission(db: Db, id: number) {
  immediate(db, () => {
    const before = loadStatus(db, id);
    if (before.status !== "pending") throw new ManageError(409, MANAGE_MESSAGES.notWithdrawable);
    db.delete(opportunities).where(eq(opportunities.id, id)).run();
    audit(db, id, "poster-withdraw", before.status, "deleted", { title: before.title });
  });
}

// ── Editing ─────────────────────────────────────────────────────────────────

/** The form's fields as strings, the way /submit posts them. */
export type SubmissionFormValues = Record<string, string | undefined>;

function valueToForm(value: SubmissionValue): SubmissionFormValues {
  return {
    opportunityType: value.opportunityType,
    companyName: value.companyName,
    positionTitle: value.positionTitle,
    category: value.category,
    location: value.location ?? undefined,
    city: value.city ?? undefined,
    duration: value.duration,
    offersStipend: value.offersStipend ? "on" : undefined,
    salary: value.salary ?? undefined,
    description: value.description,
    requirements: value.requirements,
    applicationInstructions: value.applicationInstructions,
    applicationUrl: value.applicationUrl,
    companyLogo: value.companyLogo ?? undefined,
    skills: value.skills.join(", "),
  };
}

/** The listing as the submission form shows it (the approved text; see `editFormValues`). */
export function currentFormValues(db: Db, id: number): SubmissionFormValues {
  const row = getOpportunityWithOrganization(db, id, {
      opportunityType: opportunities.opportunityType,
      title: opportunities.title,
      location: opportunities.location,
      city: opportunities.city,
      description: opportunities.description,
      requirements: opportunities.requirements,
      applicationInstructions: opportunities.applicationInstructions,
      applicationUrl: opportunities.applicationUrl,
      organization: organizations.name,
      logo: organizations.logo,
    });
  if (!row) throw new ManageError(404, "Listing not found");
  const attributes = getOpportunityAttributes(db, [id]).get(id) ?? {};
  const skills = Array.isArray(attributes.skills) ? attributes.skills : [];
  return {
    opportunityType: row.opportunityType,
    companyName: row.organization,
    positionTitle: row.title,
    category: typeof attributes.category === "string" ? attributes.category : undefined,
    location: row.location ?? undefined,
    city: row.city ?? undefined,
    duration: typeof attributes.duration === "string" ? attributes.duration : undefined,
    offersStipend: attributes.hasPaid === true ? "on" : undefined,
    salary: typeof attributes.stipend === "string" ? attributes.stipend : undefined,
    description: row.description,
    requirements: row.requirements ?? undefined,
    applicationInstructions: row.applicationInstructions ?? undefined,
    applicationUrl: row.applicationUrl ?? undefined,
    companyLogo: row.logo && /^https?:\/\//.test(row.logo) ? row.logo : undefined,
    skills: skills.join(", "),
  };
}

function pendingRevision(db: Db, id: number): SubmissionValue | null {
  const row = db.select({ data: listingRevisions.data }).from(listingRevisions).where(eq(listingRevisions.opportunityId, id)).get();
  return row ? (row.data as unknown as SubmissionValue) : null;
}

/** What the edit form starts from: the revision waiting for review, else the listing. */
export function editFormValues(db: Db, id: number): SubmissionFormValues {
  const revision = pendingRevision(db, id);
  return revision ? valueToForm(revision) : currentFormValues(db, id);
}

/** Writes a submission's fields onto an opportunity (its type and slug never change). */
function applySubmission(db: Db, id: number, value: SubmissionValue, now: number, extra: Partial<typeof opportunities.$inferInsert>) {
  const organizationId = findOrCreateOrganization(db, value.companyName, { logo: value.companyLogo });
  const current = db.select({ type: opportunities.opportunityType }).from(opportunities).where(eq(opportunities.id, id)).get()!;
  db.update(opportunities)
    .set({
      title: value.positionTitle,
      organizationId,
      location: current.type === "fellowship" ? null : value.location,
      city: current.type === "fellowship" ? null : value.city,
      description: value.description,
      requirements: value.requirements,
      applicationInstructions: value.applicationInstructions,
      applicationUrl: value.applicationUrl,
      updatedAt: new Date(now),
      ...extra,
    })
    .where(eq(opportunities.id, id))
    .run();
  setOpportunityAttributes(db, id, {
    category: value.category,
    duration: value.duration,
    stipend: value.offersStipend && value.salary ? value.salary : undefined,
    hasPaid: value.offersStipend,
    skills: value.skills.length > 0 ? value.skills : undefined,
  });
  // Values the poster removed are removed, not kept from before.
  const removed = [
    ...(value.offersStipend && value.salary ? [] : ["stipend"]),
    ...(value.skills.length > 0 ? [] : ["skills"]),
  ];
  if (removed.length > 0) {
    const ids = db
      .select({ id: attributeDefinitions.id })
      .from(attributeDefinitions)
      .where(inArray(attributeDefinitions.name, removed))
      .all()
      .map((r) => r.id);
    if (ids.length > 0) {
      db.delete(opportunityAttributes)
        .where(and(eq(opportunityAttributes.opportunityId, id), inArray(opportunityAttributes.attributeId, ids)))
        .run();
    }
  }
}

export type EditOutcome = "resubmitted" | "revision";

/**
 * A pending or not-approved listing is updated and goes (back) to review as pending;
 * a published one keeps its public text and gets a revision for the team to review.
 */
export function saveManagedEdit(db: Db, id: number, value: SubmissionValue, now = Date.now()): EditOutcome {
  return immediate(db, () => {
    const before = loadStatus(db, id);
    if (before.status === "pending" || before.status === "rejected") {
      applySubmission(db, id, value, now, { status: "pending", rejectionReason: null });
      audit(db, id, "poster-edit", before.status, "pending", { title: value.positionTitle });
      return "resubmitted";
    }
    if (before.status === "published") {
      const data = value as unknown as Record<string, unknown>;
      db.insert(listingRevisions)
        .values({ opportunityId: id, data, createdAt: new Date(now) })
        .onConflictDoUpdate({ target: listingRevisions.opportunityId, set: { data, createdAt: new Date(now) } })
        .run();
      audit(db, id, "poster-revision", before.status, before.status, { title: before.title, proposedTitle: value.positionTitle });
      return "revision";
    }
    throw new ManageError(409, "This listing can no longer be edited");
  });
}

// ── Revisions, for the team ───────────────────────────────────────────────────

export const REVISION_FIELDS: { name: keyof SubmissionFormValues & string; label: string }[] = [
  { name: "companyName", label: "Organization Name" },
  { name: "positionTitle", label: "Title" },
  { name: "category", label: "Category" },
  { name: "location", label: "Location Type" },
  { name: "city", label: "City" },
  { name: "duration", label: "Duration" },
  { name: "offersStipend", label: "Stipend offered" },
  { name: "salary", label: "Stipend Amount" },
  { name: "description", label: "Description" },
  { name: "requirements", label: "Requirements" },
  { name: "applicationInstructions", label: "Application Instructions" },
  { name: "applicationUrl", label: "Application URL" },
  { name: "companyLogo", label: "Organization Logo URL" },
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
  return { changes };
}

/** Publishes the revision's text (the listing stays published) and tells the poster. */
export function approveRevision(db: Db, adminId: number, id: number, site: NoticeSite, now = Date.now()) {
  immediate(db, () => {
    const revision = pendingRevision(db, id);
    if (!revision) throw new ManageError(404, "There is no revision to review");
    const before = loadStatus(db, id);
    applySubmission(db, id, revision, now, {});
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

/** The poster's email of an opportunity, for admins only. */
export function posterEmailOf(db: Db, id: number): string | null {
  return db.select({ email: listingPosters.email }).from(listingPosters).where(eq(listingPosters.opportunityId, id)).get()?.email ?? null;
}

export function posterEmailsOf(db: Db, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: listingPosters.opportunityId, email: listingPosters.email })
    .from(listingPosters)
    .where(inArray(listingPosters.opportunityId, ids))
    .all();
  return new Map(rows.map((r) => [r.id, r.email]));
}

// ── Lost links ──────────────────────────────────────────────────────────────

const HOUR_MS = 3_600_000;
export const LOST_LINK_LIMITS = { perIp: 10, perAddress: 3 } as const;

/**
 * Mails a fresh manage link for each listing of `email` (the newest 20). The answer
 * never says whether the address is known; over the limits nothing is sent.
 */
export function requestManageLinks(db: Db, site: NoticeSite, email: string, ip: string, now = Date.now()): { limited: boolean } {
  const address = normaliseEmail(email);
  const byIp = hitRateLimit(db, `manage-link-ip:${ip}`, { limit: LOST_LINK_LIMITS.perIp, windowMs: HOUR_MS, now });
  const byAddress = hitRateLimit(db, `manage-link-email:${address}`, { limit: LOST_LINK_LIMITS.perAddress, windowMs: HOUR_MS, now });
  if (!byIp.allowed || !byAddress.allowed) return { limited: true };
  immediate(db, () => {
    const listings = db
      .select({ id: listingPosters.opportunityId })
      .from(listingPosters)
      .where(eq(listingPosters.email, address))
      .orderBy(desc(listingPosters.createdAt))
      .limit(20)
      .all();
    for (const { id } of listings) queuePosterNotice(db, site, id, { kind: "lost-link" });
  });
  return { limited: false };
}

export type { OpportunityType };

/** For the admin screens: each listing's poster email and whether an edit waits for review. */
export function posterInfoFor(db: Db, ids: number[]): Record<number, { email: string | null; revision: boolean }> {
  const info: Record<number, { email: string | null; revision: boolean }> = {};
  if (ids.length === 0) return info;
  for (const [id, email] of posterEmailsOf(db, ids)) info[id] = { email, revision: false };
  const revisions = db
    .select({ id: listingRevisions.opportunityId })
    .from(listingRevisions)
    .where(inArray(listingRevisions.opportunityId, ids))
    .all();
  for (const { id } of revisions) info[id] = { email: info[id]?.email ?? null, revision: true };
  return info;
}
