/** PATCH /api/admin/jobs/{id}/approval {status, rejectionReason} — the legacy transition table of §4. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { changeJobStatus, getJob, JOB_NOT_FOUND } from "~/moderation/jobs.server";
import { jobApprovalSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(
  ["PATCH"],
  async ({ request, db, admin, id }) => {
    getJob(db, id);
    const body = await readJson(request, jobApprovalSchema);
    changeJobStatus(db, admin, id, body.status, { rejectionReason: body.rejectionReason });
    return json(getJob(db, id));
  },
  JOB_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
