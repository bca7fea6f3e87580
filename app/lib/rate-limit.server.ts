/**
 * Fixed-window rate limits kept in SQLite (one process, one file: no Redis).
 * Used for public posting and login throttling.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { rateLimits } from "../../db/schema";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
}

/** Counts one hit against `key`; `allowed` is false once more than `limit` hits fall in the window. */
export function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number },
): RateLimitResult {
  const windowFloor = new Date(now - windowMs);
  const row = db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowFloor.getTime()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.getTime()} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .get();
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: row.count <= limit, count: row.count, limit, retryAfterSeconds };
}

/** Reads a counter without counting a hit. */
export function peekRateLimit(db: Db, key: string, { windowMs, now = Date.now() }: { windowMs: number; now?: number }) {
  const row = db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`).get();
  const blockedUntil = row?.blockedUntil ?? 0;
  if (!row || row.windowStart.getTime() <= now - windowMs) return { count: 0, consecutive: row?.consecutive ?? 0, blockedUntil };
  return { count: row.count, consecutive: row.consecutive, blockedUntil };
}

export function resetRateLimit(db: Db, key: string) {
  db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`).run();
}
