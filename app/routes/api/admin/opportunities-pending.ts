/** GET /api/admin/opportunities/pending — the opportunities waiting for review, oldest first. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, pageParams } from "~/lib/api.server";
import { listAdminOpportunities, withAttributes } from "~/moderation/queries.server";

const endpoint = adminEndpoint(["GET"], ({ request, db }) => {
  const { items, total } = listAdminOpportunities(db, { status: "pending", ...pageParams(new URL(request.url).searchParams) });
  return json(withAttributes(db, items), { headers: { "X-Total-Count": String(total) } });
});
export const loader = endpoint.loader;
export const action = endpoint.action;
