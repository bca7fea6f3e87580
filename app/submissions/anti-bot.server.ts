/**
 * Anti-bot rules of public-side.md §5, enforced on the server:
 * - the form carries a signed, server-issued time; a submission less than
 *   5 seconds after it was served is refused ('Submission Error');
 * - a filled trap field (the hidden contact-email input) is answered with the
 *   success screen, and nothing is stored.
 * See docs/decisions/051-anti-bot.md.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Minimum time between serving the form and submitting it (§9). */
export const MIN_FILL_MS = 5_000;
/** A token older than this is replaced (the values are kept, see `checkFormToken`). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export { FORM_TOKEN_FIELD, TRAP_FIELD } from "./schema";

const PURPOSE = "impact-careers/submit-form/v1";

function sign(secret: string, issuedAt: number) {
  return createHmac("sha256", secret).update(`${PURPOSE}:${issuedAt}`).digest("base64url");
}

/** `{issuedAt}.{hmac}`, where issuedAt is ms since the epoch in base 36. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = Math.floor(now);
  return `${issuedAt.toString(36)}.${sign(secret, issuedAt)}`;
}

export type FormTokenCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: "missing" | "invalid" | "too-quick" | "expired"; issuedAt?: number };

export function checkFormToken(secret: string, token: unknown, now: number = Date.now()): FormTokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = Number.parseInt(match[1]!, 36);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return { ok: false, reason: "too-quick", issuedAt };
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: "expired", issuedAt };
  return { ok: true, issuedAt };
}

/**
 * The token the re-rendered form should carry after a refused or invalid
 * submission: the same one while it is valid (the person's time keeps counting),
 * a fresh one otherwise. An expired token is replaced by one that is already
 * old enough, so a person who left the page open is not told to wait again.
 */
export function tokenForRerender(secret: string, check: FormTokenCheck, token: unknown, now: number = Date.now()) {
  if (check.ok || check.reason === "too-quick") return token as string;
  if (check.reason === "expired") return issueFormToken(secret, now - MIN_FILL_MS);
  return issueFormToken(secret, now);
}

/** Whether the trap field was filled (only bots see it). */
export function trapFilled(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
