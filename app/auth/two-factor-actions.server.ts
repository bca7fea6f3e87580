/**
 * The page action behind the two-factor control (/account/security, and the
 * admin Dashboard's Security card, which posts there with redirectTo=/admin).
 * Success redirects back with the spec's toast; failure answers the page with
 * the message (shown inline, as the destructive toast's text).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { dbContext, envContext } from "../lib/context";
import { safeRedirect } from "../lib/safe-redirect";
import { getOptionalUser, getSession, sessionStorageFor } from "./guard.server";
import { AUTH_FAILURE_TITLES as T, AUTH_TOASTS } from "./messages";
import { twoFactorActionSchema } from "./schema";
import {
  activateTwoFactor,
  cancelTwoFactorSetup,
  decryptTotpSecret,
  disableTwoFactor,
  encryptTotpSecret,
  getTwoFactorState,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorState,
  unusedRecoveryCodeCount,
} from "./two-factor.server";

type Ctx = Readonly<RouterContextProvider>;

/** The page whose action this is (the control posts here). */
export const ACCOUNT_SECURITY_PATH = "/account/security";

export async function handleTwoFactorPageAction(request: Request, context: Ctx, form: FormData) {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(ACCOUNT_SECURITY_PATH)}`);
  const submission = parseWithZod(form, { schema: twoFactorActionSchema });
  const intent = String(form.get("intent") ?? "");
  const back = safeRedirect(form.get("redirectTo"), ACCOUNT_SECURITY_PATH);
  const admin = back.startsWith("/admin");
  const titles = {
    setup: admin ? T.adminSetup : T.setup,
    activate: admin ? T.adminActivate : T.activate,
    disable: T.disable,
    cancel: T.setup,
    regenerate: T.regenerate,
  } as const;
  const title = titles[intent as keyof typeof titles] ?? T.setup;
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["password"] }), failure: null }, { status: 400 });
  }
  const db = context.get(dbContext);
  const env = context.get(envContext);
  const value = submission.value;
  const fail = (status: number, message: string) =>
    data(
      { intent, result: submission.reply({ hideFields: ["password", "token"] }), failure: { title, message } },
      { status },
    );

  switch (value.intent) {
    case "setup": {
      const started = await startTwoFactorSetup(db, env, user.id);
      if (!started.ok) return fail(started.status, started.message);
      return redirectWithSuccess(back, AUTH_TOASTS.setupInitialized);
    }
    case "cancel":
      cancelTwoFactorSetup(db, user.id);
      return redirect(back);
    case "activate": {
      const check = activateTwoFactor(db, env, user.id, value.token);
      if (!check.ok) return fail(check.status, check.message);
      return redirect(back, { headers: await showRecoveryCodesOnce(request, context, user.id, check.recoveryCodes, "activated") });
    }
    case "regenerate": {
      const check = await regenerateRecoveryCodes(db, env, user.id, { token: value.token, password: value.password });
      if (!check.ok) return fail(check.status, check.message);
      return redirect(back, {
        headers: await showRecoveryCodesOnce(request, context, user.id, check.recoveryCodes, "codesRegenerated"),
      });
    }
    case "disable": {
      const check = await disableTwoFactor(db, env, user.id, { token: value.token, password: value.password });
      if (!check.ok) return fail(check.status, check.message);
      return redirectWithSuccess(back, AUTH_TOASTS.disabled);
    }
  }
}

/**
 * New recovery codes travel to the next page view in the server-side session,
 * encrypted like the TOTP secret, and are removed when shown (once). The success
 * toast's text goes with them and is shown above the codes, not as a toast: a
 * floating toast would cover codes that are shown only once (docs/decisions/200).
 */
async function showRecoveryCodesOnce(
  request: Request,
  context: Ctx,
  userId: number,
  codes: string[],
  reason: "activated" | "codesRegenerated",
) {
  const storage = sessionStorageFor(context);
  const session = await getSession(request, context);
  session.set("recoveryCodesOnce", encryptTotpSecret(context.get(envContext), userId, codes.join(" ")));
  session.set("recoveryCodesReason", reason);
  return { "Set-Cookie": await storage.commitSession(session) };
}

export interface TwoFactorControlData extends TwoFactorState {
  /** Codes issued just now: shown on this view only. */
  recoveryCodes: string[] | null;
  /** The success message that goes with them (the spec's toast text). */
  recoveryCodesNotice: { message: string; description: string } | null;
  recoveryCodesLeft: number;
}

/** The loader helper for every screen with the two-factor control. */
export async function loadTwoFactorControl(request: Request, context: Ctx, userId: number): Promise<TwoFactorControlData> {
  const db = context.get(dbContext);
  const env = context.get(envContext);
  const state = await getTwoFactorState(db, env, userId);
  let recoveryCodes: string[] | null = null;
  let recoveryCodesNotice: TwoFactorControlData["recoveryCodesNotice"] = null;
  const session = await getSession(request, context);
  const once = session.get("recoveryCodesOnce");
  if (once) {
    recoveryCodes = decryptTotpSecret(env, userId, once)?.split(" ") ?? null;
    recoveryCodesNotice = AUTH_TOASTS[session.get("recoveryCodesReason") ?? "activated"];
    session.unset("recoveryCodesOnce");
    session.unset("recoveryCodesReason");
    // Same session id: the row is updated, the cookie stays as it is.
    await sessionStorageFor(context).commitSession(session);
  }
  return { ...state, recoveryCodes, recoveryCodesNotice, recoveryCodesLeft: state.enabled ? unusedRecoveryCodeCount(db, userId) : 0 };
}
