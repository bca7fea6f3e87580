import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/pending";
import { requireAdmin } from "~/auth/guard.server";
import { EmptyState } from "~/components/admin-screens";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { handleJobIntent } from "~/moderation/job-actions.server";
import { JobCard } from "~/moderation/job-card";
import { MODERATION_TEXT } from "~/moderation/messages";
import { handleOpportunityIntent } from "~/moderation/opportunity-actions.server";
import { OpportunityCard } from "~/moderation/opportunity-card";
import { RevisionCard } from "~/moderation/revision-card";
import { backTo } from "~/moderation/page-actions.server";
import { pendingQueue } from "~/moderation/pending-queue.server";
import { posterInfoFor } from "~/posters/poster-emails.server";
import { reviewDetails } from "~/trust/review-details.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const queue = pendingQueue(db, 100);
  const opportunityIds = queue.items.flatMap((entry) => (entry.kind === "opportunity" ? [entry.item.id] : []));
  return { ...queue, posters: posterInfoFor(db, opportunityIds), review: reviewDetails(db, opportunityIds) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const back = backTo(url, href("/admin/pending"));
  // Forms without a kind are the legacy job forms of this page.
  if (form.get("kind") === "opportunity") return handleOpportunityIntent(context.get(dbContext), admin, form, back, context.get(envContext));
  return handleJobIntent(context.get(dbContext), admin, form, back);
}

export default function PendingApprovals() {
  const { items, total, posters, review } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pending-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-heading" className="text-xl font-semibold">
          Pending Approvals
        </h2>
        <Link to={href("/admin/jobs")} className="text-sm font-medium text-brand-700 underline">
          All jobs
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Every submission waiting for review, oldest first: new listings, and edits to published listings. Approving a
        listing publishes it.
      </p>
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={MODERATION_TEXT.allCaughtUp}>{MODERATION_TEXT.noPendingJobs}</EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" role="status">
            {total === 1 ? "1 item to review" : `${total} items to review`}
            {total > items.length ? ` (the oldest ${items.length} are shown)` : ""}
          </p>
          <ol className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((entry) => (
              <li key={entry.key}>
                {entry.kind === "opportunity" ? (
                  <OpportunityCard
                    item={entry.item}
                    kindLabel="Opportunity"
                    showFeatured={false}
                    poster={posters[entry.item.id]}
                    review={review[entry.item.id]}
                  />
                ) : entry.kind === "revision" ? (
                  <RevisionCard revision={entry.item} submittedAt={entry.postedAt} />
                ) : (
                  <JobCard job={entry.item} showFeatured={false} returnTo={href("/admin/pending")} kindLabel="Job" />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Pending Approvals · Admin", noindex: true });
}
