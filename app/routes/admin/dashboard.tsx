import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/guard.server";
import { getTwoFactorState } from "~/auth/two-factor.server";
import { TwoFactorControl } from "~/auth/two-factor-control";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { formatTimestamp, isoDateTime } from "~/moderation/format";
import { dashboardStats, type Decision, latestDecisions } from "~/moderation/queries.server";
import { STATUS_LABELS } from "~/moderation/transitions";
import { categoryLabel } from "~/opportunities/constants";
import { openReportCounts } from "~/trust/reports.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  return {
    stats: dashboardStats(db),
    decisions: latestDecisions(db),
    reports: openReportCounts(db),
    twoFactor: await getTwoFactorState(db, context.get(envContext), user.id),
  };
}

export default function Dashboard() {
  const { stats, decisions, twoFactor, reports } = useLoaderData<typeof loader>();
  const max = Math.max(1, ...stats.categories.map((c) => c.count));
  const cards = [
    {
      label: "Active Listings",
      value: stats.active,
      detail: `${stats.breakdown.published.opportunities} opportunities · ${stats.breakdown.published.jobs} legacy jobs published`,
      to: `${href("/admin/opportunities")}?status=published`,
    },
    {
      label: "Featured Listings",
      value: stats.featured,
      detail: `${stats.breakdown.featured.opportunities} opportunities · ${stats.breakdown.featured.jobs} legacy jobs`,
      to: `${href("/admin/opportunities")}?status=published`,
    },
    {
      label: "Pending Approval",
      value: stats.pending,
      detail: `${stats.breakdown.pending.opportunities} opportunities · ${stats.breakdown.pending.jobs} legacy jobs`,
      to: href("/admin/pending"),
    },
    {
      label: "Open Reports",
      value: reports.reports,
      detail: reports.listings === 1 ? "on 1 listing" : `on ${reports.listings} listings`,
      to: href("/admin/reports"),
    },
  ];
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Dashboard</h2>
      <section aria-label="Listing counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="text-sm font-medium text-slate-700">{card.label}</h3>
            <p className="mt-1 text-3xl font-bold">{card.value}</p>
            <p className="mt-1 text-xs text-slate-600">{card.detail}</p>
            <Link to={card.to} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
              Review<span className="sr-only"> {card.label}</span>
            </Link>
          </div>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="distribution-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="distribution-heading" className="text-base font-semibold">
            Published listings by category
          </h3>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">
              Number of published listings (opportunities and legacy jobs) in each category
            </caption>
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th scope="col" className="w-28 py-1 font-medium">
                  Category
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Share</span>
                </th>
                <th scope="col" className="w-16 py-1 text-right font-medium">
                  Listings
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.categories.map((c) => (
                <tr key={c.category}>
                  <th scope="row" className="py-1.5 text-left font-medium">
                    {categoryLabel(c.category)}
                  </th>
                  <td className="py-1.5" aria-hidden="true">
                    <div className="h-4 rounded bg-slate-100">
                      <div className="h-4 rounded bg-brand-600" style={{ width: `${(c.count / max) * 100}%` }} />
                    </div>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{c.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section
          aria-labelledby="security-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="security-heading" className="text-base font-semibold">
            Security
          </h3>
          <div className="mt-3">
            <TwoFactorControl state={twoFactor} redirectTo={href("/admin")} headingLevel={3} />
          </div>
          <p className="mt-3 rounded bg-slate-50 p-2 text-sm text-slate-700">
            After 3 consecutive failed logins, a CAPTCHA is required to sign in.
          </p>
        </section>
      </div>

      <section
        aria-labelledby="decisions-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="decisions-heading" className="text-base font-semibold">
            Latest moderation decisions
          </h3>
          <div className="flex gap-3 text-sm">
            <Link to={href("/admin/pending")} className="font-medium text-brand-700 underline">
              Pending Approvals
            </Link>
            <Link to={href("/admin/jobs")} className="font-medium text-brand-700 underline">
              Legacy Job Listings
            </Link>
          </div>
        </div>
        {decisions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No decisions yet.</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100 text-sm">
            {decisions.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{describeDecision(d)}</span>
                <time dateTime={isoDateTime(d.createdAt)} className="text-xs text-slate-600">
                  {formatTimestamp(d.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const VERBS: Record<string, string> = {
  approve: "approved",
  reject: "rejected",
  publish: "published",
  unpublish: "unpublished",
  feature: "featured",
  unfeature: "unfeatured",
  create: "created",
  update: "edited",
  delete: "deleted",
  hide: "hid after scam reports",
  close: "closed",
  dismiss_reports: "dismissed the reports of",
};

const NOUNS: Record<string, string> = {
  opportunity: "opportunity",
  job: "job",
  category: "category",
  attribute: "attribute",
  import: "import",
};

function describeDecision(d: Decision): string {
  const verb = VERBS[d.action.split(".")[1] ?? ""] ?? d.action;
  const details = (d.details ?? {}) as { title?: unknown; name?: unknown; label?: unknown };
  const what = String(details.title ?? details.label ?? details.name ?? `#${d.entityId ?? ""}`);
  const statuses =
    d.statusBefore && d.statusAfter && d.statusBefore !== d.statusAfter
      ? ` (${STATUS_LABELS[d.statusBefore] ?? d.statusBefore} → ${STATUS_LABELS[d.statusAfter] ?? d.statusAfter})`
      : "";
  return `${d.actor ?? "Someone"} ${verb} ${NOUNS[d.entityType] ?? d.entityType} “${what}”${statuses}`;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Admin Dashboard", noindex: true });
}
