/** POST /api/admin/categories {name, color} (the public list is GET /api/categories). */
import type { Route } from "./+types/categories";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { createCategory } from "~/moderation/categories.server";
import { categorySchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["POST"]);
    const input = await readJson(request, categorySchema);
    return json(createCategory(context.get(dbContext), admin, input), { status: 201 });
  });
}
