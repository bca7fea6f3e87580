/** The poster's numbers on /manage/{token}: totals, a comparison, the chart, its table and CSV, in the page's language. */
import { useDateLocale, useIntlLocale, useT } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { BarChart, NumbersTable } from "./bar-chart";
import type { Comparison, DayCount, LanguageTotals, Totals } from "./listing-stats.server";
import { POSTER_STATS_TEXTS as TEXT } from "./texts";

export interface PosterStatsData {
  totals: Totals;
  /** The totals by the language of the page people used. */
  byLanguage: LanguageTotals[];
  days: DayCount[];
  comparison: Comparison | null;
  type: string;
}

type PluralType = Exclude<keyof typeof OPPORTUNITY_TEXTS.typesPlural, "all">;

export function PosterStats({ stats, csvPath }: { stats: PosterStatsData; csvPath: string }) {
  const { totals, days, comparison, byLanguage } = stats;
  const t = useT();
  const number = new Intl.NumberFormat(useIntlLocale()).format;
  // English keeps the day as YYYY-MM-DD; Hindi pages write it with hi-IN.
  const dateLocale = useDateLocale();
  const dayFormat = dateLocale ? new Intl.DateTimeFormat(dateLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }) : null;
  const day = (date: string) => (dayFormat ? dayFormat.format(new Date(`${date}T00:00:00Z`)) : date);
  // The chart's axis says the day short ("27 Nov", "27 नव॰") in the page's language.
  const shortDay = new Intl.DateTimeFormat(dateLocale ?? "en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
  const typePlural = OPPORTUNITY_TEXTS.typesPlural[stats.type as PluralType];
  const label = (typePlural ? t(typePlural) : stats.type).toLowerCase();
  return (
    <section aria-labelledby="stats-heading" className="mt-8">
      <h2 id="stats-heading" className="text-xl font-bold">
        {t(TEXT.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(TEXT.intro)}</p>
      <p className="mt-3 font-semibold" data-testid="listing-totals">
        {t(TEXT.totals, { views: number(totals.views), applies: number(totals.applyClicks), viewCount: totals.views, applyCount: totals.applyClicks })}
      </p>
      {byLanguage.length > 0 ? (
        <ul className="mt-1 text-sm text-slate-700" aria-label={t(TEXT.byLanguageLabel)} data-testid="listing-totals-by-language">
          {byLanguage.map((row) => (
            <li key={row.language} data-language={row.language}>
              {t(TEXT.byLanguage, { language: row.name, views: number(row.views), applies: number(row.applyClicks), viewCount: row.views, applyCount: row.applyClicks })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {comparison
          ? t(TEXT.similar, { label, views: number(comparison.views), applies: number(comparison.applyClicks), days: number(comparison.days), viewCount: comparison.views, applyCount: comparison.applyClicks, dayCount: comparison.days })
          : t(TEXT.noSimilar)}
      </p>
      <BarChart
        labels={days.map((d) => day(d.date))}
        axisLabels={days.map((d) => shortDay.format(new Date(`${d.date}T00:00:00Z`)))}
        series={[
          { name: t(TEXT.views), values: days.map((d) => d.views), fill: "fill-brand-600" },
          { name: t(TEXT.applyClicks), values: days.map((d) => d.applyClicks), fill: "fill-emerald-600" },
        ]}
        highest={(max) => t(TEXT.highest, { max: number(max) })}
      >
        <NumbersTable
          caption={t(TEXT.tableCaption, { days: number(days.length), dayCount: days.length })}
          columns={[t(TEXT.date), t(TEXT.views), t(TEXT.applyClicks)]}
          rows={[...days].reverse().map((d) => [day(d.date), number(d.views), number(d.applyClicks)])}
        />
      </BarChart>
      <p className="mt-3">
        <a href={csvPath} download className="text-brand-700 underline">
          {t(TEXT.csvLink)}
        </a>
      </p>
    </section>
  );
}
