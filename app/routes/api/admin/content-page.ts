import type { Route } from "./+types/content-page";
import { requireAdmin } from "~/auth/guard.server";
import { deleteContentPage } from "~/content/pages.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, noContent, parseId } from "~/lib/api.server";

/** DELETE /api/admin/content/{id} → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "DELETE") throw methodNotAllowed(request, ["DELETE"]);
    const user = await requireAdmin(request, context);
    const id = parseId(params.id, "Content page not found");
    if (!deleteContentPage(context.get(dbContext), id, user.id)) fail(404, "Content page not found");
    return noContent();
  });
}
