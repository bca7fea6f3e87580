/** PATCH /api/admin/attribute-definitions/{id} (same fields as POST); DELETE removes it and its values. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, noContent, readJson } from "~/lib/api.server";
import {
  ATTRIBUTE_NOT_FOUND,
  deleteAttributeDefinition,
  getAttributeDefinition,
  updateAttributeDefinition,
} from "~/moderation/attributes.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(
  ["PATCH", "DELETE"],
  async ({ request, db, admin, id }) => {
    if (request.method === "DELETE") {
      deleteAttributeDefinition(db, admin, id);
      return noContent();
    }
    const input = await readJson(request, attributeDefinitionSchema(getAttributeDefinition(db, id)));
    return json(updateAttributeDefinition(db, admin, id, input));
  },
  ATTRIBUTE_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
