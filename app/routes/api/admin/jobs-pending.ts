/** GET /api/admin/jobs/pending — the legacy jobs waiting for review, oldest first. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, pageParams } from "~/lib/api.server";
import { listJobs } from "~/moderation/jobs.server";

const endpoint = adminEndpoint(["GET"], ({ request, db }) => {
  const { jobs, total } = listJobs(db, { status: "pending", ...pageParams(new URL(request.url).searchParams) });
  return json(jobs, { headers: { "X-Total-Count": String(total) } });
});
export const loader = endpoint.loader;
export const action = endpoint.action;
