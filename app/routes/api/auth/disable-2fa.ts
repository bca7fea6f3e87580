import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/disable-2fa";
import { invalidSubmission, json, jsonEndpoint, postOnly, readFormOrJson } from "~/lib/api.server";
import { requireUser } from "~/auth/guard.server";
import { publicUser } from "~/auth/login-flow.server";
import { disableTwoFactorSchema } from "~/auth/schema";
import { disableTwoFactor } from "~/auth/two-factor.server";
import { dbContext, envContext } from "~/lib/context";

export const loader = postOnly;

/** POST /api/disable-2fa {token, password} → the user, now without two-factor. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const user = await requireUser(request, context);
    const submission = parseWithZod(await readFormOrJson(request), { schema: disableTwoFactorSchema });
    if (submission.status !== "success") return invalidSubmission(submission.reply());
    const check = await disableTwoFactor(context.get(dbContext), context.get(envContext), user.id, submission.value);
    if (!check.ok) return json({ message: check.message }, { status: check.status });
    return json(publicUser({ ...user, twoFactorEnabled: false }));
  });
}
