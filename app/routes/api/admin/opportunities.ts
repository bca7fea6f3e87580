/** GET /api/admin/opportunities — every opportunity (filters ?q=&type=&status=, paging ?limit=&offset=). */
import type { Route } from "./+types/opportunities";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, json, methodNotAllowed, pageParams } from "~/lib/api.server";
import { listAdminOpportunities, parseOpportunityFilters, withAttributes } from "~/moderation/queries.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const db = context.get(dbContext);
    const params = new URL(request.url).searchParams;
    const { items, total } = listAdminOpportunities(db, { ...parseOpportunityFilters(params), ...pageParams(params) });
    return json(withAttributes(db, items), { headers: { "X-Total-Count": String(total) } });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
