/** The board's filter panel: category, location, state, city, duration, payment, minimum stipend, freshness, verified and sort. */
import { type ReactNode, useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import {
  categoryFilterLabel,
  DURATION_FILTERS,
  DURATION_LABELS,
  type HomeSearchParams,
  LOCATION_FILTERS,
  LOCATION_LABELS,
  locationApplies,
  MIN_STIPEND_FILTERS,
  minStipendLabel,
  POSTED_WITHIN_FILTERS,
  POSTED_WITHIN_LABELS,
  PAYMENT_FILTERS,
  PAYMENT_LABELS,
  SORT_LABELS,
  SORT_OPTIONS,
} from "~/search/search-params";
import type { OpenPlaces, PlaceOption } from "~/taxonomy/cities";
import { VerifiedFilter } from "~/trust/verified-filter";
import type { Msg } from "~/i18n/define-texts";
import { useIntlLocale, useT } from "~/i18n/translate";
import { boardHref, FORM_ID, useBoardLinks } from "./board-links";
import { cleanFormFields } from "./clean-address";
import { OPPORTUNITY_TEXTS } from "./texts";
import { WhoFilters } from "~/eligibility/board-filters";
import type { WhoCounts } from "~/eligibility/filter";
import { Select } from "./filter-select";

const TEXT = OPPORTUNITY_TEXTS.filters;

const PLACES = OPPORTUNITY_TEXTS.places;

/**
 * A filter applied from the keyboard re-renders its control (each is keyed by its value):
 * focus would fall back to the top of the page. It goes back to the control the person was on.
 */
function useKeepFilterFocus(params: HomeSearchParams) {
  const lastFocused = useRef<string | null>(null);
  const search = boardHref(params);
  useEffect(() => {
    const id = lastFocused.current;
    if (id && (document.activeElement === document.body || document.activeElement === null)) {
      document.getElementById(id)?.focus({ preventScroll: true });
    }
  }, [search]);
  return (event: React.FocusEvent) => {
    lastFocused.current = event.target.id || null;
  };
}

export function FilterPanel({
  params,
  open,
  categories: open_,
  places,
  who,
  children,
}: {
  params: HomeSearchParams;
  who?: WhoCounts | null;
  open: boolean;
  categories: string[];
  places: OpenPlaces;
  /** More filters of their own kind at the panel's end (the cause chips): hidden with it on a phone until asked for. */
  children?: ReactNode;
}) {
  const submit = useSubmit();
  const t = useT();
  const numberLocale = useIntlLocale();
  const { path } = useBoardLinks();
  const rememberFocus = useKeepFilterFocus(params);
  const apply = (form: HTMLFormElement | null) => {
    if (form) void submit(cleanFormFields(form), { method: "get", action: path, preventScrollReset: true });
  };
  // A place's count is its own listings; with any location its results add the fully remote ones, and say so.
  const remoteAdded = !locationApplies(params.type) || params.location === "worldwide" ? (places.remote ?? 0) : 0;
  const categories: string[] = ["all", ...open_];
  if (!categories.includes(params.category)) categories.push(params.category);
  const select = (name: "category" | "duration" | "stipend" | "location" | "sortBy", label: Msg, options: [string, Msg | string][]) => (
    <Select name={name} label={t(label)} value={params[name]} onApply={apply} options={options.map(([value, text]) => [value, t(text)])} />
  );
  return (
    <div
      id="filter-panel"
      onFocus={rememberFocus}
      className={`${open ? "" : "max-md:hidden"} mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4`}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {select("category", TEXT.category, categories.map((c) => [c, categoryFilterLabel(c)]))}
        {select("duration", TEXT.duration, DURATION_FILTERS.map((d) => [d, DURATION_LABELS[d]]))}
        {select("stipend", TEXT.payment, PAYMENT_FILTERS.map((p) => [p, PAYMENT_LABELS[p]]))}
        <Select name="minStipend" label={t(TEXT.minStipend)} value={String(params.minStipend ?? 0)} onApply={apply} options={stipendOptions(t, numberLocale, params.minStipend ?? 0)} />
        {locationApplies(params.type) && select("location", TEXT.location, LOCATION_FILTERS.map((l) => [l, LOCATION_LABELS[l]]))}
        <Select name="state" label={t(PLACES.stateFilter)} value={params.state ?? ""} onApply={apply} options={placeOptions(t(PLACES.anyState), places.states, params.state ?? "", places.labels)} />
        <Select
          name="city"
          label={t(PLACES.cityFilter)}
          value={params.city ?? ""}
          onApply={apply}
          options={placeOptions(t(PLACES.anyCity), places.cities, params.city ?? "", places.labels)}
          hint={remoteAdded ? t(PLACES.remoteAdded, { count: remoteAdded }) : undefined}
        />
        <Select name="postedWithin" label={t(TEXT.postedWithin)} value={params.postedWithin ?? "any"} onApply={apply} options={POSTED_WITHIN_FILTERS.map((p) => [p, t(POSTED_WITHIN_LABELS[p])])} />
        {select("sortBy", TEXT.sortBy, SORT_OPTIONS.map((s) => [s, SORT_LABELS[s]]))}
      </div>
      <VerifiedFilter
        checked={Boolean(params.verified)}
        form={FORM_ID}
        onChange={(event) => {
          apply(event.currentTarget.form);
        }}
      />
      <WhoFilters params={params} counts={who} form={FORM_ID} onApply={apply} />
      <noscript>
        <button
          type="submit"
          form={FORM_ID}
          className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t(TEXT.apply)}
        </button>
      </noscript>
      {children}
    </div>
  );
}

/** The minimum-stipend options (decision 315); an amount from a shared link stays listed. */
function stipendOptions(t: ReturnType<typeof useT>, numberLocale: string, current: number): [string, string][] {
  const amounts: number[] = [...MIN_STIPEND_FILTERS];
  if (!amounts.includes(current)) amounts.push(current);
  return amounts.map((amount) => {
    const { label, values } = minStipendLabel(amount, numberLocale);
    return [String(amount), t(label, values)];
  });
}

/**
 * The options of the City or State filter: "Any", then the places with open listings of
 * the tab's type with their counts ("Pune (4)"); the chosen place stays listed when it has none.
 */
function placeOptions(any: string, places: PlaceOption[], current: string, labels: Record<string, string> = {}): [string, string][] {
  const name = (place: string) => labels[place] ?? place;
  const options: [string, string][] = [["", any], ...places.map((p): [string, string] => [p.name, `${name(p.name)} (${p.count})`])];
  if (current && !places.some((p) => p.name === current)) options.push([current, name(current)]);
  return options;
}

