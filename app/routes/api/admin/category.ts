/** PATCH /api/admin/categories/{id} {name, color}; DELETE /api/admin/categories/{id}. */
import type { Route } from "./+types/category";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { CATEGORY_NOT_FOUND, deleteCategory, getCategory, updateCategory } from "~/moderation/categories.server";
import { categoryPatchSchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH", "DELETE"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, CATEGORY_NOT_FOUND);
    if (request.method === "DELETE") {
      deleteCategory(db, admin, id);
      return new Response(null, { status: 204 });
    }
    const stored = getCategory(db, id);
    const patch = await readJson(request, categoryPatchSchema);
    return json(updateCategory(db, admin, id, { name: patch.name ?? stored.name, color: patch.color ?? stored.color }));
  });
}
