/**
 * Creating and resetting admin accounts: on first start (server/startup.ts) and
 * from the command line (`npm run admin:create`, db/admin-cli.ts).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { users } from "../../db/schema";
import type { Env } from "../lib/env.server";
import { hashPassword } from "./password.server";

export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

/** Creates the user as an admin, or resets the password of an existing one and makes it admin. */
export async function upsertAdmin(
  db: Db,
  { username, password, fullName }: { username: string; password: string; fullName?: string },
): Promise<{ id: number; created: boolean }> {
  const hash = await hashPassword(password);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (existing) {
    db.update(users)
      .set({ password: hash, isAdmin: true, failedLoginAttempts: 0 })
      .where(eq(users.id, existing.id))
      .run();
    return { id: existing.id, created: false };
  }
  const row = db
    .insert(users)
    .values({ username, password: hash, isAdmin: true, fullName: fullName ?? "Site Administrator" })
    .returning({ id: users.id })
    .get();
  return { id: row.id, created: true };
}

/**
 * On first start, when no admin exists: create one from ADMIN_USERNAME/ADMIN_PASSWORD,
 * else `admin` with a random password that the caller prints once.
 */
export async function bootstrapAdmin(
  db: Db,
  env: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
): Promise<{ username: string; generatedPassword?: string } | null> {
  const anyAdmin = db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).get();
  if (anyAdmin) return null;
  const username = env.ADMIN_USERNAME ?? "admin";
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : generatePassword();
  await upsertAdmin(db, { username, password: env.ADMIN_PASSWORD ?? generatedPassword! });
  return { username, generatedPassword };
}
