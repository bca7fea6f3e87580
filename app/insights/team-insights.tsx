/** The /admin/insights screen: each chart with its table and a CSV of its numbers. */
import { href, Link } from "react-router";
import { BarChart, type ChartSeries, NumbersTable } from "./bar-chart";
import type { LanguageRow, SearchRow, WeekRow } from "./team-stats.server";
import { TEAM_TEXT as T } from "./texts";

type Column = { label: string; value: (row: WeekRow) => number | string; fill: string };

/** The axis names a week by its first day, short ("23 Nov"), so the labels stay apart at 390 px. */
const SHORT_DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const weekAxis = (weeks: WeekRow[]) => weeks.map((w) => SHORT_DAY.format(new Date(`${w.week}T00:00:00Z`)));

function WeeklyChart({ title, caption, weeks, columns }: { title: string; caption: string; weeks: WeekRow[]; columns: Column[] }) {
  const series: ChartSeries[] = columns.map((c) => ({ name: c.label, values: weeks.map((w) => Number(c.value(w)) || 0), fill: c.fill }));
  return (
    <section className="mt-8 min-w-0" aria-label={title}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <BarChart labels={weeks.map((w) => w.week)} axisLabels={weekAxis(weeks)} series={series}>
        <NumbersTable caption={caption} columns={[T.week, ...columns.map((c) => c.label)]} rows={[...weeks].reverse().map((w) => [w.week, ...columns.map((c) => c.value(w))])} />
      </BarChart>
    </section>
  );
}

/** A download of the team's numbers as CSV. */
function CsvLink({ file, label, className }: { file: "weekly.csv" | "searches.csv"; label: string; className: string }) {
  return (
    <p className={className}>
      <a href={href("/admin/insights/:file", { file })} download className="text-brand-700 underline">
        {label}
      </a>
    </p>
  );
}

/** The back office is English: each language by its English name, from the registry's codes. */
const languageName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
const cell = "border-b border-slate-100 py-1 pr-3";
const numberCell = `${cell} text-right tabular-nums`;
const head = "border-b border-slate-300 py-1 pr-3";

/** A table's column heads: the first names the rows, the others are numbers. */
function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={label} scope="col" className={index === 0 ? head : `${head} text-right`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Confirmed alerts, recent listings, views, apply clicks and searches by the language people used. */
function LanguageTable({ rows }: { rows: LanguageRow[] }) {
  return (
    <section className="mt-8 min-w-0" aria-labelledby="insights-languages">
      <h2 id="insights-languages" className="text-xl font-semibold">
        {T.languages}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.languagesNote}</p>
      {/* Six columns are wider than a phone: the table scrolls in its own region, the page does not. */}
      <div role="region" aria-labelledby="insights-languages" tabIndex={0} className="mt-2 max-w-full overflow-x-auto" data-testid="languages-scroll">
      <table className="text-left text-sm">
        <ColumnHeads labels={[T.language, T.activeAlerts, T.postedListings, T.languageViews, T.languageApplyClicks, T.languageSearches]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.language}>
              <th scope="row" className={`${cell} font-normal`}>{languageName(row.language)}</th>
              {[row.alerts, row.listings, row.views, row.applyClicks, row.searches].map((value, index) => (
                <td key={index} className={numberCell} data-column={index}>
                  {value.toLocaleString("en-IN")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}

/** `tried`: a column saying what search tried besides the words as typed (for searches with no result, decision 297). */
function SearchTable({ title, rows, tried = false }: { title: string; rows: SearchRow[]; tried?: boolean }) {
  return (
    <section className="mt-8 min-w-0" aria-label={title}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{T.noSearches}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <ColumnHeads labels={[T.query, T.visitors, T.searchCount, T.results, ...(tried ? [T.tried] : [])]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <th scope="row" className={`${cell} break-all font-normal`}>
                  {row.query === "" ? (
                    <i>{T.otherSearches}</i>
                  ) : (
                    <Link to={`${href("/")}?${new URLSearchParams({ query: row.query })}`} className="text-brand-700 underline">
                      {/* A visitor's words, in any direction: isolated from the table's own. */}
                      <bdi>{row.query}</bdi>
                    </Link>
                  )}
                </th>
                <td className={numberCell}>{row.visitors}</td>
                <td className={numberCell}>{row.searches}</td>
                <td className={numberCell}>{row.results}</td>
                {tried && <td className={cell}>{T.triedLabel(row.tried)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function TeamInsights({
  weeks,
  oldestPendingHours,
  searches,
  zeroSearches,
  languages,
}: {
  weeks: WeekRow[];
  oldestPendingHours: number | null;
  searches: SearchRow[];
  zeroSearches: SearchRow[];
  languages: LanguageRow[];
}) {
  return (
    <section aria-labelledby="insights-heading">
      <h2 id="insights-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.intro}</p>
      <CsvLink file="weekly.csv" label={T.weeklyCsv} className="mt-3" />
      <div className="grid gap-x-8 lg:grid-cols-2">
        <WeeklyChart
          title={T.moderation}
          caption={T.moderationCaption}
          weeks={weeks}
          columns={[
            { label: T.submissions, value: (w) => w.submissions, fill: "fill-brand-600" },
            { label: T.approvals, value: (w) => w.approvals, fill: "fill-emerald-600" },
            { label: T.rejections, value: (w) => w.rejections, fill: "fill-red-700" },
          ]}
        />
        <section className="mt-8 min-w-0" aria-label={T.medianHours}>
          <h3 className="text-lg font-semibold">{T.medianHours}</h3>
          <p className="mt-2 font-semibold" data-testid="oldest-pending">
            {T.oldestPending(oldestPendingHours)}
          </p>
          <BarChart
            labels={weeks.map((w) => w.week)}
            axisLabels={weekAxis(weeks)}
            series={[{ name: T.medianHours, values: weeks.map((w) => w.medianHoursToDecision ?? 0), fill: "fill-amber-600" }]}
          >
            <NumbersTable
              caption={T.medianCaption}
              columns={[T.week, T.medianHours]}
              rows={[...weeks].reverse().map((w) => [w.week, w.medianHoursToDecision ?? "–"])}
            />
          </BarChart>
        </section>
        <WeeklyChart
          title={T.audience}
          caption={T.audienceCaption}
          weeks={weeks}
          columns={[
            { label: "Views", value: (w) => w.views, fill: "fill-brand-600" },
            { label: "Apply clicks", value: (w) => w.applyClicks, fill: "fill-emerald-600" },
          ]}
        />
        <WeeklyChart
          title={T.alerts}
          caption={T.alertsCaption}
          weeks={weeks}
          columns={[
            { label: T.confirmations, value: (w) => w.alertConfirmations, fill: "fill-brand-600" },
            { label: T.unsubscribes, value: (w) => w.alertUnsubscribes, fill: "fill-slate-500" },
          ]}
        />
        <WeeklyChart
          title={T.reports}
          caption={T.reportsCaption}
          weeks={weeks}
          columns={[{ label: T.reportCount, value: (w) => w.reports, fill: "fill-red-700" }]}
        />
        <WeeklyChart
          title={T.mailsHeldBack}
          caption={T.mailsHeldBackCaption}
          weeks={weeks}
          columns={[{ label: T.mailsHeldBack, value: (w) => w.mailsHeldBack, fill: "fill-slate-500" }]}
        />
        <WeeklyChart
          title={T.embedViews}
          caption={T.embedViewsCaption}
          weeks={weeks}
          columns={[{ label: T.embedViews, value: (w) => w.embedViews, fill: "fill-brand-600" }]}
        />
      </div>
      <h2 className="mt-10 text-xl font-semibold">{T.searches}</h2>
      <p className="mt-1 text-sm text-slate-700">{T.searchesNote}</p>
      <CsvLink file="searches.csv" label={T.searchesCsv} className="mt-2" />
      <div className="grid gap-x-8 lg:grid-cols-2">
        <SearchTable title={T.searches} rows={searches} />
        <SearchTable title={T.zeroSearches} rows={zeroSearches} tried />
      </div>
      <LanguageTable rows={languages} />
    </section>
  );
}
