/** Registration with sign-in: creates the account, then starts a fresh session for it. */
import type { RouterContextProvider } from "react-router";
import { dbContext, envContext, requestInfoContext } from "../lib/context";
import { issueDeviceToken } from "./device-cookie.server";
import type { SessionUser } from "./guard.server";
import { rotateSession } from "./login-flow.server";
import { registerUser, type RegistrationResult } from "./registration.server";
import type { RegisterInput } from "./schema";

export async function registerWithSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: RegisterInput,
): Promise<Exclude<RegistrationResult, { ok: true }> | { ok: true; user: SessionUser; headers: Headers }> {
  const result = await registerUser(context.get(dbContext), input, {
    ip: context.get(requestInfoContext).ip,
    loginIpLimit: context.get(envContext).RATE_LIMIT_LOGIN_IP_PER_HOUR,
  });
  if (!result.ok) return result;
  const headers = new Headers();
  headers.append("Set-Cookie", await rotateSession(request, context, { userId: result.user.id }));
  headers.append("Set-Cookie", await issueDeviceToken(context.get(envContext), result.user.username));
  return { ok: true, user: result.user, headers };
}
