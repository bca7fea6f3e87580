import type { Route } from "./+types/content-page";
import { requireAdmin } from "~/auth/guard.server";
import { deleteContentPage } from "~/content/pages.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, jsonError, methodNotAllowed, noContent, parseIdParam } from "~/lib/json-api.server";

/** DELETE /api/admin/content/{id} → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
    const user = await requireAdmin(request, context);
    const id = parseIdParam(params.id, "Content page not found");
    if (!deleteContentPage(context.get(dbContext), id, user.id)) jsonError(404, "Content page not found");
    return noContent();
  });
}
