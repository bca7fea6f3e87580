import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/reports";
import { requireAdmin } from "~/auth/guard.server";
import { EmptyState } from "~/components/admin-screens";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { backTo } from "~/moderation/page-actions.server";
import { handleReportDecision } from "~/trust/reports-actions.server";
import { ReportCard } from "~/trust/report-card";
import { listOpenReportGroups } from "~/trust/reports.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { groups: listOpenReportGroups(context.get(dbContext)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  return handleReportDecision(context.get(dbContext), admin, form, backTo(url, href("/admin/reports")));
}

export default function Reports() {
  const { groups } = useLoaderData<typeof loader>();
  const total = groups.reduce((n, g) => n + g.count, 0);
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What visitors reported, grouped by listing, the newest first. A listing marked “Under review” is hidden from the
        board until you decide.
      </p>
      {groups.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="All caught up!">There are no open reports.</EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" role="status">
            {total === 1 ? "1 open report" : `${total} open reports`} on{" "}
            {groups.length === 1 ? "1 listing" : `${groups.length} listings`}
          </p>
          <ul className="mt-3 space-y-4">
            {groups.map((group) => (
              <li key={`${group.opportunity.kind}-${group.opportunity.id}`}>
                <ReportCard group={group} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Reports · Admin", noindex: true });
}
