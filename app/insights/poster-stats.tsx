/** The poster's numbers on /manage/{token}: totals, a comparison, the chart, its table and CSV. */
import { typeLabel } from "../opportunities/constants";
import { BarChart, NumbersTable } from "./bar-chart";
import type { Comparison, DayCount, Totals } from "./listing-stats.server";
import { INSIGHTS_TEXT } from "./texts";

export interface PosterStatsData {
  totals: Totals;
  days: DayCount[];
  comparison: Comparison | null;
  type: string;
}

export function PosterStats({ stats, csvPath }: { stats: PosterStatsData; csvPath: string }) {
  const { totals, days, comparison } = stats;
  return (
    <section aria-labelledby="stats-heading" className="mt-8">
      <h2 id="stats-heading" className="text-xl font-bold">
        {INSIGHTS_TEXT.statsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{INSIGHTS_TEXT.statsIntro}</p>
      <p className="mt-3 font-semibold" data-testid="listing-totals">
        {INSIGHTS_TEXT.totals(totals.views, totals.applyClicks)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {comparison
          ? INSIGHTS_TEXT.similar(typeLabel(stats.type, { plural: true }).toLowerCase(), comparison.views, comparison.applyClicks, comparison.days)
          : INSIGHTS_TEXT.noSimilar}
      </p>
      <BarChart
        labels={days.map((d) => d.date)}
        series={[
          { name: INSIGHTS_TEXT.views, values: days.map((d) => d.views), fill: "fill-brand-600" },
          { name: INSIGHTS_TEXT.applyClicks, values: days.map((d) => d.applyClicks), fill: "fill-emerald-600" },
        ]}
      >
        <NumbersTable
          caption={INSIGHTS_TEXT.tableCaption(days.length)}
          columns={[INSIGHTS_TEXT.date, INSIGHTS_TEXT.views, INSIGHTS_TEXT.applyClicks]}
          rows={[...days].reverse().map((d) => [d.date, d.views, d.applyClicks])}
        />
      </BarChart>
      <p className="mt-3">
        <a href={csvPath} download className="text-brand-700 underline">
          {INSIGHTS_TEXT.csvLink}
        </a>
      </p>
    </section>
  );
}
