/** PATCH /api/admin/opportunities/{id}/featured {id, featured}. */
import { adminEndpoint, sameId } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityFeaturedSchema } from "~/moderation/schemas";
import { OPPORTUNITY_NOT_FOUND, setOpportunityFeatured } from "~/opportunities/write.server";

const endpoint = adminEndpoint(
  ["PATCH"],
  async ({ request, db, admin, id }) => {
    getAdminOpportunity(db, id);
    const body = await readJson(request, opportunityFeaturedSchema);
    sameId(body.id, id);
    setOpportunityFeatured(db, admin, id, body.featured);
    return json(getAdminOpportunity(db, id));
  },
  OPPORTUNITY_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
