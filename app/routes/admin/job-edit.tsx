import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/job-edit";
import { AdminScreen } from "~/components/admin-screens";
import { StatusBadge } from "~/moderation/badges";
import { pageMeta } from "~/lib/meta";
import { jobEditAction, jobEditLoader } from "~/moderation/job-edit.server";
import { JobForm } from "~/moderation/job-form";

export async function loader(args: Route.LoaderArgs) {
  return jobEditLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return jobEditAction(args);
}

export default function EditJob() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminScreen id="edit-job-heading" title="Edit Job Listing" aside={<StatusBadge status={job.status} />}>
      <JobForm job={job} lastResult={actionData?.result} notice={actionData?.notice} />
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Job Listing · Admin", noindex: true });
}
