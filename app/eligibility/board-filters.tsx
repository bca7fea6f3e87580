/**
 * The board's who-can-apply filters (filter.ts) in the filter panel's GET form: selects and
 * checkboxes named as the URL's parameters, so they work without JavaScript (the panel's Apply
 * button) and apply on change with it. Each option carries its count of open listings of the tab's
 * type, as the place filters do ("Second-year students (4)"), when the loader has them.
 */
import { useIntlLocale, useT } from "~/i18n/translate";
import { Select } from "~/opportunities/filter-select";
import type { HomeSearchParams } from "~/search/search-params";
import type { WhoCounts } from "./filter";
import { WHO_TEXTS } from "./texts";
import { OFFERED_WORK_LANGUAGES, OPEN_TO_VALUES, PERK_VALUES, PROGRAMME_VALUES } from "./values";
import { languageName } from "./words";

/** "Certificate (2)": an option with its count, or as it is when there are no counts. */
function counted(text: string, count: number | undefined): string {
  return count === undefined ? text : `${text} (${count})`;
}

export function WhoFilters({
  params,
  counts,
  form,
  onApply,
}: {
  params: HomeSearchParams;
  counts?: WhoCounts | null;
  form: string;
  onApply: (form: HTMLFormElement | null) => void;
}) {
  const t = useT();
  const locale = useIntlLocale();
  const languages: string[] = [...OFFERED_WORK_LANGUAGES];
  // A language some open listing names but the list does not offer is listed after it.
  for (const code of Object.keys(counts?.workLanguage ?? {}).sort()) if (!languages.includes(code)) languages.push(code);
  const languageCount = (code: string) => (counts ? (counts.workLanguage[code] ?? 0) : undefined);
  if (params.workLanguage && !languages.includes(params.workLanguage)) languages.push(params.workLanguage);
  const perks = params.perk ?? [];
  return (
    <div className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          name="openTo"
          label={t(WHO_TEXTS.filters.openTo)}
          value={params.openTo ?? ""}
          onApply={onApply}
          options={[["", t(WHO_TEXTS.filters.anyYear)], ...OPEN_TO_VALUES.map((v): [string, string] => [v, counted(t(WHO_TEXTS.openTo[v]), counts?.openTo[v])])]}
        />
        <Select
          name="workLanguage"
          label={t(WHO_TEXTS.filters.workLanguage)}
          value={params.workLanguage ?? ""}
          onApply={onApply}
          options={[["", t(WHO_TEXTS.filters.anyLanguage)], ...languages.map((code): [string, string] => [code, counted(languageName(code, locale), languageCount(code))])]}
        />
        <Select
          name="programmeFor"
          label={t(WHO_TEXTS.filters.programmeFor)}
          value={params.programmeFor ?? ""}
          onApply={onApply}
          options={[["", t(WHO_TEXTS.filters.anyProgramme)], ...PROGRAMME_VALUES.map((v): [string, string] => [v, counted(t(WHO_TEXTS.programmes[v]), counts?.programmeFor[v])])]}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          key={String(Boolean(params.partTime))}
          id="filter-partTime"
          type="checkbox"
          name="partTime"
          value="1"
          form={form}
          defaultChecked={Boolean(params.partTime)}
          onChange={(event) => onApply(event.currentTarget.form)}
          className="h-4 w-4 rounded border-slate-400"
        />
        <label htmlFor="filter-partTime" className="text-sm font-semibold text-slate-700">
          {counted(t(WHO_TEXTS.filters.partTime), counts?.partTime)}
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">{t(WHO_TEXTS.filters.perks)}</legend>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {PERK_VALUES.map((perk) => (
            <li key={perk} className="flex items-center gap-1.5">
              <input
                key={String(perks.includes(perk))}
                id={`filter-perk-${perk}`}
                type="checkbox"
                name="perk"
                value={perk}
                form={form}
                defaultChecked={perks.includes(perk)}
                onChange={(event) => onApply(event.currentTarget.form)}
                className="h-4 w-4 rounded border-slate-400"
              />
              <label htmlFor={`filter-perk-${perk}`} className="text-sm text-slate-700">
                {counted(t(WHO_TEXTS.perks[perk]), counts?.perk[perk])}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
