/**
 * TOTP two-factor authentication (RFC 6238 through otpauth: SHA-1, 6 digits,
 * 30-second steps). A code is accepted for the current step and ONE step back
 * only, and each step at most once per account (users.twoFactorLastStep, set
 * with a conditional update so two parallel requests cannot both use a code).
 * The secret is stored encrypted with AES-256-GCM under a key derived with
 * HKDF-SHA-256 from SESSION_SECRET (docs/decisions/062-two-factor.md).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../../db/client.server";
import { recoveryCodes, users } from "../../db/schema";
import type { Env } from "../lib/env.server";
import { peekRateLimit, resetRateLimit } from "../lib/rate-limit.server";
import { countFailureWithDelay } from "./login-throttle.server";
import { AUTH_MESSAGES as M } from "./messages";
import { verifyPassword } from "./password.server";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/**
 * Wrong codes per account are not a lockout but a growing delay: from the 5th
 * consecutive wrong code on, the next one waits 1 s, 2 s, 4 s … at most a
 * minute, so a guesser who knows the password gets ~1 guess a minute and the
 * owner waits at most that minute (docs/decisions/152-two-factor-recovery.md).
 */
export const TWO_FACTOR_DELAY_AFTER = 5;
export const TWO_FACTOR_MAX_DELAY_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 8;
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function twoFactorDelayAfter(consecutive: number) {
  if (consecutive < TWO_FACTOR_DELAY_AFTER) return 0;
  return Math.min(1000 * 2 ** (consecutive - TWO_FACTOR_DELAY_AFTER), TWO_FACTOR_MAX_DELAY_MS);
}

type SecretEnv = Pick<Env, "SESSION_SECRET">;

// ── Encryption at rest ─────────────────────────────────────────────────────

const keys = new Map<string, Buffer>();
function secretKey(env: SecretEnv): Buffer {
  let key = keys.get(env.SESSION_SECRET);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "impact-careers", "totp-secret-encryption-v1", 32));
    keys.set(env.SESSION_SECRET, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url); the user id is bound in as associated data. */
export function encryptTotpSecret(env: SecretEnv, userId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(env), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const ciphertext = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function decryptTotpSecret(env: SecretEnv, userId: number, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretKey(env), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ── Codes ──────────────────────────────────────────────────────────────────

export function totpFor(base32: string, label = "account", issuer = "Impact Careers") {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

export function timeStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Which step `token` belongs to: the current one or the one before, else null.
 * Compared in constant time.
 */
export function matchTotpStep(base32: string, token: string, now = Date.now()): number | null {
  const candidate = Buffer.from(token.trim());
  if (!/^\d{6}$/.test(token.trim())) return null;
  const totp = totpFor(base32);
  const current = timeStep(now);
  let matched: number | null = null;
  for (const step of [current, current - 1]) {
    const expected = Buffer.from(totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }));
    if (expected.length === candidate.length && timingSafeEqual(expected, candidate) && matched === null) matched = step;
  }
  return matched;
}

export type CodeCheck = { ok: true } | { ok: false; status: 400 | 401 | 429; message: string };

const limitKey = (userId: number) => `2fa-user:${userId}`;

function waitMessage(db: Db, userId: number, now: number): CodeCheck | null {
  const { blockedUntil } = peekRateLimit(db, limitKey(userId), { windowMs: HOUR_MS, now });
  if (blockedUntil <= now) return null;
  return { ok: false, status: 429, message: M.waitForCode(Math.max(1, Math.ceil((blockedUntil - now) / 1000))) };
}

function wrongCode(db: Db, userId: number, now: number, message: string = M.invalidToken): CodeCheck {
  countFailureWithDelay(db, limitKey(userId), now, twoFactorDelayAfter);
  return { ok: false, status: 401, message };
}

/**
 * Checks a TOTP code for `userId` and, when right, records its step so it can
 * never be used again. Wrong codes grow the account's delay.
 */
export function consumeTotpCode(db: Db, env: SecretEnv, userId: number, token: string, now = Date.now()): CodeCheck {
  const waiting = waitMessage(db, userId, now);
  if (waiting) return waiting;
  const row = db
    .select({ secret: users.twoFactorSecret, lastStep: users.twoFactorLastStep })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const base32 = row?.secret ? decryptTotpSecret(env, userId, row.secret) : null;
  if (!row || !base32) return { ok: false, status: 400, message: M.twoFactorNotSetUp };
  const step = matchTotpStep(base32, token, now);
  if (step === null) return wrongCode(db, userId, now);
  const claimed = db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .run();
  if (claimed.changes !== 1) return wrongCode(db, userId, now, M.tokenReplayed);
  resetRateLimit(db, limitKey(userId));
  return { ok: true };
}

// ── Recovery codes ─────────────────────────────────────────────────────────

function hashRecoveryCode(code: string) {
  return createHash("sha256").update(code.trim().toLowerCase()).digest("hex");
}

export function isRecoveryCodeShape(token: string) {
  return new RegExp(`^[a-z0-9]{${RECOVERY_CODE_LENGTH}}$`).test(token.trim().toLowerCase()) && !/^\d+$/.test(token.trim());
}

/** Replaces the account's recovery codes by 10 new ones; returns them (the only time they exist in clear). */
export function issueRecoveryCodes(db: Db, userId: number): string[] {
  const one = (): string => {
    const code = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    // All digits would read as a TOTP code.
    return /^\d+$/.test(code) ? one() : code;
  };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, one);
  db.transaction(
    (tx) => {
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
      tx.insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })))
        .run();
    },
    { behavior: "immediate" },
  );
  return codes;
}

export function unusedRecoveryCodeCount(db: Db, userId: number): number {
  return (
    db.$client
      .prepare("select count(*) as c from recovery_codes where user_id = ? and used_at is null")
      .get(userId) as { c: number }
  ).c;
}

/**
 * A TOTP code, or in its place an unused recovery code (used up by a
 * conditional update, so two parallel requests cannot both use it).
 */
export function consumeSecondFactor(db: Db, env: SecretEnv, userId: number, token: string, now = Date.now()): CodeCheck {
  if (!isRecoveryCodeShape(token)) return consumeTotpCode(db, env, userId, token, now);
  const waiting = waitMessage(db, userId, now);
  if (waiting) return waiting;
  const used = db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(token)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .run();
  if (used.changes !== 1) return wrongCode(db, userId, now);
  resetRateLimit(db, limitKey(userId));
  return { ok: true };
}

// ── Setup, activation, disabling ───────────────────────────────────────────

export interface TwoFactorSetup {
  /** SVG markup of the QR code for the otpauth:// URI (made by us, safe to inline). */
  qrCode: string;
  /** Base32 secret for typing into an authenticator app. */
  secret: string;
  otpauthUrl: string;
}

export interface TwoFactorState {
  enabled: boolean;
  /** Set while a setup has started and waits for its first code. */
  pending: TwoFactorSetup | null;
}

async function setupFor(env: Pick<Env, "SITE_NAME">, username: string, base32: string): Promise<TwoFactorSetup> {
  const otpauthUrl = totpFor(base32, username, env.SITE_NAME).toString();
  const qrCode = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { qrCode, secret: base32, otpauthUrl };
}

/** Starts (or restarts) a setup: a new secret, stored encrypted, not yet enabled. */
export async function startTwoFactorSetup(
  db: Db,
  env: Pick<Env, "SESSION_SECRET" | "SITE_NAME">,
  userId: number,
): Promise<{ ok: true; setup: TwoFactorSetup } | { ok: false; status: 400 | 404; message: string }> {
  const user = db
    .select({ username: users.username, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return { ok: false, status: 404, message: M.notAuthenticated };
  if (user.enabled) return { ok: false, status: 400, message: M.twoFactorAlreadyEnabled };
  const base32 = new OTPAuth.Secret({ size: 20 }).base32;
  db.update(users)
    .set({ twoFactorSecret: encryptTotpSecret(env, userId, base32), twoFactorLastStep: null })
    .where(eq(users.id, userId))
    .run();
  return { ok: true, setup: await setupFor(env, user.username, base32) };
}

export function cancelTwoFactorSetup(db: Db, userId: number) {
  db.update(users)
    .set({ twoFactorSecret: null, twoFactorLastStep: null })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)))
    .run();
}

export function activateTwoFactor(
  db: Db,
  env: SecretEnv,
  userId: number,
  token: string,
  now = Date.now(),
): Exclude<CodeCheck, { ok: true }> | { ok: true; recoveryCodes: string[] } {
  const user = db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).get();
  if (!user) return { ok: false, status: 400, message: M.twoFactorNotSetUp };
  if (user.enabled) return { ok: false, status: 400, message: M.twoFactorAlreadyEnabled };
  const check = consumeTotpCode(db, env, userId, token, now);
  if (!check.ok) return check;
  db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId)).run();
  return { ok: true, recoveryCodes: issueRecoveryCodes(db, userId) };
}

/** The first check of a change to two-factor that is on: it must be on, and the password must be right. */
async function refuseWithoutPassword(db: Db, userId: number, password: string) {
  const user = db
    .select({ enabled: users.twoFactorEnabled, hash: users.password })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user?.enabled) return { ok: false, status: 400, message: M.twoFactorNotEnabled } as const;
  if (!(await verifyPassword(password, user.hash))) return { ok: false, status: 401, message: M.wrongPassword } as const;
  return null;
}

/** New recovery codes for an account with two-factor on: the password and a current code are required. */
export async function regenerateRecoveryCodes(
  db: Db,
  env: SecretEnv,
  userId: number,
  { token, password }: { token: string; password: string },
  now = Date.now(),
): Promise<Exclude<CodeCheck, { ok: true }> | { ok: true; recoveryCodes: string[] }> {
  const refused = await refuseWithoutPassword(db, userId, password);
  if (refused) return refused;
  const check = consumeTotpCode(db, env, userId, token, now);
  if (!check.ok) return check;
  return { ok: true, recoveryCodes: issueRecoveryCodes(db, userId) };
}

/** Turns two-factor off (the admin CLI's --reset-2fa): secret, codes and delay are gone. */
export function resetTwoFactor(db: Db, userId: number) {
  db.transaction(
    (tx) => {
      tx.update(users)
        .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null })
        .where(eq(users.id, userId))
        .run();
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
    },
    { behavior: "immediate" },
  );
  resetRateLimit(db, limitKey(userId));
}

export async function disableTwoFactor(
  db: Db,
  env: SecretEnv,
  userId: number,
  { token, password }: { token: string; password: string },
  now = Date.now(),
): Promise<CodeCheck> {
  const refused = await refuseWithoutPassword(db, userId, password);
  if (refused) return refused;
  // A recovery code works here too: it is how an owner without the authenticator turns two-factor off.
  const check = consumeSecondFactor(db, env, userId, token, now);
  if (!check.ok) return check;
  resetTwoFactor(db, userId);
  return { ok: true };
}

/**
 * The loader helper for every screen that shows the two-factor control (the
 * account security page, the admin Dashboard's Security card).
 */
export async function getTwoFactorState(
  db: Db,
  env: Pick<Env, "SESSION_SECRET" | "SITE_NAME">,
  userId: number,
): Promise<TwoFactorState> {
  const row = db
    .select({ username: users.username, enabled: users.twoFactorEnabled, secret: users.twoFactorSecret })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) return { enabled: false, pending: null };
  if (row.enabled || !row.secret) return { enabled: row.enabled, pending: null };
  const base32 = decryptTotpSecret(env, userId, row.secret);
  return { enabled: false, pending: base32 ? await setupFor(env, row.username, base32) : null };
}
