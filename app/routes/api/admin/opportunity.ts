/**
 * PATCH /api/admin/opportunities/{id} {data, attributes} — edit (same schema as the form);
 * DELETE /api/admin/opportunities/{id}.
 */
import type { Route } from "./+types/opportunity";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityPatchBodySchema } from "~/opportunities/opportunity-schema";
import {
  deleteOpportunity,
  listAttributeDefinitionsForSchema,
  OPPORTUNITY_NOT_FOUND,
  updateOpportunity,
} from "~/opportunities/write.server";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH", "DELETE"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, OPPORTUNITY_NOT_FOUND);
    if (request.method === "DELETE") {
      deleteOpportunity(db, admin, id);
      return new Response(null, { status: 204 });
    }
    getAdminOpportunity(db, id); // 404 before validating the body
    const input = await readJson(request, opportunityPatchBodySchema(listAttributeDefinitionsForSchema(db)));
    updateOpportunity(db, admin, id, input);
    return json(getAdminOpportunity(db, id));
  });
}
