/**
 * Visitors' reports of a listing and what admins decide about them.
 *
 * - One open report per listing and address: a second report from the same IP
 *   updates the first (the IP is kept only as an HMAC, `reporterKey`).
 * - 5 reports per IP per hour (the shared rate-limit counters).
 * - Auto-hide: a published listing with open `scam` reports from
 *   REPORTS_AUTO_HIDE distinct addresses is put under review: it leaves search,
 *   feeds and the sitemap (listing_facets.visible, db/migrations/0004) and its page
 *   says so, until an admin decides. The audit log records it.
 * See docs/decisions/130-listing-reports.md.
 */
import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.server";
import { type ReportReason, type ReportStatus, SCAM_REPORT_REASONS } from "../../db/schema";
import { recordAudit } from "../audit/audit-log.server";
import type { Env } from "../lib/env.server";
import { hitRateLimit } from "../lib/rate-limit.server";
import type { OpportunityType } from "../opportunities/constants";
import { type ListingKind, listingPath } from "../opportunities/listing-rules";
import { type Actor, ListingError } from "../opportunities/write.server";
import { REPORT_MESSAGES, type ReportDecision, type ReportInput } from "./schema";
import type { Msg } from "~/i18n/define-texts";
import type { MessageValues } from "~/i18n/translate";
import { REPORT_TEXTS } from "./report-texts";
import {
  endReview,
  findReportableListing,
  loadReportedListing,
  type ReportableListing,
  type ReportTarget,
  reportColumn,
  reportTarget,
  setReportedListingStatus,
} from "./reported-listing.server";

export { findReportableListing };

export const REPORTS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function reporterKey(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`listing-report-ip:${ip}`).digest("base64url");
}

export interface ReportContext {
  db: Db;
  env: Pick<Env, "SESSION_SECRET" | "REPORTS_AUTO_HIDE">;
  ip: string;
  now?: number;
}

/** The most details texts one report keeps from its address (each at most REPORT_DETAILS_MAX characters). */
const REPORT_DETAILS_KEPT = 20;

export type ReportOutcome =
  | { kind: "stored"; id: number; updated: boolean; hidden: boolean }
  | { kind: "not-found" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** The rate limit's message as a message and its values (the API says it in English, a page in its language). */
export function reportRateLimitMessage(retryAfterSeconds: number): { msg: Msg; values: MessageValues } {
  return { msg: REPORT_TEXTS.messages.rateLimited, values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

/** Stores a validated report (or updates this address's open one) and applies the auto-hide rule. */
export function fileReport(ctx: ReportContext, slug: string, input: ReportInput): ReportOutcome {
  const { db } = ctx;
  const now = ctx.now ?? Date.now();
  const run = db.$client.transaction((): ReportOutcome => {
    const listing = findReportableListing(db, slug);
    if (!listing) return { kind: "not-found" };
    const budget = hitRateLimit(db, `listing-report:${ctx.ip}`, {
      limit: REPORTS_PER_IP_PER_HOUR,
      windowMs: HOUR_MS,
      now,
    });
    if (!budget.allowed) return { kind: "rate-limited", retryAfterSeconds: budget.retryAfterSeconds };
    const key = reporterKey(ctx.env.SESSION_SECRET, ctx.ip);
    const values = { reason: input.reason, details: input.details ?? null, email: input.email ?? null, now };
    const column = reportColumn(listing.kind);
    const existing = db.$client
      .prepare(`SELECT id FROM listing_reports WHERE ${column} = ? AND reporter_key = ? AND status = 'open'`)
      .get(listing.id, key) as { id: number } | undefined;
    let id: number;
    if (existing) {
      db.$client
        // A report without details or address keeps the earlier ones; new details text is added (docs/decisions/261).
        .prepare(
          `UPDATE listing_reports SET reason = @reason, email = coalesce(@email, email), updated_at = @now,
             details = CASE
               WHEN @details IS NULL OR json_array_length(coalesce(details, '[]')) >= ${REPORT_DETAILS_KEPT}
                 OR EXISTS (SELECT 1 FROM json_each(coalesce(details, '[]')) WHERE value = @details) THEN details
               ELSE json_insert(coalesce(details, '[]'), '$[#]', @details) END
           WHERE id = @id`,
        )
        .run({ ...values, id: existing.id });
      id = existing.id;
    } else {
      id = Number(
        db.$client
          .prepare(
            `INSERT INTO listing_reports (${column}, reason, details, email, reporter_key, status, created_at, updated_at)
             VALUES (@listing, @reason, CASE WHEN @details IS NULL THEN NULL ELSE json_array(@details) END, @email, @key, 'open', @now, @now)`,
          )
          .run({ ...values, listing: listing.id, key }).lastInsertRowid,
      );
    }
    const hidden = applyAutoHide(db, listing, ctx.env.REPORTS_AUTO_HIDE);
    return { kind: "stored", id, updated: Boolean(existing), hidden };
  });
  return run.immediate();
}

/** Puts a published opportunity under review once enough distinct addresses report it as a scam (a job has no review state). */
function applyAutoHide(db: Db, listing: ReportableListing, threshold: number): boolean {
  if (listing.kind === "job" || threshold <= 0 || listing.status !== "published" || listing.under_review === 1) return false;
  const { n } = db.$client
    .prepare(
      `SELECT count(DISTINCT reporter_key) AS n FROM listing_reports
        WHERE opportunity_id = ? AND status = 'open' AND reason IN (SELECT value FROM json_each(?))`,
    )
    .get(listing.id, JSON.stringify(SCAM_REPORT_REASONS)) as { n: number };
  if (n < threshold) return false;
  db.$client.prepare("UPDATE opportunities SET under_review = 1 WHERE id = ?").run(listing.id);
  recordAudit(db, {
    actorId: null,
    action: "opportunity.hide",
    entityType: "opportunity",
    entityId: listing.id,
    statusBefore: listing.status,
    statusAfter: listing.status,
    details: { title: listing.title, underReview: true, scamReports: n, threshold },
  });
  return true;
}

// ── The admin side ──────────────────────────────────────────────────────────

export interface ReportItem {
  id: number;
  reason: ReportReason;
  /** Every distinct details text the address sent, oldest first. */
  details: string[];
  email: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReportGroup {
  /** The reported listing: an opportunity, or a job (`kind`, and its id among jobs). */
  opportunity: {
    kind: ListingKind;
    id: number;
    title: string;
    slug: string;
    path: string;
    opportunityType: OpportunityType;
    status: string;
    underReview: boolean;
    /** A job's organisation is the one named like its company, if any (id null otherwise). */
    organization: { id: number | null; name: string; verified: boolean };
  };
  count: number;
  /** Open reports per reason, for the reasons that have any. */
  reasons: Partial<Record<ReportReason, number>>;
  latestAt: string;
  reports: ReportItem[];
}

interface OpenReportRow {
  id: number;
  reason: ReportReason;
  details: string | null;
  email: string | null;
  created_at: number;
  updated_at: number;
  opportunity_id: number | null;
  job_id: number | null;
  title: string;
  slug: string;
  type: OpportunityType;
  status: string;
  under_review: number;
  org_id: number | null;
  org_name: string;
  org_verified: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Open reports grouped by listing: the listing with the newest report first, its reports newest first. */
export function listOpenReportGroups(db: Db, { limit = 1000 }: { limit?: number } = {}): ReportGroup[] {
  const rows = db.$client
    .prepare(
      `SELECT r.id, r.reason, r.details, r.email, r.created_at, r.updated_at, r.opportunity_id, r.job_id,
              coalesce(o.title, j.position_title) AS title, coalesce(o.slug, j.slug) AS slug,
              coalesce(o.opportunity_type, 'internship') AS type, coalesce(o.status, j.status) AS status,
              coalesce(o.under_review, 0) AS under_review,
              org.id AS org_id, coalesce(org.name, j.company_name) AS org_name, coalesce(org.verified, 0) AS org_verified
         FROM listing_reports r
         LEFT JOIN opportunities o ON o.id = r.opportunity_id
         LEFT JOIN job_listings j ON j.id = r.job_id
         LEFT JOIN organizations org
           ON org.id = coalesce(o.organization_id, (SELECT id FROM organizations WHERE name = j.company_name COLLATE NOCASE))
        WHERE r.status = 'open'
        ORDER BY r.updated_at DESC, r.id DESC
        LIMIT ?`,
    )
    .all(limit) as OpenReportRow[];
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const target = reportTarget(row);
    const key = `${target.kind}:${target.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        opportunity: {
          kind: target.kind,
          id: target.id,
          title: row.title,
          slug: row.slug,
          path: listingPath(target.kind, row.type, row.slug),
          opportunityType: row.type,
          status: row.status,
          underReview: row.under_review === 1,
          organization: { id: row.org_id, name: row.org_name, verified: row.org_verified === 1 },
        },
        count: 0,
        reasons: {},
        latestAt: iso(row.updated_at),
        reports: [],
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.reasons[row.reason] = (group.reasons[row.reason] ?? 0) + 1;
    group.reports.push({
      id: row.id,
      reason: row.reason,
      details: row.details ? (JSON.parse(row.details) as string[]) : [],
      email: row.email,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    });
  }
  return [...groups.values()];
}

/** Open reports and the listings they concern, for the dashboard and the tab's badge. */
export function openReportCounts(db: Db): { reports: number; listings: number } {
  return db.$client
    .prepare(
      `SELECT count(*) AS reports, count(DISTINCT coalesce(opportunity_id, -job_id)) AS listings FROM listing_reports WHERE status = 'open'`,
    )
    .get() as { reports: number; listings: number };
}

function loadListing(db: Db, target: ReportTarget) {
  const row = loadReportedListing(db, target);
  if (!row) throw new ListingError(404, REPORT_MESSAGES.notFound);
  return row;
}

function closeOpenReports(db: Db, target: ReportTarget, status: Exclude<ReportStatus, "open">, actor: Actor, now: number) {
  return db.$client
    .prepare(
      `UPDATE listing_reports SET status = @status, decided_by = @actor, decided_at = @now, updated_at = @now
        WHERE ${reportColumn(target.kind)} = @id AND status = 'open'`,
    )
    .run({ status, actor: actor.id, now, id: target.id }).changes;
}

export const DECISION_DONE: Record<ReportDecision, string> = {
  dismiss: "The reports were dismissed; the listing stays as it is.",
  close: "The listing is closed and its reports are resolved.",
  unpublish: "The listing is back in the pending queue and its reports are resolved.",
};

/**
 * An admin's decision on a listing's open reports: dismiss them all (the listing
 * stays, and is shown again if it was under review), close the listing (its page
 * stays, marked closed), or unpublish it (back to pending, with the note as a flag).
 */
export function decideListingReports(
  db: Db,
  actor: Actor,
  listingOrOpportunityId: ReportTarget | number,
  decision: ReportDecision,
  { note, now = Date.now() }: { note?: string; now?: number } = {},
): { reports: number } {
  const target: ReportTarget =
    typeof listingOrOpportunityId === "number" ? { kind: "opportunity", id: listingOrOpportunityId } : listingOrOpportunityId;
  // The audit names the listing as its kind: "opportunity.close", "job.close".
  const entityType = target.kind;
  const run = db.$client.transaction(() => {
    const listing = loadListing(db, target);
    if (decision === "dismiss") {
      const reports = closeOpenReports(db, target, "dismissed", actor, now);
      endReview(db, target, now);
      recordAudit(db, {
        actorId: actor.id,
        action: `${entityType}.dismiss_reports`,
        entityType,
        entityId: target.id,
        statusBefore: listing.status,
        statusAfter: listing.status,
        details: { title: listing.title, reports, underReviewBefore: listing.under_review === 1 },
      });
      return { reports };
    }
    const to = decision === "close" ? "expired" : "pending";
    // Only a listing with a public page can be reported, so it is published or expired.
    if (listing.status !== "published" && listing.status !== "expired") {
      throw new ListingError(409, `An opportunity cannot go from ${listing.status} to ${to}`);
    }
    const flags = parseFlags(listing.flags);
    if (decision === "unpublish") flags.push(note ? `Unpublished after reports: ${note}` : "Unpublished after reports");
    // A status change also ends the review (trigger opportunities_under_review_clear).
    setReportedListingStatus(db, target, to, flags, now);
    const reports = closeOpenReports(db, target, "resolved", actor, now);
    recordAudit(db, {
      actorId: actor.id,
      action: `${entityType}.${decision === "close" ? "close" : "unpublish"}`,
      entityType,
      entityId: target.id,
      statusBefore: listing.status,
      statusAfter: to,
      details: { title: listing.title, reports, ...(note ? { note } : {}) },
    });
    return { reports };
  });
  return run.immediate();
}

function parseFlags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return [];
  }
}

export const REPORT_NOT_FOUND = "Report not found";

/**
 * PATCH /api/admin/reports/{id}: one report dismissed or resolved. When its
 * listing has no open report left, a review it was under ends.
 */
export function setReportStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: "dismissed" | "resolved",
  now = Date.now(),
) {
  const run = db.$client.transaction(() => {
    const report = db.$client
      .prepare("SELECT id, opportunity_id, job_id, status FROM listing_reports WHERE id = ?")
      .get(id) as { id: number; opportunity_id: number | null; job_id: number | null; status: ReportStatus } | undefined;
    if (!report) throw new ListingError(404, REPORT_NOT_FOUND);
    const target = reportTarget(report);
    db.$client
      .prepare("UPDATE listing_reports SET status = ?, decided_by = ?, decided_at = ?, updated_at = ? WHERE id = ?")
      .run(status, actor.id, now, now, id);
    const { open } = db.$client
      .prepare(`SELECT count(*) AS open FROM listing_reports WHERE ${reportColumn(target.kind)} = ? AND status = 'open'`)
      .get(target.id) as { open: number };
    if (open === 0) endReview(db, target, now);
    // The listing is named by its kind: opportunityId for an opportunity (as before), jobId for a job.
    const listing = target.kind === "job" ? { jobId: target.id } : { opportunityId: target.id };
    recordAudit(db, {
      actorId: actor.id,
      action: status === "dismissed" ? "report.dismiss" : "report.resolve",
      entityType: "report",
      entityId: id,
      statusBefore: report.status,
      statusAfter: status,
      details: listing,
    });
    return { id, ...listing, status, openReportsLeft: open };
  });
  return run.immediate();
}
