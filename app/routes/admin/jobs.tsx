import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/jobs";
import { LISTING_STATUSES, type ListingStatus } from "../../../db/schema";
import { requireAdmin } from "~/auth/guard.server";
import { JobCard } from "~/moderation/job-card";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { handleJobIntent } from "~/moderation/job-actions.server";
import { listJobs } from "~/moderation/jobs.server";
import { backTo, positiveInt } from "~/moderation/page-actions.server";
import { ModerationList } from "~/moderation/moderation-list";
import { AdminScreen } from "~/components/admin-screens";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = positiveInt(params.get("page")) ?? 1;
  const filters = {
    status: (LISTING_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListingStatus) : null,
    q,
  };
  const { jobs, total } = listJobs(context.get(dbContext), {
    ...filters,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { jobs, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), filters };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  return handleJobIntent(context.get(dbContext), admin, form, backTo(url, href("/admin/jobs")));
}

export default function LegacyJobs() {
  const { jobs, total, page, pageCount, filters } = useLoaderData<typeof loader>();
  return (
    <AdminScreen
      id="jobs-heading"
      title="Jobs"
      spread
      aside={
        <Link to={href("/admin/pending")} className="text-sm font-medium text-brand-700 underline">
          Pending Approvals
        </Link>
      }
    >
      <ModerationList
        idPrefix="jobs"
        filterLabel="Filter job listings"
        searchPlaceholder="Position or company"
        filters={filters}
        clearHref={href("/admin/jobs")}
        noun={["job listing", "job listings"]}
        empty={{ title: "No job listings found" }}
        items={jobs}
        card={(job) => <JobCard job={job} />}
        total={total}
        page={page}
        pageCount={pageCount}
      />
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Jobs · Admin", noindex: true });
}
