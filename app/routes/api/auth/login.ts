import type { Route } from "./+types/login";
import { firstMessage, json, jsonEndpoint, postOnly, readFormOrJson } from "~/lib/api.server";
import { loginWithPassword, publicUser } from "~/auth/login-flow.server";
import { AUTH_MESSAGES } from "~/auth/messages";

export const loader = postOnly;

/** POST /api/login {username, password, captchaAnswer?}. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const result = await loginWithPassword(request, context, await readFormOrJson(request));
    switch (result.kind) {
      case "invalid":
        return json(
          {
            message: firstMessage(result.submission.reply(), AUTH_MESSAGES.credentialsRequired),
            requireCaptcha: result.requireCaptcha,
            captchaQuestion: result.captchaQuestion,
          },
          { status: 400 },
        );
      case "failure":
        return json(
          { message: result.message, requireCaptcha: result.requireCaptcha, captchaQuestion: result.captchaQuestion },
          { status: result.status, headers: result.headers },
        );
      case "two-factor":
        return json({ requiresTwoFactor: true, message: AUTH_MESSAGES.twoFactorRequired }, { headers: result.headers });
      case "success":
        return json({ ...publicUser(result.user), requiresTwoFactor: false }, { headers: result.headers });
    }
  });
}
