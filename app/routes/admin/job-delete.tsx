import { data, href, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/job-delete";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDeletePage } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { deleteJob, getJob } from "~/moderation/jobs.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { positiveInt, redirectWithRefusal, returnTo } from "~/moderation/page-actions.server";
import { ListingError } from "~/opportunities/write.server";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const back = returnTo(url, href("/admin/jobs"));
  const id = positiveInt(params.id);
  try {
    if (!id) throw new ListingError(404, "Job not found");
    const { positionTitle, companyName } = getJob(context.get(dbContext), id);
    return { positionTitle, companyName, back };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  await readForm(request);
  const list = returnTo(url, href("/admin/jobs"));
  try {
    deleteJob(context.get(dbContext), admin, positiveInt(params.id) ?? 0);
  } catch (error) {
    return redirectWithRefusal(list, error, MODERATION_TEXT.deleteFailed, MODERATION_TEXT.failedDeleteJob);
  }
  return redirectWithSuccess(list, MODERATION_TEXT.jobDeleted);
}

export default function DeleteJob() {
  const { positionTitle, companyName, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      heading="Delete job listing"
      itemName={`${positionTitle} · ${companyName}`}
      message={MODERATION_TEXT.confirmDeleteJob}
      cancelHref={back}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Delete Job Listing · Admin", noindex: true });
}
