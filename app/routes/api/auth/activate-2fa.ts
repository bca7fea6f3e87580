import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/activate-2fa";
import { requireUser } from "~/auth/guard.server";
import { publicUser } from "~/auth/login-flow.server";
import { tokenSchema } from "~/auth/schema";
import { activateTwoFactor } from "~/auth/two-factor.server";
import { firstMessage, json, jsonEndpoint, postOnly } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { readFormOrJson } from "~/lib/request-body.server";

export function loader() {
  return postOnly();
}

/** POST /api/activate-2fa {token} → the user, now with twoFactorEnabled, and 10 one-time `recoveryCodes`. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const user = await requireUser(request, context);
    const submission = parseWithZod(await readFormOrJson(request), { schema: tokenSchema });
    if (submission.status !== "success") return json({ message: firstMessage(submission.reply()) }, { status: 400 });
    const check = activateTwoFactor(context.get(dbContext), context.get(envContext), user.id, submission.value.token);
    if (!check.ok) return json({ message: check.message }, { status: check.status });
    // The codes exist in clear only in this answer (stored as hashes).
    return json({ ...publicUser({ ...user, twoFactorEnabled: true }), recoveryCodes: check.recoveryCodes });
  });
}
