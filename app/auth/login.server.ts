/**
 * The password step of signing in, as one function of the database: limits,
 * CAPTCHA, password check in equal time for unknown users, counters, re-hash.
 * It does not touch the session (login-flow.server.ts does, like remix-auth 4).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { users } from "../../db/schema";
import type { Env } from "../lib/env.server";
import { type Captcha, challengeQuestion, issueChallenge, takeChallenge } from "./captcha.server";
import type { DeviceToken } from "./device-cookie.server";
import { type SessionUser, sessionUserColumns } from "./guard.server";
import {
  ACCOUNT_FAILURES_PER_HOUR,
  CAPTCHA_AFTER_FAILURES,
  countAttemptOnly,
  countFailure,
  countFailureWithDelay,
  DEVICE_FAILURES_PER_HOUR,
  LOGIN_WINDOW_MS,
  loginKeys,
  peekFailures,
  takeBackFailure,
} from "./login-throttle.server";
import { AUTH_MESSAGES as M } from "./messages";
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from "./password.server";

export interface LoginAttempt {
  username: string;
  password: string;
  captchaAnswer?: string;
  ip: string;
  /** The id of the CAPTCHA challenge last given to this browser (from its session). */
  captchaId?: string | null;
  device?: DeviceToken | null;
  now?: number;
}

export type LoginOutcome =
  | { ok: true; user: SessionUser; requiresTwoFactor: boolean }
  | {
      ok: false;
      status: 401 | 429;
      message: string;
      /** The challenge to keep in the session and show, when a CAPTCHA is required. */
      captcha: Captcha | null;
      retryAfterSeconds?: number;
    };

function retryAfter(windowStartIsh: number, now: number) {
  return Math.max(1, Math.ceil((windowStartIsh + LOGIN_WINDOW_MS - now) / 1000));
}

function windowStart(db: Db, key: string): number {
  const row = db.$client.prepare("select window_start as w from rate_limits where key = ?").get(key) as
    | { w: number }
    | undefined;
  return row?.w ?? Date.now();
}

/** Whether the next login from this address for this username must come with a CAPTCHA. */
export function captchaRequiredFor(db: Db, { ip, username }: { ip: string; username: string }, now = Date.now()) {
  return (
    peekFailures(db, loginKeys.ip(ip), now).consecutive >= CAPTCHA_AFTER_FAILURES ||
    peekFailures(db, loginKeys.account(username), now).consecutive >= CAPTCHA_AFTER_FAILURES
  );
}

function answeredWith(answer: string | undefined): number | undefined {
  const n = Number(answer?.trim());
  return answer !== undefined && Number.isInteger(n) ? n : undefined;
}

export async function attemptLogin(
  db: Db,
  env: Pick<Env, "RATE_LIMIT_LOGIN_IP_PER_HOUR">,
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  const now = attempt.now ?? Date.now();
  const username = attempt.username.trim();
  const ipKey = loginKeys.ip(attempt.ip);
  const accountKey = loginKeys.account(username);
  const trustedDevice =
    attempt.device && attempt.device.username === username.toLowerCase()
      ? peekFailures(db, loginKeys.device(attempt.device.nonce), now).count < DEVICE_FAILURES_PER_HOUR
      : false;
  const deviceKey = trustedDevice && attempt.device ? loginKeys.device(attempt.device.nonce) : null;

  const ip = peekFailures(db, ipKey, now);
  const account = peekFailures(db, accountKey, now);
  const captchaRequired =
    ip.consecutive >= CAPTCHA_AFTER_FAILURES || account.consecutive >= CAPTCHA_AFTER_FAILURES;
  // A refusal keeps the browser's current question when it has one; a new one only after a try.
  const keepOrIssue = () => {
    if (!captchaRequired) return null;
    const question = challengeQuestion(db, attempt.captchaId, now);
    return question && attempt.captchaId ? { id: attempt.captchaId, question } : issueChallenge(db, username, null, now);
  };
  const failure = (status: 401 | 429, message: string, extra: { retryAfterSeconds?: number } = {}): LoginOutcome => ({
    ok: false,
    status,
    message,
    captcha: keepOrIssue(),
    ...extra,
  });

  // Hard limits, for browsers that have not signed in to this account before.
  if (!trustedDevice) {
    if (ip.count >= env.RATE_LIMIT_LOGIN_IP_PER_HOUR) {
      return failure(429, M.tooManyAttempts, { retryAfterSeconds: retryAfter(windowStart(db, ipKey), now) });
    }
    if (account.count >= ACCOUNT_FAILURES_PER_HOUR) {
      return failure(429, M.tooManyAttempts, { retryAfterSeconds: retryAfter(windowStart(db, accountKey), now) });
    }
    if (account.blockedUntil > now) {
      const seconds = Math.max(1, Math.ceil((account.blockedUntil - now) / 1000));
      return failure(429, M.waitBeforeRetry(seconds), { retryAfterSeconds: seconds });
    }
  }

  // The challenge leaves storage before anything else: parallel requests with one answer get one try.
  if (captchaRequired && !takeChallenge(db, attempt.captchaId, username, attempt.captchaAnswer, now)) {
    // No password check without a right answer; the attempt still counts for the address.
    countAttemptOnly(db, ipKey, now);
    const message = attempt.captchaAnswer ? M.captchaWrong : M.captchaRequired;
    return {
      ok: false,
      status: 401,
      message,
      captcha: issueChallenge(db, username, attempt.captchaId, now, answeredWith(attempt.captchaAnswer)),
    };
  }

  // Count the failure in advance (taken back on success): parallel guesses see it.
  const keys = [ipKey, accountKey, ...(deviceKey ? [deviceKey] : [])];
  db.transaction(
    () => keys.forEach((key) => (key === accountKey ? countFailureWithDelay : countFailure)(db, key, now)),
    { behavior: "immediate" },
  );

  const user = db
    .select({ ...sessionUserColumns, password: users.password })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .get();
  // Same work whether or not the user exists.
  const passwordOk = await verifyPassword(attempt.password, user?.password ?? (await getDummyHash()));

  if (!user || !passwordOk) {
    if (user) {
      db.update(users)
        .set({ failedLoginAttempts: sql`${users.failedLoginAttempts} + 1` })
        .where(eq(users.id, user.id))
        .run();
    }
    const nowRequired =
      peekFailures(db, ipKey, now).consecutive >= CAPTCHA_AFTER_FAILURES ||
      peekFailures(db, accountKey, now).consecutive >= CAPTCHA_AFTER_FAILURES;
    return {
      ok: false,
      status: 401,
      message: M.invalidCredentials,
      captcha: nowRequired ? issueChallenge(db, username, null, now, answeredWith(attempt.captchaAnswer)) : null,
    };
  }

  db.transaction(() => keys.forEach((key) => takeBackFailure(db, key)), { behavior: "immediate" });
  const updates: Partial<typeof users.$inferInsert> = { failedLoginAttempts: 0 };
  if (!user.twoFactorEnabled) updates.lastLoginAt = new Date(now);
  if (needsRehash(user.password)) updates.password = await hashPassword(attempt.password);
  db.update(users).set(updates).where(eq(users.id, user.id)).run();

  const { password: _password, ...sessionUser } = user;
  return { ok: true, user: sessionUser, requiresTwoFactor: user.twoFactorEnabled };
}

/** After a verified two-factor code: the sign-in is complete. */
export function recordCompletedLogin(db: Db, userId: number, now = Date.now()) {
  db.update(users).set({ lastLoginAt: new Date(now), failedLoginAttempts: 0 }).where(eq(users.id, userId)).run();
}
