import type { Route } from "./+types/setup-2fa";
import { json, jsonEndpoint, postOnly, readFormOrJson } from "~/lib/api.server";
import { requireUser } from "~/auth/guard.server";
import { startTwoFactorSetup } from "~/auth/two-factor.server";
import { dbContext, envContext } from "~/lib/context";

export const loader = postOnly;

/** POST /api/setup-2fa (no body) → {qrCode: "<svg…>", secret} for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const user = await requireUser(request, context);
    await readFormOrJson(request); // no fields; refuses oversized or malformed bodies
    const result = await startTwoFactorSetup(context.get(dbContext), context.get(envContext), user.id);
    if (!result.ok) return json({ message: result.message }, { status: result.status });
    return json({ qrCode: result.setup.qrCode, secret: result.setup.secret });
  });
}
