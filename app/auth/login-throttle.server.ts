/**
 * Counting failed logins (docs/decisions/061-login-throttling.md).
 *
 * Counters live in `rate_limits` (hourly `count`, plus `consecutive` failures
 * reset by a success):
 * - `login-ip:<ip>`          every failure from an address;
 * - `login-account:<name>`   every failure for a username, known or not (so
 *                            unknown and real names behave alike);
 * - `login-device:<nonce>`   failures from a device that has signed in to that
 *                            account before (a signed "device cookie").
 *
 * A failure is counted BEFORE the password is checked and taken back when it
 * was right, so parallel requests cannot slip past the limits.
 *
 * Rules: a CAPTCHA is required once the address or the username has 3
 * consecutive failures. An unknown device is refused (429) once its address has
 * RATE_LIMIT_LOGIN_IP_PER_HOUR failures, or the username 100 failures, in the
 * hour. A known device is judged only by its own failures (10 an hour), so an
 * attacker who floods an account or shares an address cannot lock out its
 * owner on a device they used before; on a new device the owner waits at most
 * until the hour is over, and solving the CAPTCHA is never blocked otherwise.
 *
 * Growing delay: from DELAY_AFTER_FAILURES consecutive failures on, every
 * failure sets `blocked_until` to 1 s, 2 s, 4 s … (at most MAX_DELAY_MS) later;
 * an unknown device asking before then gets a 429 without a password check.
 * A script's guesses per account slow to one a minute; the owner waits at most
 * that minute (or not at all on a known device).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { rateLimits } from "../../db/schema";
import { peekRateLimit } from "../lib/rate-limit.server";

export const CAPTCHA_AFTER_FAILURES = 3;
export const ACCOUNT_FAILURES_PER_HOUR = 100;
export const DEVICE_FAILURES_PER_HOUR = 10;
export const LOGIN_WINDOW_MS = 60 * 60 * 1000;
export const DELAY_AFTER_FAILURES = 5;
export const MAX_DELAY_MS = 60 * 1000;

/** The delay after `consecutive` failures (0 below the threshold). */
export function delayAfter(consecutive: number): number {
  if (consecutive < DELAY_AFTER_FAILURES) return 0;
  return Math.min(1000 * 2 ** (consecutive - DELAY_AFTER_FAILURES), MAX_DELAY_MS);
}

export const loginKeys = {
  ip: (ip: string) => `login-ip:${ip}`,
  account: (username: string) => `login-account:${username.trim().toLowerCase()}`,
  device: (nonce: string) => `login-device:${nonce}`,
};

export function peekFailures(db: Db, key: string, now = Date.now()) {
  return peekRateLimit(db, key, { windowMs: LOGIN_WINDOW_MS, now });
}

/** One more failure: hourly count and consecutive count both go up. */
export function countFailure(db: Db, key: string, now = Date.now()) {
  const floor = now - LOGIN_WINDOW_MS;
  return db.insert(rateLimits)
    .values({ key, windowStart: new Date(now), count: 1, consecutive: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${floor} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${floor} then ${now} else ${rateLimits.windowStart} end`,
        consecutive: sql`${rateLimits.consecutive} + 1`,
      },
    })
    .returning({ consecutive: rateLimits.consecutive })
    .get();
}

/** One more failure, and the next attempt on `key` waits `delay(consecutive)`. */
export function countFailureWithDelay(db: Db, key: string, now = Date.now(), delay: (n: number) => number = delayAfter) {
  const { consecutive } = countFailure(db, key, now);
  const wait = delay(consecutive);
  if (wait > 0) {
    db.update(rateLimits).set({ blockedUntil: now + wait }).where(sql`${rateLimits.key} = ${key}`).run();
  }
}

/** A success: take back the failure counted in advance and clear the consecutive count. */
export function takeBackFailure(db: Db, key: string) {
  db.update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)`, consecutive: 0, blockedUntil: null })
    .where(sql`${rateLimits.key} = ${key}`)
    .run();
}

/** Counts against the hourly limit only (a wrong CAPTCHA answer). */
export function countAttemptOnly(db: Db, key: string, now = Date.now()) {
  countFailure(db, key, now);
  db.update(rateLimits)
    .set({ consecutive: sql`max(${rateLimits.consecutive} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`)
    .run();
}
