/** PATCH /api/admin/categories/{id} {name, color}; DELETE /api/admin/categories/{id}. */
import type { Route } from "./+types/category";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, handleApi, idParam, json, methodNotAllowed, readJson } from "~/moderation/api.server";
import { CATEGORY_NOT_FOUND, deleteCategory, getCategory, updateCategory } from "~/moderation/categories.server";
import { categorySchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH", "DELETE"]);
    const db = context.get(dbContext);
    const id = idParam(params.id, CATEGORY_NOT_FOUND);
    if (request.method === "DELETE") {
      deleteCategory(db, admin, id);
      return new Response(null, { status: 204 });
    }
    getCategory(db, id);
    const input = await readJson(request, categorySchema);
    return json(updateCategory(db, admin, id, input));
  });
}
