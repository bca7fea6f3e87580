import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/job-edit";
import { StatusBadge } from "~/components/admin-ui";
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
    <section aria-labelledby="edit-job-heading">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="edit-job-heading" className="text-xl font-semibold">
          Edit Job Listing
        </h2>
        <StatusBadge status={job.status} />
      </div>
      <JobForm job={job} lastResult={actionData?.result} notice={actionData?.notice} />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Job Listing · Admin", noindex: true });
}
