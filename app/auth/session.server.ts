/**
 * Server-side sessions: the cookie carries only a random 256-bit id; the data
 * lives in the `sessions` table under the SHA-256 of that id, so a copy of the
 * database does not hand out live sessions. Idle and absolute timeouts are
 * checked on every read (docs/decisions/005-sessions.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import { createCookie, createSessionStorage, type SessionStorage } from "react-router";
import type { Db } from "../../db/client.server";
import { sessions } from "../../db/schema";
import type { Env } from "../lib/env.server";

export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000; // 2 hours without a request
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000; // 12 hours at most (ASVS 4.0.3 V3.3.2, level 2)
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionData {
  userId?: number;
  /** Set after the password step when the account has two-factor on; not yet signed in. */
  pendingTwoFactorUserId?: number;
  /** When the password step passed (ms): the code must follow within TWO_FACTOR_PENDING_MS. */
  pendingTwoFactorAt?: number;
  /** Where to go once the code is verified (already checked by safeRedirect). */
  pendingRedirectTo?: string;
  /** Wrong codes sent for this pending sign-in. */
  pendingTwoFactorFailures?: number;
  /** Recovery codes just issued, encrypted, until the security page shows them once. */
  recoveryCodesOnce?: string;
  /** Why they were issued: the page shows that toast's text above the codes instead of a toast. */
  recoveryCodesReason?: "activated" | "codesRegenerated";
  /** Set when the admin login card started the sign-in. */
  pendingAdminOnly?: boolean;
  /** The id of this browser's login CAPTCHA challenge (the answer stays in login_challenges). */
  captchaId?: string;
}

export function hashSessionId(id: string) {
  return createHash("sha256").update(id).digest("hex");
}

export function sessionCookieName(env: Pick<Env, "cookieSecure">) {
  return env.cookieSecure ? "__Host-ic_session" : "ic_session";
}

const storages = new WeakMap<Db, SessionStorage<SessionData>>();

export function getSessionStorage(
  db: Db,
  env: Pick<Env, "cookieSecure" | "SESSION_SECRET">,
  clock: () => number = Date.now,
): SessionStorage<SessionData> {
  const cached = storages.get(db);
  if (cached) return cached;
  const cookie = createCookie(sessionCookieName(env), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.SESSION_SECRET],
    // No maxAge: the server decides when a session ends.
  });
  const storage = createSessionStorage<SessionData>({
    cookie,
    createData(data) {
      const id = randomBytes(32).toString("base64url");
      const now = clock();
      db.insert(sessions)
        .values({
          idHash: hashSessionId(id),
          userId: typeof data.userId === "number" ? data.userId : null,
          data: data as Record<string, unknown>,
          createdAt: new Date(now),
          lastSeenAt: new Date(now),
          expiresAt: new Date(now + SESSION_ABSOLUTE_TIMEOUT_MS),
        })
        .run();
      return Promise.resolve(id);
    },
    readData(id) {
      const row = db.select().from(sessions).where(eq(sessions.idHash, hashSessionId(id))).get();
      if (!row) return Promise.resolve(null);
      const now = clock();
      if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now) {
        db.delete(sessions).where(eq(sessions.idHash, row.idHash)).run();
        return Promise.resolve(null);
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.idHash, row.idHash)).run();
      }
      return Promise.resolve(row.data as SessionData);
    },
    updateData(id, data) {
      db.update(sessions)
        .set({
          data: data as Record<string, unknown>,
          userId: typeof data.userId === "number" ? data.userId : null,
          lastSeenAt: new Date(clock()),
        })
        .where(eq(sessions.idHash, hashSessionId(id)))
        .run();
      return Promise.resolve();
    },
    deleteData(id) {
      db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id))).run();
      return Promise.resolve();
    },
  });
  storages.set(db, storage);
  return storage;
}

/** Removes sessions past their absolute expiry or idle too long; called at every sign-in. */
export function purgeExpiredSessions(db: Db, now = Date.now()) {
  db.delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_TIMEOUT_MS))))
    .run();
}
