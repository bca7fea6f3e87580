/** GET /api/admin/attribute-definitions (?q=&type=); POST creates one (§5 Attribute rules). */
import type { Route } from "./+types/attribute-definitions";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, json, readJson } from "~/lib/api.server";
import { createAttributeDefinition, listAttributeDefinitions } from "~/moderation/attributes.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const params = new URL(request.url).searchParams;
    return json(listAttributeDefinitions(context.get(dbContext), { q: params.get("q"), type: params.get("type") }));
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["POST"]);
    const input = await readJson(request, attributeDefinitionSchema());
    return json(createAttributeDefinition(context.get(dbContext), admin, input), { status: 201 });
  });
}
