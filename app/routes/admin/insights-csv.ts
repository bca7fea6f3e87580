import { data } from "react-router";
import type { Route } from "./+types/insights-csv";
import { requireAdmin } from "~/auth/guard.server";
import { csvResponse, toCsv } from "~/insights/csv";
import { topSearches, weeklyNumbers } from "~/insights/team-stats.server";
import { dbContext } from "~/lib/context";

/** /admin/insights/searches.csv and /admin/insights/weekly.csv: the numbers of the insights screen. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  if (params.file === "searches.csv") {
    const rows = topSearches(db, { limit: null }).map((r) => [r.query || "(other)", r.visitors, r.searches, r.results]);
    return csvResponse("searches.csv", toCsv(["query", "visitors", "searches", "results"], rows));
  }
  if (params.file === "weekly.csv") {
    const header = ["week", "submissions", "approvals", "rejections", "median_hours_to_decision", "views", "apply_clicks", "alert_confirmations", "alert_unsubscribes", "reports", "mails_held_back", "embed_views"];
    const rows = weeklyNumbers(db).map((w) => [
      w.week,
      w.submissions,
      w.approvals,
      w.rejections,
      w.medianHoursToDecision ?? "",
      w.views,
      w.applyClicks,
      w.alertConfirmations,
      w.alertUnsubscribes,
      w.reports,
      w.mailsHeldBack,
      w.embedViews,
    ]);
    return csvResponse("weekly.csv", toCsv(header, rows));
  }
  throw data(null, { status: 404 });
}
