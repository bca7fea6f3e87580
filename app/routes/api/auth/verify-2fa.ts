import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/verify-2fa";
import { publicUser, verifyTwoFactorLogin } from "~/auth/login-flow.server";
import { tokenSchema } from "~/auth/schema";
import { firstMessage, json, jsonEndpoint, postOnly } from "~/lib/api.server";
import { readFormOrJson } from "~/lib/request-body.server";

export function loader() {
  return postOnly();
}

/** POST /api/verify-2fa {token}: a TOTP code or an unused recovery code; completes a login that answered requiresTwoFactor; a new session id. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const submission = parseWithZod(await readFormOrJson(request), { schema: tokenSchema });
    if (submission.status !== "success") return json({ message: firstMessage(submission.reply()) }, { status: 400 });
    const result = await verifyTwoFactorLogin(request, context, submission.value.token);
    if (result.kind !== "success") {
      const headers = result.kind === "failure" ? result.headers : undefined;
      return json({ message: result.message }, { status: result.status, headers });
    }
    return json(publicUser(result.user), { headers: result.headers });
  });
}
