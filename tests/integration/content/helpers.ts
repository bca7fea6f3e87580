/** Shared set-up for the content and settings integration tests: a database, an admin session, requests. */
import { users } from "../../../db/schema";
import type { Db } from "../../../db/client.server";
import { getSessionStorage } from "../../../app/auth/session.server";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";

export interface Harness extends TestDb {
  context: ReturnType<typeof testContext>;
  adminCookie: string;
  adminId: number;
  userCookie: string;
}

async function sessionCookie(db: Db, env: ReturnType<typeof testEnv>, userId: number) {
  const storage = getSessionStorage(db, env);
  const session = await storage.getSession();
  session.set("userId", userId);
  return (await storage.commitSession(session)).split(";")[0]!;
}

export async function setup(): Promise<Harness> {
  const t = createTestDb();
  const env = testEnv();
  const context = testContext(t.db, { env });
  const adminId = t.db.insert(users).values({ username: "asha", password: "x", isAdmin: true, fullName: "Asha Rao" }).returning().get().id;
  const userId = t.db.insert(users).values({ username: "visitor", password: "x", isAdmin: false }).returning().get().id;
  return {
    ...t,
    context,
    adminId,
    adminCookie: await sessionCookie(t.db, env, adminId),
    userCookie: await sessionCookie(t.db, env, userId),
  };
}

const BASE = "http://localhost:3000";

export function jsonRequest(path: string, method: string, body?: unknown, cookie?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  return new Request(BASE + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  const form = new URLSearchParams(fields);
  return new Request(BASE + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

export function getRequest(path: string, cookie?: string) {
  return new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Loader/action results: a Response, or `data()` (type DataWithResponseInit), or plain data. */
export function unwrap(result: unknown): { status: number; data: unknown; headers: Headers } {
  if (result instanceof Response) return { status: result.status, data: undefined, headers: result.headers };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init: ResponseInit | null };
    return { status: r.init?.status ?? 200, data: r.data, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}

/** Runs a loader/action and returns the thrown or returned outcome. */
export async function settle(fn: () => unknown): Promise<{ status: number; data: unknown; headers: Headers }> {
  try {
    return unwrap(await fn());
  } catch (error) {
    return unwrap(error);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyArgs = any;
