/**
 * What a poster's private link opens, and what every poster action shares: the error
 * with its HTTP status, the write transaction, the status check and the audit entry
 * (actor "poster"). The actions live beside it: lifecycle (close, extend, reopen,
 * withdraw), edits, revisions (the team's review), lost links.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Msg } from "~/i18n/define-texts";
import type { Db } from "../../db/client.server";
import { listingRevisions, manageTokens, opportunities, organizations } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import type { OpportunityType } from "~/opportunities/constants";
import { isClosed, listingPath } from "~/opportunities/listing-rules";
import { POSTER_TEXTS, type ManagedStatus } from "./texts";
import { hashManageToken, looksLikeManageToken } from "./tokens.server";

export class ManageError extends Error {
  /** The refusal as a message, for the page's language (its English is `message`). */
  readonly msg: Msg | null;
  constructor(
    readonly status: 400 | 404 | 409,
    message: string | Msg,
  ) {
    super(typeof message === "string" ? message : message.message);
    this.msg = typeof message === "string" ? null : message;
  }
}

export function immediate<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

export function auditPosterAction(db: Db, id: number, action: string, before: string, after: string, details: Record<string, unknown>) {
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

/** The listing a manage token opens, or null (unknown, malformed, replaced by a newer lost-link mail). */
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
    .where(and(eq(manageTokens.tokenHash, hashManageToken(token)), isNull(manageTokens.supersededAt)))
    .get();
  if (!row) return null;
  return {
    ...row,
    state: managedState(row, now),
    publicPath: publicPathOf(row),
    hasRevision: row.revisionAt !== null,
  };
}

/** A listing's status as its poster reads it (the manage page, "Your listings"). */
export function managedState(row: { status: string; expiresAt: Date | null }, now = Date.now()): ManagedStatus {
  if (row.status === "expired" || (row.status === "published" && isClosed(row.expiresAt, now))) return "closed";
  return row.status === "published" ? "published" : row.status === "rejected" ? "rejected" : row.status === "pending" ? "pending" : "unpublished";
}

/** The public page of a listing that was ever public, else null. */
export function publicPathOf(row: { status: string; opportunityType: OpportunityType; slug: string }): string | null {
  return row.status === "published" || row.status === "expired" ? listingPath("opportunity", row.opportunityType, row.slug) : null;
}

export type ManagedListing = NonNullable<ReturnType<typeof findManagedListing>>;

export function loadStatus(db: Db, id: number) {
  const row = db
    .select({ status: opportunities.status, expiresAt: opportunities.expiresAt, title: opportunities.title })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .get();
  if (!row) throw new ManageError(404, POSTER_TEXTS.messages.listingNotFound);
  return row;
}
