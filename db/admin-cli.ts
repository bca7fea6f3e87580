/**
 * `npm run admin:create -- --username NAME [--password PW] [--full-name "..."]`
 * Creates an admin account in DATABASE_PATH (default ./data/app.db), or resets
 * the password of an existing user and makes it an admin. Without --password a
 * random password is generated and printed once (it is stored only as a hash).
 *
 * `npm run admin:create -- --username NAME --reset-2fa` only turns two-factor
 * off for that user (lost authenticator and recovery codes); nothing else changes.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { generatePassword, upsertAdmin } from "../app/auth/admin-account.server";
import { resetTwoFactor } from "../app/auth/two-factor.server";
import { DEFAULT_DATABASE_PATH, migrateDatabase, openDatabase } from "./client.server";
import { sessions, users } from "./schema";
import { toolCommand } from "../server/tool-command";

const USAGE = `Usage: ${toolCommand("admin:create", '--username NAME [--password PASSWORD] [--full-name "Full Name"]')}
       ${toolCommand("admin:create", "--username NAME --reset-2fa")}

Creates an admin account, or resets the password of an existing one.
--reset-2fa turns two-factor authentication off for NAME and changes nothing else.
Without --password a random password is generated and printed once.
(A password given on the command line may stay in your shell history.)`;

const argsSchema = z.object({
  username: z
    .string({ error: "--username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(50, "Username cannot exceed 50 characters"),
  password: z
    .string()
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password cannot exceed 200 characters")
    .optional(),
  "full-name": z.string().trim().min(1, "Full name cannot be empty").max(100, "Full name cannot exceed 100 characters").optional(),
});

async function main(): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      options: {
        username: { type: "string", short: "u" },
        password: { type: "string", short: "p" },
        "full-name": { type: "string" },
        "reset-2fa": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { help: _help, "reset-2fa": reset2fa, ...rest } = values;
  const parsed = argsSchema.safeParse(rest);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => i.message).join("\n")}\n\n${USAGE}`);
    return 2;
  }
  const { username, password, "full-name": fullName } = parsed.data;

  const path = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
  if (reset2fa) return resetTwoFactorFor(path, username);
  const db = openDatabase(path);
  try {
    migrateDatabase(db);
    const finalPassword = password ?? generatePassword();
    const result = await upsertAdmin(db, { username, password: finalPassword, fullName });
    let signedOut = 0;
    if (!result.created) {
      if (fullName) db.update(users).set({ fullName }).where(eq(users.id, result.id)).run();
      // A reset password usually means the old one is lost or leaked: end the account's sessions.
      signedOut = db.delete(sessions).where(eq(sessions.userId, result.id)).run().changes;
    }
    console.log(
      result.created
        ? `Admin account '${username}' created in ${resolve(path)}.`
        : `Password of '${username}' reset; the account is an admin (${resolve(path)}).` +
            (signedOut > 0 ? ` Ended ${signedOut} open session(s).` : ""),
    );
    if (!password) {
      console.log(`  password: ${finalPassword}\nKeep it somewhere safe: it is shown only this once.`);
    }
    return 0;
  } catch (error) {
    console.error(`Could not create the admin account:\n  ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    db.$client.close();
  }
}

function resetTwoFactorFor(path: string, username: string): number {
  const db = openDatabase(path);
  try {
    migrateDatabase(db);
    const user = db
      .select({ id: users.id, username: users.username, enabled: users.twoFactorEnabled })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .get();
    if (!user) {
      console.error(`No user '${username}' in ${resolve(path)}.`);
      return 1;
    }
    resetTwoFactor(db, user.id);
    console.log(
      user.enabled
        ? `Two-factor authentication turned off for '${user.username}'; they sign in with the password alone and can set it up again.`
        : `Two-factor authentication was not on for '${user.username}'; nothing changed.`,
    );
    return 0;
  } finally {
    db.$client.close();
  }
}

process.exitCode = await main();
