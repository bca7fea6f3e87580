/** PATCH /api/admin/jobs/{id} (the Edit Job Listing fields, same schema as the form); DELETE /api/admin/jobs/{id}. */
import type { Route } from "./+types/job";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { deleteJob, getJob, JOB_NOT_FOUND, updateJob } from "~/moderation/jobs.server";
import { jobEditSchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH", "DELETE"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH", "DELETE"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, JOB_NOT_FOUND);
    if (request.method === "DELETE") {
      deleteJob(db, admin, id);
      return new Response(null, { status: 204 });
    }
    getJob(db, id);
    const input = await readJson(request, jobEditSchema);
    updateJob(db, admin, id, input);
    return json(getJob(db, id));
  });
}
