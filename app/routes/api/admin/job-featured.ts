/** PATCH /api/admin/jobs/{id}/featured {featured} — only published jobs can be featured. */
import type { Route } from "./+types/job-featured";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { getJob, JOB_NOT_FOUND, setJobFeatured } from "~/moderation/jobs.server";
import { jobFeaturedSchema } from "~/moderation/schemas";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const admin = await requireAdmin(request, context);
    allowMethods(request, ["PATCH"]);
    const db = context.get(dbContext);
    const id = parseId(params.id, JOB_NOT_FOUND);
    getJob(db, id);
    const body = await readJson(request, jobFeaturedSchema);
    setJobFeatured(db, admin, id, body.featured);
    return json(getJob(db, id));
  });
}
