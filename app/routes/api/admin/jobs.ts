/** GET /api/admin/jobs — every legacy job listing (?status=&q=, paging ?limit=&offset=). */
import type { Route } from "./+types/jobs";
import { LISTING_STATUSES, type ListingStatus } from "../../../../db/schema";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, json, methodNotAllowed, pageParams } from "~/lib/api.server";
import { listJobs } from "~/moderation/jobs.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const params = new URL(request.url).searchParams;
    const status = params.get("status");
    const { jobs, total } = listJobs(context.get(dbContext), {
      status: (LISTING_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListingStatus) : null,
      q: params.get("q"),
      ...pageParams(params),
    });
    return json(jobs, { headers: { "X-Total-Count": String(total) } });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
