/** The Edit Job Listing page: the job by route id and the save action. */
import { href, type RouterContextProvider } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { requireAdmin } from "../auth/guard.server";
import { dbContext } from "../lib/context";
import { readEditForm } from "./edit-form.server";
import { getJob, updateJob } from "./jobs.server";
import { MODERATION_TEXT } from "./messages";
import { redirectWithRefusal, rowOr404 } from "./page-actions.server";
import { jobEditSchema } from "./schemas";

interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/** Room for the text fields around the logo file. */
const JOB_FORM_MAX_BYTES = 256 * 1024;

export async function jobEditLoader({ request, context, params }: PageArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return { job: rowOr404(params.id, (id) => getJob(db, id)) };
}

export async function jobEditAction({ request, context, params }: PageArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const job = rowOr404(params.id, (id) => getJob(db, id));
  const read = await readEditForm(request, db, {
    schema: jobEditSchema,
    logoField: "companyLogo",
    limit: JOB_FORM_MAX_BYTES,
    failedTitle: MODERATION_TEXT.updateFailed,
  });
  if (read.failure) return read.failure;
  try {
    updateJob(db, admin, job.id, read.value);
  } catch (error) {
    return redirectWithRefusal(href("/admin/jobs"), error, MODERATION_TEXT.updateFailed);
  }
  return redirectWithSuccess(href("/admin/jobs"), {
    message: MODERATION_TEXT.jobUpdated,
    description: `“${read.value.positionTitle}” was saved.`,
  });
}
