/**
 * Who is asking: the one place that turns the server-side session into a user.
 * Authority comes from the session alone; no header or form field is consulted
 * (the earlier client's X-Admin-User-ID header is ignored everywhere).
 */
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { Db } from "../../db/client.server";
import { users } from "../../db/schema";
import { dbContext, envContext } from "../lib/context";
import { getSessionStorage } from "./session.server";

export interface SessionUser {
  id: number;
  username: string;
  fullName: string | null;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/** The columns of a SessionUser, for every query that signs someone in or reads who is signed in. */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  isAdmin: users.isAdmin,
  twoFactorEnabled: users.twoFactorEnabled,
};

export function findSessionUser(db: Db, userId: number): SessionUser | undefined {
  return db.select(sessionUserColumns).from(users).where(eq(users.id, userId)).get();
}

type Ctx = Readonly<RouterContextProvider>;

export function sessionStorageFor(context: Ctx) {
  return getSessionStorage(context.get(dbContext), context.get(envContext));
}

export async function getSession(request: Request, context: Ctx) {
  return sessionStorageFor(context).getSession(request.headers.get("Cookie"));
}

/** The signed-in user, or null. A session waiting for its two-factor code is not signed in. */
export async function getOptionalUser(request: Request, context: Ctx): Promise<SessionUser | null> {
  const session = await getSession(request, context);
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  return findSessionUser(context.get(dbContext), userId) ?? null;
}

/** For JSON endpoints: 401 without a user. */
export async function requireUser(request: Request, context: Ctx): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw data({ message: "Not authenticated" }, { status: 401 });
  return user;
}

/** Every /admin route and /api/admin/* endpoint calls this: 401 anonymous, 403 non-admin. */
export async function requireAdmin(request: Request, context: Ctx): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw data({ message: "User is not an admin" }, { status: 403 });
  return user;
}
