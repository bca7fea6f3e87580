/** GET /api/admin/jobs/pending — the legacy jobs waiting for review, oldest first. */
import type { Route } from "./+types/jobs-pending";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, json, methodNotAllowed, pageParams } from "~/lib/api.server";
import { listJobs } from "~/moderation/jobs.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const { jobs, total } = listJobs(context.get(dbContext), {
      status: "pending",
      ...pageParams(new URL(request.url).searchParams),
    });
    return json(jobs, { headers: { "X-Total-Count": String(total) } });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
