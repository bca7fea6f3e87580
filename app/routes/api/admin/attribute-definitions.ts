/** GET /api/admin/attribute-definitions (?q=&type=); POST creates one (§5 Attribute rules). */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { createAttributeDefinition, listAttributeDefinitions } from "~/moderation/attributes.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(["GET", "POST"], async ({ request, db, admin }) => {
  if (request.method === "POST") {
    return json(createAttributeDefinition(db, admin, await readJson(request, attributeDefinitionSchema())), { status: 201 });
  }
  const params = new URL(request.url).searchParams;
  return json(listAttributeDefinitions(db, { q: params.get("q"), type: params.get("type") }));
});
export const loader = endpoint.loader;
export const action = endpoint.action;
