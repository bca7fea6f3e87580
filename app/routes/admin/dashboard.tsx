import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/guard.server";
import { loadTwoFactorControl } from "~/auth/two-factor-actions.server";
import { TwoFactorControl } from "~/auth/two-factor-control";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { outboxCounts } from "~/mail/outbox.server";
import { OutboxStatus } from "~/mail/outbox-status";
import { CategoryDistribution, LatestDecisions } from "~/moderation/dashboard-panels";
import { dashboardStats, latestDecisions } from "~/moderation/queries.server";
import { openReportCounts } from "~/trust/reports.server";
import { PrivacyPanel } from "~/privacy/admin-panel";
import { myDataRequestsPerWeek } from "~/privacy/my-data.server";
import { readGrievanceContact } from "~/privacy/settings.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  return {
    stats: dashboardStats(db),
    decisions: latestDecisions(db),
    reports: openReportCounts(db),
    twoFactor: await loadTwoFactorControl(request, context, user.id),
    mail: outboxCounts(db),
    privacy: { grievanceMissing: readGrievanceContact(db) === null, requestsPerWeek: myDataRequestsPerWeek(db) },
  };
}

export default function Dashboard() {
  const { stats, decisions, twoFactor, reports, mail, privacy } = useLoaderData<typeof loader>();
  const cards = [
    {
      label: "Active Listings",
      value: stats.active,
      detail: `${stats.breakdown.published.opportunities} opportunities · ${stats.breakdown.published.jobs} jobs published`,
      to: `${href("/admin/opportunities")}?status=published`,
    },
    {
      label: "Featured Listings",
      value: stats.featured,
      detail: `${stats.breakdown.featured.opportunities} opportunities · ${stats.breakdown.featured.jobs} jobs`,
      to: `${href("/admin/opportunities")}?status=published`,
    },
    {
      label: "Pending Approval",
      value: stats.pending,
      detail: `${stats.breakdown.pending.opportunities} opportunities · ${stats.breakdown.pending.jobs} jobs · ${
        stats.breakdown.pending.revisions === 1 ? "1 edit" : `${stats.breakdown.pending.revisions} edits`
      }`,
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

      <OutboxStatus counts={mail} />

      <PrivacyPanel {...privacy} />

      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryDistribution categories={stats.categories} />

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

      <LatestDecisions decisions={decisions} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Admin Dashboard", noindex: true });
}
