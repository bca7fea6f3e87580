/**
 * PATCH /api/admin/opportunities/{id} {data, attributes} — edit (same schema as the form);
 * DELETE /api/admin/opportunities/{id}.
 */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, noContent, readJson } from "~/lib/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityPatchBodySchema } from "~/opportunities/opportunity-schema";
import {
  deleteOpportunity,
  listAttributeDefinitionsForSchema,
  OPPORTUNITY_NOT_FOUND,
  updateOpportunity,
} from "~/opportunities/write.server";

const endpoint = adminEndpoint(
  ["PATCH", "DELETE"],
  async ({ request, db, admin, id }) => {
    if (request.method === "DELETE") {
      deleteOpportunity(db, admin, id);
      return noContent();
    }
    getAdminOpportunity(db, id); // 404 before validating the body
    updateOpportunity(db, admin, id, await readJson(request, opportunityPatchBodySchema(listAttributeDefinitionsForSchema(db))));
    return json(getAdminOpportunity(db, id));
  },
  OPPORTUNITY_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
