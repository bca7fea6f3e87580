/** PATCH /api/admin/attribute-definitions/{id} (same fields as POST); DELETE removes it and its values. */
import type { Route } from "./+types/attribute-definition";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import {
  ATTRIBUTE_NOT_FOUND,
  deleteAttributeDefinition,
  getAttributeDefinition,
  updateAttributeDefinition,
} from "~/moderation/attributes.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH", "DELETE"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, ATTRIBUTE_NOT_FOUND);
    if (request.method === "DELETE") {
      deleteAttributeDefinition(db, admin, id);
      return new Response(null, { status: 204 });
    }
    const previous = getAttributeDefinition(db, id);
    const input = await readJson(request, attributeDefinitionSchema(previous));
    return json(updateAttributeDefinition(db, admin, id, input));
  });
}
