/**
 * The mail budget of one mailbox (docs/decisions/305): a stranger can make the board write to any
 * address (a listing's receipt, the lost-link mail, an alert's confirmation), so those mails share a
 * small budget per recipient, per hour and per day. Addresses are compared in a canonical form, so
 * `Victim+1@Example.org` and `victim@example.org` are one mailbox; the ledger keeps a keyed hash of
 * it, never the address. Past the budget nothing is queued, the caller answers as always, and the
 * day's count of mails held back is kept for the team (insights); the next mail the mailbox does
 * get says that some requests were not sent.
 */
import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.server";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "~/lib/rate-limit.server";
import { recordInsightEvent } from "~/insights/events.server";
import type { OutboxSecret } from "./sealed-body.server";

const HOUR_MS = 3_600_000;

/** Mails a stranger can cause, per recipient: a poster of three listings in an hour gets three receipts. */
export const MAIL_BUDGET = { perHour: 5, perDay: 10 } as const;

/** Providers that deliver `j.doe`, `jdoe` and `J.Doe` to one mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** The mailbox an address reaches: lower case, no `+tag`, no dots where the provider ignores them. */
export function canonicalAddress(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at < 1) return lowered;
  let local = lowered.slice(0, at).replace(/\+.*$/, "");
  let domain = lowered.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, "");
  }
  return `${local || lowered.slice(0, at)}@${domain}`;
}

/**
 * A keyed hash of the mailbox `address` reaches, for a rate limit's key: the counter never holds the
 * address (docs/personal-data.md), and "My data"'s erasure leaves nothing of it there.
 */
export function mailboxKey(secret: OutboxSecret, purpose: string, address: string): string {
  return createHmac("sha256", secret.SESSION_SECRET).update(`${purpose}:${canonicalAddress(address)}`).digest("base64url");
}

/** A keyed hash of one address as typed (lower case), for a limit per address rather than per mailbox. */
export function addressKey(secret: OutboxSecret, purpose: string, address: string): string {
  return createHmac("sha256", secret.SESSION_SECRET).update(`${purpose}:${address.trim().toLowerCase()}`).digest("base64url");
}

function ledgerKeys(secret: OutboxSecret, address: string) {
  const mailbox = mailboxKey(secret, "mail-budget", address);
  return { hour: `mail-budget-hour:${mailbox}`, day: `mail-budget-day:${mailbox}`, held: `mail-budget-held:${mailbox}` };
}

/** How long a mailbox's held-back mails are remembered for its next mail to say so. */
const HELD_MEMORY_MS = 7 * 24 * HOUR_MS;

/**
 * Spends one mail of `address`'s budget: true when it may be sent; false (and counted as held back)
 * when the hour's or the day's budget is spent. Call it in the transaction that queues the mail.
 */
export function spendMailBudget(db: Db, secret: OutboxSecret, address: string, now = Date.now()): boolean {
  const keys = ledgerKeys(secret, address);
  const hour = peekRateLimit(db, keys.hour, { windowMs: HOUR_MS, now });
  const day = peekRateLimit(db, keys.day, { windowMs: 24 * HOUR_MS, now });
  if (hour.count >= MAIL_BUDGET.perHour || day.count >= MAIL_BUDGET.perDay) {
    recordInsightEvent(db, "mail-held-back", now);
    // Remembered, so that the next mail this mailbox does get says so (`takeHeldBack`).
    hitRateLimit(db, keys.held, { limit: Number.MAX_SAFE_INTEGER, windowMs: HELD_MEMORY_MS, now });
    return false;
  }
  hitRateLimit(db, keys.hour, { limit: MAIL_BUDGET.perHour, windowMs: HOUR_MS, now });
  hitRateLimit(db, keys.day, { limit: MAIL_BUDGET.perDay, windowMs: 24 * HOUR_MS, now });
  return true;
}

/** Whether mails to `address` were held back since its last mail; forgets it (the mail being queued says so). */
export function takeHeldBack(db: Db, secret: OutboxSecret, address: string, now = Date.now()): boolean {
  const { held } = ledgerKeys(secret, address);
  if (peekRateLimit(db, held, { windowMs: HELD_MEMORY_MS, now }).count === 0) return false;
  resetRateLimit(db, held);
  return true;
}
