/** PATCH /api/admin/opportunities/{id}/status {id, status, rejectionReason?} — the transition table of §4. */
import type { Route } from "./+types/opportunity-status";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext, envContext } from "~/lib/context";
import { allowMethods, handleApi, idParam, json, methodNotAllowed, readJson } from "~/moderation/api.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunityStatusSchema } from "~/moderation/schemas";
import { changeOpportunityStatus, ListingError, OPPORTUNITY_NOT_FOUND } from "~/opportunities/write.server";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH"]);
    const db = context.get(dbContext);
    const id = idParam(params.id, OPPORTUNITY_NOT_FOUND);
    getAdminOpportunity(db, id);
    const body = await readJson(request, opportunityStatusSchema);
    if (body.id !== undefined && body.id !== id)
      throw new ListingError(400, "The id in the body does not match the URL");
    changeOpportunityStatus(db, admin, id, body.status, {
      rejectionReason: body.rejectionReason,
      notify: context.get(envContext),
    });
    return json(getAdminOpportunity(db, id));
  });
}
