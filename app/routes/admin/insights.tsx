import type { Route } from "./+types/insights";
import { requireAdmin } from "~/auth/guard.server";
import { TeamInsights } from "~/insights/team-insights";
import { languageNumbers, oldestPendingHours, topSearches, weeklyNumbers } from "~/insights/team-stats.server";
import { TEAM_TEXT } from "~/insights/texts";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return {
    weeks: weeklyNumbers(db),
    oldestPendingHours: oldestPendingHours(db),
    searches: topSearches(db),
    zeroSearches: topSearches(db, { zeroOnly: true }),
    languages: languageNumbers(db),
  };
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <TeamInsights {...loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: `${TEAM_TEXT.heading} – Admin`, noindex: true });
}
