/** PATCH /api/admin/jobs/{id} (the Edit Job Listing fields, same schema as the form); DELETE /api/admin/jobs/{id}. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, noContent, readJson } from "~/lib/api.server";
import { deleteJob, getJob, JOB_NOT_FOUND, updateJob } from "~/moderation/jobs.server";
import { jobEditSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(
  ["PATCH", "DELETE"],
  async ({ request, db, admin, id }) => {
    if (request.method === "DELETE") {
      deleteJob(db, admin, id);
      return noContent();
    }
    getJob(db, id);
    updateJob(db, admin, id, await readJson(request, jobEditSchema));
    return json(getJob(db, id));
  },
  JOB_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
