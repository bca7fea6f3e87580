/** PATCH /api/admin/categories/{id} {name, color}; DELETE /api/admin/categories/{id}. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, noContent, readJson } from "~/lib/api.server";
import { CATEGORY_NOT_FOUND, deleteCategory, getCategory, updateCategory } from "~/moderation/categories.server";
import { categoryPatchSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(
  ["PATCH", "DELETE"],
  async ({ request, db, admin, id }) => {
    if (request.method === "DELETE") {
      deleteCategory(db, admin, id);
      return noContent();
    }
    const stored = getCategory(db, id);
    const patch = await readJson(request, categoryPatchSchema);
    return json(updateCategory(db, admin, id, { name: patch.name ?? stored.name, color: patch.color ?? stored.color }));
  },
  CATEGORY_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
