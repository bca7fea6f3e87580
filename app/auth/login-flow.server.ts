/**
 * Sign-in as the routes use it: remix-auth 4 runs the password step (a
 * remix-auth-form FormStrategy over login.server.ts); remix-auth does not touch
 * the session, so this module does — it rotates the session id at every change
 * of privilege (password accepted, two-factor verified) and ends sessions.
 * The /login page, the admin login card and POST /api/login all come here.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { dbContext, envContext, requestInfoContext } from "../lib/context";
import { formRequest } from "../lib/api.server";
import { safeRedirect } from "../lib/safe-redirect";
import { challengeQuestion } from "./captcha.server";
import { issueDeviceToken, readDeviceToken } from "./device-cookie.server";
import { findSessionUser, getSession, type SessionUser, sessionStorageFor } from "./guard.server";
import { attemptLogin, type LoginOutcome, recordCompletedLogin } from "./login.server";
import { AUTH_MESSAGES as M } from "./messages";
import { loginSchema } from "./schema";
import { purgeExpiredSessions, type SessionData } from "./session.server";
import { consumeSecondFactor } from "./two-factor.server";

/** Wrong codes one pending sign-in may send before it ends (the password is asked again). */
export const WRONG_CODES_PER_SESSION = 5;

type Ctx = Readonly<RouterContextProvider>;

/** The code must follow the password within this time. */
export const TWO_FACTOR_PENDING_MS = 10 * 60 * 1000;

/** The spec's user shape. */
export function publicUser(user: SessionUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    isAdmin: user.isAdmin,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

export function displayName(user: Pick<SessionUser, "fullName" | "username">) {
  return user.fullName?.trim() || user.username;
}

/**
 * Replaces the browser's session by a new one (new random id, old row deleted)
 * holding `data`; returns the Set-Cookie value.
 */
export async function rotateSession(request: Request, context: Ctx, data: SessionData): Promise<string> {
  const storage = sessionStorageFor(context);
  const old = await storage.getSession(request.headers.get("Cookie"));
  if (old.id) await storage.destroySession(old);
  purgeExpiredSessions(context.get(dbContext));
  const fresh = await storage.getSession(null);
  for (const [key, value] of Object.entries(data) as [keyof SessionData, never][]) {
    if (value !== undefined) fresh.set(key, value);
  }
  return storage.commitSession(fresh);
}

/** Deletes the session row; returns a Set-Cookie that clears the cookie. */
export async function endSession(request: Request, context: Ctx): Promise<string> {
  const storage = sessionStorageFor(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return storage.destroySession(session);
}

function parseLogin(form: FormData) {
  return parseWithZod(form, { schema: loginSchema });
}

export type LoginFlowResult =
  | {
      kind: "invalid";
      submission: ReturnType<typeof parseLogin>;
      requireCaptcha: boolean;
      captchaQuestion: string | null;
    }
  | {
      kind: "failure";
      status: 400 | 401 | 403 | 429;
      message: string;
      requireCaptcha: boolean;
      captchaQuestion: string | null;
      headers: Headers;
      adminOnly: boolean;
    }
  | { kind: "two-factor"; headers: Headers; redirectTo: string; adminOnly: boolean }
  | { kind: "success"; user: SessionUser; headers: Headers; redirectTo: string; adminOnly: boolean };

function passwordAuthenticator(context: Ctx, request: Request, session: { captchaId?: string }) {
  const db = context.get(dbContext);
  const env = context.get(envContext);
  const { ip } = context.get(requestInfoContext);
  return new Authenticator<LoginOutcome>().use(
    new FormStrategy(async ({ form }) => {
      const input = loginSchema.parse(Object.fromEntries(form));
      return attemptLogin(db, env, {
        username: input.username,
        password: input.password,
        captchaAnswer: input.captchaAnswer,
        ip,
        captchaId: session.captchaId,
        device: await readDeviceToken(env, request),
      });
    }),
    "password",
  );
}

/** Runs the password step for a form (page) or JSON body (API) already read into `form`. */
export async function loginWithPassword(request: Request, context: Ctx, form: FormData): Promise<LoginFlowResult> {
  const storage = sessionStorageFor(context);
  const session = await getSession(request, context);
  const submission = parseLogin(form);
  if (submission.status !== "success") {
    const question = challengeQuestion(context.get(dbContext), session.get("captchaId"));
    return { kind: "invalid", submission, requireCaptcha: !!question, captchaQuestion: question };
  }
  const input = submission.value;
  const adminOnly = input.intent === "admin";
  const redirectTo = safeRedirect(input.redirectTo, adminOnly ? "/admin" : "/");
  const outcome = await passwordAuthenticator(context, request, { captchaId: session.get("captchaId") }).authenticate(
    "password",
    formRequest(request, form),
  );
  const headers = new Headers();

  if (!outcome.ok) {
    if (outcome.captcha) session.set("captchaId", outcome.captcha.id);
    else session.unset("captchaId");
    // Only keep a session row for a visitor when there is a question to remember.
    if (session.id || outcome.captcha) headers.append("Set-Cookie", await storage.commitSession(session));
    if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return {
      kind: "failure",
      status: outcome.status,
      message: outcome.message,
      requireCaptcha: outcome.captcha !== null,
      captchaQuestion: outcome.captcha?.question ?? null,
      headers,
      adminOnly,
    };
  }

  if (adminOnly && !outcome.user.isAdmin) {
    return {
      kind: "failure",
      status: 403,
      message: M.notAdmin,
      requireCaptcha: false,
      captchaQuestion: null,
      headers,
      adminOnly,
    };
  }

  if (outcome.requiresTwoFactor) {
    headers.append(
      "Set-Cookie",
      await rotateSession(request, context, {
        pendingTwoFactorUserId: outcome.user.id,
        pendingTwoFactorAt: Date.now(),
        pendingRedirectTo: redirectTo,
        pendingAdminOnly: adminOnly || undefined,
      }),
    );
    return { kind: "two-factor", headers, redirectTo, adminOnly };
  }

  headers.append("Set-Cookie", await rotateSession(request, context, { userId: outcome.user.id }));
  headers.append("Set-Cookie", await issueDeviceToken(context.get(envContext), outcome.user.username));
  return { kind: "success", user: outcome.user, headers, redirectTo, adminOnly };
}

export type VerifyFlowResult =
  | { kind: "no-pending"; status: 401; message: string }
  | { kind: "failure"; status: 400 | 401 | 429; message: string; headers?: Headers }
  | { kind: "success"; user: SessionUser; headers: Headers; redirectTo: string; adminOnly: boolean };

/** The user waiting for a two-factor code in this browser's session, if any and still in time. */
export async function pendingTwoFactor(request: Request, context: Ctx) {
  const session = await getSession(request, context);
  const userId = session.get("pendingTwoFactorUserId");
  const at = session.get("pendingTwoFactorAt");
  if (typeof userId !== "number" || typeof at !== "number" || Date.now() - at > TWO_FACTOR_PENDING_MS) return null;
  return {
    userId,
    redirectTo: safeRedirect(session.get("pendingRedirectTo"), "/"),
    adminOnly: session.get("pendingAdminOnly") === true,
  };
}

/** Completes a sign-in that returned requiresTwoFactor; rotates the session again. */
export async function verifyTwoFactorLogin(request: Request, context: Ctx, token: string): Promise<VerifyFlowResult> {
  const pending = await pendingTwoFactor(request, context);
  if (!pending) return { kind: "no-pending", status: 401, message: M.twoFactorNoPending };
  const db = context.get(dbContext);
  const env = context.get(envContext);
  const check = consumeSecondFactor(db, env, pending.userId, token);
  if (!check.ok) {
    if (check.status !== 401) return { kind: "failure", status: check.status, message: check.message };
    // Per session: a few wrong codes end this sign-in; the account's delay is separate.
    const storage = sessionStorageFor(context);
    const session = await storage.getSession(request.headers.get("Cookie"));
    const wrong = (session.get("pendingTwoFactorFailures") ?? 0) + 1;
    if (wrong >= WRONG_CODES_PER_SESSION) {
      const headers = new Headers({ "Set-Cookie": await storage.destroySession(session) });
      return { kind: "failure", status: 401, message: M.twoFactorSessionEnded, headers };
    }
    session.set("pendingTwoFactorFailures", wrong);
    const headers = new Headers({ "Set-Cookie": await storage.commitSession(session) });
    return { kind: "failure", status: check.status, message: check.message, headers };
  }
  const user = findSessionUser(db, pending.userId);
  if (!user) return { kind: "no-pending", status: 401, message: M.twoFactorNoPending };
  recordCompletedLogin(db, user.id);
  const headers = new Headers();
  headers.append("Set-Cookie", await rotateSession(request, context, { userId: user.id }));
  headers.append("Set-Cookie", await issueDeviceToken(env, user.username));
  return { kind: "success", user, headers, redirectTo: pending.redirectTo, adminOnly: pending.adminOnly };
}
