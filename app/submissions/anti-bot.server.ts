/**
 * Anti-bot rules of a submission, enforced on the server:
 * - the form carries a signed, server-issued time; a submission less than
 *   5 seconds after it was served is refused ('Submission Error');
 * - a filled trap field (the hidden contact-email input) is answered with the
 *   success screen, and nothing is stored.
 * See docs/decisions/051-anti-bot.md.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { usedFormTokens } from "../../db/schema";

/** Minimum time between serving the form and submitting it (§9); FORM_MIN_FILL_SECONDS sets the posting form's. */
export const MIN_FILL_MS = 5_000;
/**
 * The report form is one choice and a button: a person sends it in a second or two, so its
 * wait is shorter; its trap field, signed token and per-address budget stay (decision 318).
 */
export const REPORT_MIN_FILL_MS = 1_000;
/** A token older than this is replaced (the values are kept, see `checkFormToken`). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export { FORM_TOKEN_FIELD, TRAP_FIELD } from "./schema";

const PURPOSE = "impact-careers/submit-form/v1";

function sign(secret: string, issuedAt: number, nonce: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}:${issuedAt}:${nonce}`).digest("base64url");
}

/**
 * `{issuedAt}.{nonce}.{hmac}`, where issuedAt is ms since the epoch in base 36
 * and the nonce is random, so two forms served in the same millisecond get
 * different tokens (each token is single-use).
 */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = Math.floor(now);
  const nonce = randomBytes(9).toString("base64url");
  return `${issuedAt.toString(36)}.${nonce}.${sign(secret, issuedAt, nonce)}`;
}

export type FormTokenCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: "missing" | "invalid" | "too-quick" | "expired"; issuedAt?: number };

export function checkFormToken(
  secret: string,
  token: unknown,
  now: number = Date.now(),
  minFillMs: number = MIN_FILL_MS,
): FormTokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = Number.parseInt(match[1]!, 36);
  const expected = Buffer.from(sign(secret, issuedAt, match[2]!));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const age = now - issuedAt;
  if (age < minFillMs) return { ok: false, reason: "too-quick", issuedAt };
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: "expired", issuedAt };
  return { ok: true, issuedAt };
}

/**
 * The token the re-rendered form should carry after a refused or invalid
 * submission: the same one while it is valid (the person's time keeps counting),
 * a fresh one otherwise. An expired token is replaced by one that is already
 * old enough, so a person who left the page open is not told to wait again.
 */
export function tokenForRerender(secret: string, check: FormTokenCheck, token: unknown, now: number = Date.now(), minFillMs: number = MIN_FILL_MS) {
  if (check.ok || check.reason === "too-quick") return token as string;
  if (check.reason === "expired") return issueFormToken(secret, now - minFillMs);
  return issueFormToken(secret, now);
}

/** Whether the trap field was filled (only bots see it). */
export function trapFilled(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Marks a valid token as used; false when it was used before. One token buys
 * one accepted submission: the hash is kept until the token would expire
 * anyway (docs/decisions/155-single-use-form-token.md).
 */
export function claimFormToken(db: Db, token: string, issuedAt: number, now: number = Date.now()): boolean {
  return db.transaction(
    (tx) => {
      tx.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, new Date(now))).run();
      const claimed = tx
        .insert(usedFormTokens)
        .values({ tokenHash: tokenHash(token), expiresAt: new Date(issuedAt + MAX_TOKEN_AGE_MS) })
        .onConflictDoNothing()
        .run();
      return claimed.changes === 1;
    },
    { behavior: "immediate" },
  );
}

/** Gives a token back when the submission it was claimed for could not be stored. */
export function releaseFormToken(db: Db, token: string) {
  db.$client.prepare("delete from used_form_tokens where token_hash = ?").run(tokenHash(token));
}
