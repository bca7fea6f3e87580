/**
 * Creating a public (non-admin) account. Password policy per ASVS 2.1: at least
 * 8 characters, up to 128, no composition rules, and refused when it is one of
 * the most common passwords (app/auth/common-passwords.txt: Openwall's
 * public-domain list of 3,546 plus a few of our own) or the username itself.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { users } from "../../db/schema";
import { hitRateLimit } from "../lib/rate-limit.server";
import { countAttemptOnly, loginKeys, peekFailures } from "./login-throttle.server";
import commonPasswordsText from "./common-passwords.txt?raw";
import type { SessionUser } from "./guard.server";
import { AUTH_MESSAGES as M } from "./messages";
import { hashPassword } from "./password.server";
import type { RegisterInput } from "./schema";

export const REGISTRATIONS_PER_IP_PER_HOUR = 20;

let commonPasswords: Set<string> | undefined;
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(
    commonPasswordsText
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith("#!comment")),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.normalize("NFKC").trim().toLowerCase());
}

export type RegistrationResult =
  | { ok: true; user: SessionUser }
  | { ok: false; status: 400 | 409 | 429; message: string; field?: "username" | "password" };

export async function registerUser(
  db: Db,
  input: Omit<RegisterInput, "redirectTo">,
  { ip, now = Date.now(), loginIpLimit = Infinity }: { ip: string; now?: number; loginIpLimit?: number },
): Promise<RegistrationResult> {
  const username = input.username.trim();
  // A refused name says "this username exists": such answers share the address's login budget.
  const ipKey = loginKeys.ip(ip);
  if (peekFailures(db, ipKey, now).count >= loginIpLimit) return { ok: false, status: 429, message: M.tooManyAttempts };
  if (input.password.trim().toLowerCase() === username.toLowerCase()) {
    return { ok: false, status: 400, message: M.passwordIsUsername, field: "password" };
  }
  if (isCommonPassword(input.password)) return { ok: false, status: 400, message: M.passwordTooCommon, field: "password" };
  const taken = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .get();
  if (taken()) {
    countAttemptOnly(db, ipKey, now);
    return { ok: false, status: 409, message: M.usernameTaken, field: "username" };
  }
  const limit = hitRateLimit(db, `register-ip:${ip}`, {
    limit: REGISTRATIONS_PER_IP_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    now,
  });
  if (!limit.allowed) return { ok: false, status: 429, message: M.tooManyRegistrations };

  const hash = await hashPassword(input.password);
  // Check again after the slow hash; the unique index is the last word.
  if (taken()) return { ok: false, status: 409, message: M.usernameTaken, field: "username" };
  try {
    const row = db
      .insert(users)
      .values({
        username,
        password: hash,
        fullName: input.fullName.trim(),
        email: input.email?.trim() || null,
        isAdmin: false,
        lastLoginAt: new Date(now),
      })
      .returning({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        isAdmin: users.isAdmin,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .get();
    return { ok: true, user: row };
  } catch (error) {
    if (String(error).includes("UNIQUE")) return { ok: false, status: 409, message: M.usernameTaken, field: "username" };
    throw error;
  }
}
