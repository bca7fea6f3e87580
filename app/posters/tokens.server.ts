/** Manage links: 256 random bits, stored only as a SHA-256 hash, valid for one listing. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { manageTokens } from "../../db/schema";
import type { DbOrTx } from "~/mail/outbox.server";

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Mints a new token for the listing and returns it (the only time it exists in clear). */
export function issueManageToken(db: DbOrTx, opportunityId: number): string {
  const token = randomBytes(32).toString("base64url");
  db.insert(manageTokens).values({ tokenHash: hashManageToken(token), opportunityId }).run();
  return token;
}

/** A token has the shape we issue: 43 base64url characters. */
export function looksLikeManageToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * A new token for the listing, the ones before it replaced (their page then says a newer link was
 * sent): the lost-link mail rotates the links, so an old link that leaked stops working.
 */
export function rotateManageToken(db: DbOrTx, opportunityId: number, now = Date.now()): string {
  db.update(manageTokens)
    .set({ supersededAt: new Date(now) })
    .where(and(eq(manageTokens.opportunityId, opportunityId), isNull(manageTokens.supersededAt)))
    .run();
  return issueManageToken(db, opportunityId);
}

/** Whether `token` is one a newer lost-link mail replaced. */
export function isReplacedManageToken(db: DbOrTx, token: string): boolean {
  if (!looksLikeManageToken(token)) return false;
  const row = db.select({ supersededAt: manageTokens.supersededAt }).from(manageTokens).where(eq(manageTokens.tokenHash, hashManageToken(token))).get();
  return row?.supersededAt != null;
}
