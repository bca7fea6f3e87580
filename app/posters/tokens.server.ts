/** Manage links: 256 random bits, stored only as a SHA-256 hash, valid for one listing. */
import { createHash, randomBytes } from "node:crypto";
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
