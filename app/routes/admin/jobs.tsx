import { Form, href, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/jobs";
import { LISTING_STATUSES, type ListingStatus } from "../../../db/schema";
import { requireAdmin } from "~/auth/guard.server";
import { JobCard } from "~/moderation/job-card";
import { buttonClass, EmptyState, inputClass, Pager } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { handleJobIntent } from "~/moderation/job-actions.server";
import { listJobs } from "~/moderation/jobs.server";
import { backTo, positiveInt } from "~/moderation/page-actions.server";
import { STATUS_LABELS } from "~/moderation/transitions";

const PAGE_SIZE = 24;
const JOB_STATUSES = LISTING_STATUSES;

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
  const [searchParams] = useSearchParams();
  const filtered = Boolean(filters.q || filters.status);
  return (
    <section aria-labelledby="jobs-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          Legacy Job Listings
        </h2>
        <Link to={href("/admin/pending")} className="text-sm font-medium text-brand-700 underline">
          Pending Approvals
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter job listings"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="jobs-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="jobs-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Position or company"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="jobs-status" className="block text-sm font-medium">
            Status
          </label>
          <select id="jobs-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>
            Apply
          </button>
          {filtered ? (
            <Link to={href("/admin/jobs")} className={buttonClass.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 1 ? "1 job listing" : `${total} job listings`}
        {filtered ? " match the filters" : ""}
      </p>
      {jobs.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No job listings found" />
        </div>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => {
          const next = new URLSearchParams(searchParams);
          next.set("page", String(p));
          return `?${next.toString()}`;
        }}
      />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Legacy Job Listings · Admin", noindex: true });
}
