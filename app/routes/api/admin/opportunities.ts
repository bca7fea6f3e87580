/** GET /api/admin/opportunities — every opportunity (filters ?q=&type=&status=, paging ?limit=&offset=). */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, pageParams } from "~/lib/api.server";
import { listAdminOpportunities, parseOpportunityFilters, withAttributes } from "~/moderation/queries.server";

const endpoint = adminEndpoint(["GET"], ({ request, db }) => {
  const params = new URL(request.url).searchParams;
  const { items, total } = listAdminOpportunities(db, { ...parseOpportunityFilters(params), ...pageParams(params) });
  return json(withAttributes(db, items), { headers: { "X-Total-Count": String(total) } });
});
export const loader = endpoint.loader;
export const action = endpoint.action;
