import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/job-delete";
import { ConfirmDeletePage } from "~/components/admin-screens";
import { pageMeta } from "~/lib/meta";
import { deleteJob, getJob } from "~/moderation/jobs.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { deleteScreenAction, deleteScreenLoader, type DeleteScreen } from "~/moderation/page-actions.server";

const screen: DeleteScreen = {
  list: href("/admin/jobs"),
  followReturnTo: true,
  name: (db, id) => {
    const { positionTitle, companyName } = getJob(db, id);
    return `${positionTitle} · ${companyName}`;
  },
  remove: deleteJob,
  notFound: "Job not found",
  failed: MODERATION_TEXT.failedDeleteJob,
  deleted: MODERATION_TEXT.jobDeleted,
};

export const loader = (args: Route.LoaderArgs) => deleteScreenLoader(screen, args);

export const action = (args: Route.ActionArgs) => deleteScreenAction(screen, args);

export default function DeleteJob() {
  const { itemName, back } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage heading="Delete job listing" itemName={itemName} message={MODERATION_TEXT.confirmDeleteJob} cancelHref={back} />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: "Delete Job Listing · Admin", noindex: true });
