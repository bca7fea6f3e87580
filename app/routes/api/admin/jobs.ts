/** GET /api/admin/jobs — every legacy job listing (?status=&q=, paging ?limit=&offset=). */
import { LISTING_STATUSES, type ListingStatus } from "../../../../db/schema";
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, pageParams } from "~/lib/api.server";
import { listJobs } from "~/moderation/jobs.server";

const endpoint = adminEndpoint(["GET"], ({ request, db }) => {
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const { jobs, total } = listJobs(db, {
    status: (LISTING_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListingStatus) : null,
    q: params.get("q"),
    ...pageParams(params),
  });
  return json(jobs, { headers: { "X-Total-Count": String(total) } });
});
export const loader = endpoint.loader;
export const action = endpoint.action;
