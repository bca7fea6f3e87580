import { isRouteErrorResponse, NavLink, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { adminOnly } from "~/moderation/guard";
import { pendingCount as pendingCount_ } from "~/moderation/pending-queue.server";
import { ADMIN_TABS, adminTabPath } from "~/moderation/tabs";
import { requireAdmin } from "~/auth/guard.server";
import { AdminLoginCard, type AdminSignInHandle } from "~/auth/admin-login-card";
import { SignedInHeading } from "~/auth/signed-in-heading";
import { SectionTabs } from "~/components/admin-screens";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { openReportCounts } from "~/trust/reports.server";

export const middleware: Route.MiddlewareFunction[] = [adminOnly];

/** Signed out, the guard's 401 is rendered by the root error boundary with this card. */
export const handle: AdminSignInHandle = { adminSignIn: (message) => <AdminLoginCard message={message} /> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const tab = adminTabPath(new URL(request.url).searchParams.get("tab"));
  if (tab && tab !== "/admin") throw redirect(tab);
  // The same count as the dashboard's Pending Approval card: both kinds of submission.
  const pendingCount = pendingCount_(context.get(dbContext));
  const reportCount = openReportCounts(context.get(dbContext)).reports;
  return { user, pendingCount, reportCount };
}

export default function AdminLayout() {
  const { user, pendingCount, reportCount } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6">
      <SignedInHeading heading="Admin Dashboard" name={user.fullName ?? user.username} signOutLabel="Sign out" />
      {/* The tabs wrap on narrow screens: no tab hides off-screen. */}
      <SectionTabs label="Admin sections" className="mt-6 border-b border-slate-200" listClassName="flex flex-wrap gap-1 whitespace-nowrap">
        {ADMIN_TABS.filter((t) => t.inTabList).map((tab) => (
          <li key={tab.value}>
            <NavLink
              to={tab.path}
              end={tab.path === "/admin"}
              className={({ isActive }) =>
                `inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
              {tab.value === "pending" && pendingCount > 0 ? (
                <span className="rounded-full bg-red-600 px-2 text-xs text-white" aria-label={`${pendingCount} pending`}>
                  {pendingCount}
                </span>
              ) : null}
              {tab.value === "reports" && reportCount > 0 ? (
                <span className="rounded-full bg-red-600 px-2 text-xs text-white" aria-label={`${reportCount} open`}>
                  {reportCount}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </SectionTabs>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  // Signed out, the error boundary shows the sign-in card.
  return pageMeta(args, { title: args.error ? "Admin sign in" : "Admin Dashboard", noindex: true });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    const message = error.status === 403 ? "User is not an admin" : undefined;
    return <AdminLoginCard message={message} />;
  }
  throw error;
}
