/** PATCH /api/admin/opportunities/{id}/featured {id, featured}. */
import type { Route } from "./+types/opportunity-featured";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityFeaturedSchema } from "~/moderation/schemas";
import { ListingError, OPPORTUNITY_NOT_FOUND, setOpportunityFeatured } from "~/opportunities/write.server";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, OPPORTUNITY_NOT_FOUND);
    getAdminOpportunity(db, id);
    const body = await readJson(request, opportunityFeaturedSchema);
    if (body.id !== undefined && body.id !== id)
      throw new ListingError(400, "The id in the body does not match the URL");
    setOpportunityFeatured(db, admin, id, body.featured);
    return json(getAdminOpportunity(db, id));
  });
}
