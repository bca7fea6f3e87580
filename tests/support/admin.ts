/**
 * The back office under test: users, their session cookies, and a fresh migrated
 * database per test with an admin and a non-admin signed in.
 */
import { afterEach, beforeEach } from "vitest";
import type { Db } from "../../db/client.server";
import { users } from "../../db/schema";
import { getSessionStorage } from "../../app/auth/session.server";
import type { Env } from "../../app/lib/env.server";
import { testContext, testEnv } from "./context";
import { createTestDb } from "./db";
import { callApi, callPage } from "./route-calls";

export function insertUser(
  db: Db,
  { username = "moderator", fullName = `${username} person`, isAdmin = true }: { username?: string; fullName?: string; isAdmin?: boolean } = {},
) {
  return db
    .insert(users)
    .values({ username, password: "not-a-real-hash", isAdmin, fullName })
    .returning({ id: users.id })
    .get().id;
}

/** The Cookie header of a session signed in as `userId`. */
export async function sessionCookie(db: Db, env: Env, userId: number) {
  const storage = getSessionStorage(db, env);
  const session = await storage.getSession();
  session.set("userId", userId);
  const setCookie = await storage.commitSession(session);
  return setCookie.split(";")[0]!;
}

/** A context plus the Cookie headers of an admin (Asha Rao) and of a signed-in non-admin. */
export async function adminSetup(db: Db, envOverrides: Record<string, string> = {}) {
  const env = testEnv(envOverrides);
  const context = testContext(db, { env });
  const adminId = insertUser(db, { username: "asha", fullName: "Asha Rao", isAdmin: true });
  const userId = insertUser(db, { username: "visitor", isAdmin: false });
  return {
    env,
    context,
    adminId,
    adminCookie: await sessionCookie(db, env, adminId),
    userCookie: await sessionCookie(db, env, userId),
  };
}

type CallOptions = Parameters<typeof callApi>[1];
type PageHandler = Parameters<typeof callPage>[0];
type Fields = Record<string, string>;

export interface AdminTestDb extends Awaited<ReturnType<typeof adminSetup>> {
  db: Db;
  path: string;
  /** Calls a resource route as the signed-in admin. */
  asAdmin(module: Parameters<typeof callApi>[0], options: Omit<CallOptions, "context" | "cookie">): Promise<Response>;
  /** Runs a page's loader as the signed-in admin: its result, or what it threw. */
  getPage(handler: unknown, path: string, params?: Fields): Promise<unknown>;
  /** Posts a form to a page's action as the signed-in admin: its result, or what it threw. */
  postPage(handler: unknown, path: string, form: Fields | FormData, params?: Fields): Promise<unknown>;
}

/**
 * Registers hooks that give each test of the file a fresh migrated database with
 * an admin and a non-admin signed in. `prepare` seeds the database first;
 * `dataFolder` makes the test database's folder the app's data folder (uploads).
 * The returned object is filled in before each test.
 */
export function useAdminTestDb({ prepare, dataFolder = false }: { prepare?: (db: Db) => void; dataFolder?: boolean } = {}) {
  const state = {
    asAdmin: (module, options) => callApi(module, { ...options, context: state.context, cookie: state.adminCookie }),
    getPage: (handler, path, params = {}) =>
      callPage(handler as PageHandler, { path, params, cookie: state.adminCookie, context: state.context }),
    postPage: (handler, path, form, params = {}) =>
      callPage(handler as PageHandler, { path, form, params, cookie: state.adminCookie, context: state.context }),
  } as AdminTestDb;
  let cleanup: (() => void) | undefined;
  beforeEach(async () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    prepare?.(t.db);
    Object.assign(state, { db: t.db, path: t.path }, await adminSetup(t.db, dataFolder ? { DATABASE_PATH: t.path } : {}));
  });
  afterEach(() => cleanup?.());
  return state;
}
