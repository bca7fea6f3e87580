/** PATCH /api/admin/jobs/{id}/featured {featured}. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { getJob, JOB_NOT_FOUND, setJobFeatured } from "~/moderation/jobs.server";
import { jobFeaturedSchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(
  ["PATCH"],
  async ({ request, db, admin, id }) => {
    getJob(db, id);
    setJobFeatured(db, admin, id, (await readJson(request, jobFeaturedSchema)).featured);
    return json(getJob(db, id));
  },
  JOB_NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
