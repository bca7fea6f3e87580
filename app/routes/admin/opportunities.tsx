import { Form, href, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/opportunities";
import { requireAdmin } from "~/auth/guard.server";
import { buttonClass, EmptyState, inputClass, Pager } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readFormData } from "~/moderation/api.server";
import { handleOpportunityIntent } from "~/moderation/opportunity-actions.server";
import { OpportunityCard } from "~/moderation/opportunity-card";
import { backTo, positiveInt } from "~/moderation/page-actions.server";
import { listAdminOpportunities, parseOpportunityFilters } from "~/moderation/queries.server";
import { STATUS_LABELS } from "~/moderation/transitions";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";
import { LISTING_STATUSES } from "../../../db/schema";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filters = parseOpportunityFilters(params);
  const page = Math.max(1, positiveInt(params.get("page")) ?? 1);
  const { items, total } = listAdminOpportunities(context.get(dbContext), {
    ...filters,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), filters };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormData(request);
  return handleOpportunityIntent(context.get(dbContext), admin, form, backTo(url, href("/admin/opportunities")));
}

export default function Opportunities() {
  const { items, total, page, pageCount, filters } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const filtered = Boolean(filters.q || filters.type || filters.status);
  return (
    <section aria-labelledby="opportunities-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opportunities-heading" className="text-xl font-semibold">
          Opportunity Management
        </h2>
        <Link to={href("/admin/opportunities/new")} className={buttonClass.primary}>
          Create New Opportunity
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filter opportunities"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="opp-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="opp-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Title, organization or description"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="opp-type" className="block text-sm font-medium">
            Type
          </label>
          <select id="opp-type" name="type" defaultValue={filters.type ?? ""} className={inputClass}>
            <option value="">All types</option>
            {OPPORTUNITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="opp-status" className="block text-sm font-medium">
            Status
          </label>
          <select id="opp-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {LISTING_STATUSES.map((s) => (
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
            <Link to={href("/admin/opportunities")} className={buttonClass.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 1 ? "1 opportunity" : `${total} opportunities`}
        {filtered ? " match the filters" : ""}
      </p>

      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No opportunities found">
            {filtered ? "Try other filters." : "Create one, or wait for organisations to post."}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <OpportunityCard item={item} />
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
  return pageMeta(args, { title: "Opportunities · Admin", noindex: true });
}
