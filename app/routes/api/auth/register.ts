import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/register";
import { publicUser } from "~/auth/login-flow.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { registerWithSession } from "~/auth/registration-flow.server";
import { registerSchema } from "~/auth/schema";
import { invalidSubmission, json, jsonEndpoint, postOnly, readFormOrJson } from "~/lib/api.server";
import { envContext } from "~/lib/context";

export const loader = postOnly;

/** POST /api/register {username, password, fullName, email?}: creates a non-admin user and signs them in. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (!context.get(envContext).REGISTRATION_OPEN) {
      return json({ message: AUTH_MESSAGES.registrationClosed }, { status: 403 });
    }
    const submission = parseWithZod(await readFormOrJson(request), { schema: registerSchema });
    if (submission.status !== "success") return invalidSubmission(submission.reply());
    const result = await registerWithSession(request, context, submission.value);
    if (!result.ok) return json({ message: result.message }, { status: result.status });
    return json(publicUser(result.user), { status: 201, headers: result.headers });
  });
}
