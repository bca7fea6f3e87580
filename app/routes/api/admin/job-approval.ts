/** PATCH /api/admin/jobs/{id}/approval {status, rejectionReason} — the legacy transition table of §4. */
import type { Route } from "./+types/job-approval";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, parseId, json, methodNotAllowed, readJson } from "~/lib/api.server";
import { changeJobStatus, getJob, JOB_NOT_FOUND } from "~/moderation/jobs.server";
import { jobApprovalSchema } from "~/moderation/schemas";

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
    const body = await readJson(request, jobApprovalSchema);
    changeJobStatus(db, admin, id, body.status, { rejectionReason: body.rejectionReason });
    return json(getJob(db, id));
  });
}
