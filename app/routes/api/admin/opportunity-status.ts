/** PATCH /api/admin/opportunities/{id}/status {id, status, rejectionReason?} — the transition table of §4. */
import { adminEndpoint, sameId } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityStatusSchema } from "~/moderation/schemas";
import { changeOpportunityStatus, OPPORTUNITY_NOT_FOUND } from "~/opportunities/write.server";

const endpoint = adminEndpoint(
  ["PATCH"],
  async ({ request, db, env, admin, id }) => {
    getAdminOpportunity(db, id);
    const body = await readJson(request, opportunityStatusSchema);
    sameId(body.id, id);
    changeOpportunityStatus(db, admin, id, body.status, { rejectionReason: body.rejectionReason, notify: env });
    return json(getAdminOpportunity(db, id));
  },
  OPPORTUNITY_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
