/**
 * Password change for a signed-in user (/account/security): the current
 * password is required, the new one follows the registration policy, and every
 * other session of the account ends; this browser gets a fresh session id.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import { sessions, users } from "../../db/schema";
import { dbContext } from "../lib/context";
import { getOptionalUser } from "./guard.server";
import { rotateSession } from "./login-flow.server";
import { AUTH_FAILURE_TITLES, AUTH_MESSAGES as M, AUTH_TOASTS } from "./messages";
import { hashPassword, verifyPassword } from "./password.server";
import { isCommonPassword } from "./registration.server";
import { changePasswordSchema } from "./schema";

type Ctx = Readonly<RouterContextProvider>;

export type PasswordChangeResult =
  | { ok: true }
  | { ok: false; status: 400 | 401; message: string; field: "currentPassword" | "newPassword" };

export async function changePassword(
  db: Db,
  userId: number,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeResult> {
  const user = db.select({ username: users.username, hash: users.password }).from(users).where(eq(users.id, userId)).get();
  if (!user || !(await verifyPassword(currentPassword, user.hash))) {
    return { ok: false, status: 401, message: M.wrongPassword, field: "currentPassword" };
  }
  if (newPassword.trim().toLowerCase() === user.username.toLowerCase()) {
    return { ok: false, status: 400, message: M.passwordIsUsername, field: "newPassword" };
  }
  if (isCommonPassword(newPassword)) return { ok: false, status: 400, message: M.passwordTooCommon, field: "newPassword" };
  db.update(users).set({ password: await hashPassword(newPassword) }).where(eq(users.id, userId)).run();
  return { ok: true };
}

export function endSessions(db: Db, userId: number) {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}

export async function handlePasswordChangeAction(request: Request, context: Ctx, form: FormData) {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent("/account/security")}`);
  const submission = parseWithZod(form, { schema: changePasswordSchema });
  const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  if (submission.status !== "success") {
    return data({ intent: "change-password", result: submission.reply(hide), failure: null }, { status: 400 });
  }
  const db = context.get(dbContext);
  const changed = await changePassword(db, user.id, submission.value);
  if (!changed.ok) {
    return data(
      {
        intent: "change-password",
        result: submission.reply({ ...hide, fieldErrors: { [changed.field]: [changed.message] } }),
        failure: { title: AUTH_FAILURE_TITLES.changePassword, message: changed.message },
      },
      { status: changed.status },
    );
  }
  // Every session of the account ends, this one included; this browser gets a fresh one.
  endSessions(db, user.id);
  const cookie = await rotateSession(request, context, { userId: user.id });
  return redirectWithSuccess("/account/security", AUTH_TOASTS.passwordChanged, { headers: { "Set-Cookie": cookie } });
}
