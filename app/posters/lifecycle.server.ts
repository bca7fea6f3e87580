/** A poster's close, new deadline (and reopen) and withdrawal, each audited with the actor "poster". */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, opportunities } from "../../db/schema";
import { isClosed } from "~/opportunities/listing-rules";
import { indiaToday } from "~/submissions/deadline-city-values";
import { auditPosterAction, immediate, loadStatus, ManageError } from "./managed-listing.server";
import { MANAGE_MESSAGES } from "./schema";
import { restartStillOpenClock } from "./still-open.server";

/**
 * "Position filled": the listing closes now, as the team's close does (status expired),
 * and its deadline becomes today (India), so its page says the day it closed.
 */
export function closeListing(db: Db, id: number, now = Date.now(), { reason }: { reason?: "filled" | "later" } = {}) {
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
    auditPosterAction(db, id, "poster-close", before.status, "expired", {
      title: before.title,
      previousDeadline: before.expiresAt?.toISOString().slice(0, 10) ?? null,
      ...(reason ? { reason } : {}),
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
    // A new deadline earns a new reminder and, later, a new closed notice; and starts the "still open?" clock again.
    db.update(listingPosters).set({ remindedFor: null, closedNoticeAt: null }).where(eq(listingPosters.opportunityId, id)).run();
    restartStillOpenClock(db, id, now);
    auditPosterAction(db, id, closed ? "poster-reopen" : "poster-extend", before.status, status, {
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
    auditPosterAction(db, id, "poster-withdraw", before.status, "deleted", { title: before.title });
  });
}
