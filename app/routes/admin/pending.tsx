import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/pending";
import { requireAdmin } from "~/auth/guard.server";
import { JobCard } from "~/moderation/job-card";
import { EmptyState } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { handleJobIntent } from "~/moderation/job-actions.server";
import { listJobs } from "~/moderation/jobs.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { backTo } from "~/moderation/page-actions.server";
import { listAdminOpportunities } from "~/moderation/queries.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const { jobs, total } = listJobs(db, { status: "pending", limit: 100 });
  const pendingOpportunities = listAdminOpportunities(db, { status: "pending", limit: 1 }).total;
  return { jobs, total, pendingOpportunities };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  return handleJobIntent(context.get(dbContext), admin, form, backTo(url, href("/admin/pending")));
}

export default function PendingApprovals() {
  const { jobs, total, pendingOpportunities } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pending-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-heading" className="text-xl font-semibold">
          Pending Approvals
        </h2>
        <Link to={href("/admin/jobs")} className="text-sm font-medium text-brand-700 underline">
          All legacy job listings
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Legacy job listings waiting for review. Approving makes a job a draft; publish it from the legacy job listings.
      </p>
      {pendingOpportunities > 0 ? (
        <p className="mt-2 text-sm">
          <Link to={`${href("/admin/opportunities")}?status=pending`} className="font-medium text-brand-700 underline">
            {pendingOpportunities === 1
              ? "1 opportunity is also waiting for review"
              : `${pendingOpportunities} opportunities are also waiting for review`}
          </Link>
        </p>
      ) : null}
      {jobs.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={MODERATION_TEXT.allCaughtUp}>{MODERATION_TEXT.noPendingJobs}</EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" role="status">
            {total === 1 ? "1 job listing to review" : `${total} job listings to review`}
            {total > jobs.length ? ` (the oldest ${jobs.length} are shown)` : ""}
          </p>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} showFeatured={false} returnTo={href("/admin/pending")} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Pending Approvals · Admin", noindex: true });
}
