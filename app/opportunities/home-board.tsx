/**
 * The board under the home hero (public-side.md §2, §4, §8, §9): search, the
 * Featured Opportunities carousel, the type tabs, filters, chips, results and
 * Load More.
 *
 * Every state is a URL rendered on the server. Without JavaScript the search and
 * filters are one GET form with an Apply button, and tabs, chips, Clear filters
 * and Load More are links. With JavaScript the same links and form navigate on
 * the client: filters apply on change, Load More appends without a reload, and
 * the page scrolls to the results ~100 ms after a search and ~300 ms after
 * arriving at #opportunities.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { PAGE_STEP, typeLabel } from "~/opportunities/constants";
import type { CardItem } from "~/opportunities/search.server";
import {
  activeFilterChips,
  categoryFilterLabel,
  clearedFilters,
  countLabel,
  DURATION_FILTERS,
  DURATION_LABELS,
  EMPTY_RESULTS_HINT,
  emptyResultsText,
  type HomeSearchParams,
  homeSearch,
  LOCATION_FILTERS,
  LOCATION_LABELS,
  locationApplies,
  MAX_SHOW,
  PAYMENT_FILTERS,
  PAYMENT_LABELS,
  RESULTS_ERROR_TEXT,
  SORT_LABELS,
  SORT_OPTIONS,
} from "~/opportunities/search-params";
import { CITY_SUGGESTIONS } from "~/opportunities/cities";
import { VerifiedFilter } from "~/trust/verified-filter";
import { OpportunityCard, SkeletonCard } from "./opportunity-card";

export interface HomeBoardData {
  params: HomeSearchParams;
  results: CardItem[];
  total: number;
  /** More matches than `total` (counting stops at 1,000). */
  more?: boolean;
  featured: CardItem[];
  /** Categories with open listings (the categories table), for the filter. */
  categories: string[];
  error: boolean;
}

const FORM_ID = "board-search";
const SECTION_ID = "opportunities";
const SEARCH_SCROLL_DELAY_MS = 100;
const HASH_SCROLL_DELAY_MS = 300;
const TABS = ["internship", "fellowship", "course"] as const;

const to = (state: HomeSearchParams, hash = `#${SECTION_ID}`) => `/${homeSearch(state)}${hash}`;

export function HomeBoard(data: HomeBoardData) {
  const searchedRef = useRef(false);
  useBoardScrolling(searchedRef);
  return (
    <>
      <SearchBar params={data.params} onSearch={() => (searchedRef.current = true)} />
      {data.featured.length > 0 && <FeaturedCarousel items={data.featured} />}
      <Opportunities {...data} />
    </>
  );
}

/** ~100 ms after a search, ~300 ms after arriving at #opportunities: scroll to the results (§2, §9). */
function useBoardScrolling(searchedRef: React.RefObject<boolean>) {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== `#${SECTION_ID}`) return;
    const delay = searchedRef.current ? SEARCH_SCROLL_DELAY_MS : HASH_SCROLL_DELAY_MS;
    searchedRef.current = false;
    const timer = setTimeout(() => document.getElementById(SECTION_ID)?.scrollIntoView({ block: "start" }), delay);
    return () => clearTimeout(timer);
  }, [location.key, location.hash, searchedRef]);
}

function SearchBar({ params, onSearch }: { params: HomeSearchParams; onSearch: () => void }) {
  const [text, setText] = useState(params.query);
  const [shownQuery, setShownQuery] = useState(params.query);
  if (shownQuery !== params.query) {
    // The URL changed (a chip removed the query, Back…): show its query.
    setShownQuery(params.query);
    setText(params.query);
  }
  const clearClass = "px-2 text-2xl leading-none text-slate-600 hover:text-slate-900";
  return (
    <div className="mx-auto max-w-3xl px-4 py-3 sm:py-6">
      <Form
        id={FORM_ID}
        method="get"
        action={`/#${SECTION_ID}`}
        role="search"
        preventScrollReset
        onSubmit={onSearch}
        className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white p-2 shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
      >
        <label htmlFor="board-query" className="sr-only">
          Search opportunities
        </label>
        <input
          id="board-query"
          type="search"
          name="query"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
          enterKeyHint="search"
          placeholder="Search by role, organisation, skill or place"
          className="min-w-0 flex-1 bg-transparent px-2 py-2 outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {params.query ? (
          <Link
            to={to({ ...params, query: "", show: PAGE_STEP })}
            preventScrollReset
            aria-label="Clear search"
            className={clearClass}
            onClick={() => setText("")}
          >
            ×
          </Link>
        ) : (
          text && (
            <button type="button" aria-label="Clear search" className={clearClass} onClick={() => setText("")}>
              ×
            </button>
          )
        )}
        <input type="hidden" name="type" value={params.type} />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </Form>
    </div>
  );
}

function FeaturedCarousel({ items }: { items: CardItem[] }) {
  const track = useRef<HTMLUListElement>(null);
  const enhanced = useHydrated();
  const hidden = useOffscreenCards(track, items.length);
  const move = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: "smooth" });
  const button = "rounded-full border border-slate-300 bg-white px-3 py-1 text-lg hover:bg-slate-50";
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 pb-4">
      <div className="flex items-center justify-between">
        <h2 id="featured-heading" className="text-xl font-bold">
          Featured Opportunities
        </h2>
        {enhanced && items.length > 1 && (
          <div className="flex gap-2">
            <button type="button" className={button} aria-label="Previous featured opportunities" onClick={() => move(-1)}>
              ‹
            </button>
            <button type="button" className={button} aria-label="Next featured opportunities" onClick={() => move(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {/* 1, 2 or 3 cards per view on small, medium and large screens (§9). */}
      <ul ref={track} className="mt-3 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {items.map((item, i) => (
          <li
            key={item.id}
            data-index={i}
            // Cards scrolled out of view leave the tab order (the arrows bring them in).
            inert={hidden.has(i)}
            className="w-full shrink-0 snap-start md:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
          >
            <OpportunityCard item={item} showType />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which cards of the carousel track are (mostly) out of view, watched while the page is open. */
function useOffscreenCards(track: React.RefObject<HTMLUListElement | null>, count: number) {
  const [hidden, setHidden] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    const root = track.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) =>
        setHidden((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.intersectionRatio >= 0.6) next.delete(index);
            else next.add(index);
          }
          return next;
        }),
      { root, threshold: [0, 0.6, 1] },
    );
    for (const li of Array.from(root.children)) observer.observe(li);
    return () => observer.disconnect();
  }, [track, count]);
  return hidden;
}

function Opportunities({ params, results, total, more: moreThanTotal, error, categories }: HomeBoardData) {
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pending = navigation.state === "loading" && navigation.location.pathname === "/" ? navigation.location : null;
  // Load More only changes `show`: the cards stay and skeletons are appended; any other change replaces them.
  const appending = pending !== null && sameBoardExceptShow(pending.search, homeSearch(params));
  const replacing = pending !== null && !appending;
  const chips = activeFilterChips(params);
  const nounType = params.type;
  const more = results.length < total && params.show < MAX_SHOW;
  useFocusFirstNewResult(params, results.length);

  return (
    <section id={SECTION_ID} aria-labelledby="opportunities-heading" className="mx-auto max-w-6xl scroll-mt-4 px-4 pb-12">
      <h2 id="opportunities-heading" className="sr-only">
        Opportunities
      </h2>
      <nav aria-label="Opportunity types">
        {/* Three equal columns: every tab shows on a 320 px screen, nothing scrolls sideways. */}
        <ul className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={to({ ...params, type: tab, show: PAGE_STEP })}
                preventScrollReset
                aria-current={params.type === tab ? "page" : undefined}
                className={`-mb-px block border-b-2 px-1 py-2 text-center text-sm font-semibold sm:inline-block sm:px-4 sm:text-base ${
                  params.type === tab ? "border-brand-700 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {typeLabel(tab, { plural: true })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4">
        <button
          type="button"
          id="filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="filter-panel"
          onClick={() => setFiltersOpen((open) => !open)}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold md:hidden"
        >
          Toggle Filters
        </button>
        {/* Without JavaScript the toggle is a link: the panel shows while it is the URL's target. */}
        <noscript>
          <style>{"#filter-panel:target{display:block!important}#filters-toggle{display:none!important}"}</style>
          <a href="#filter-panel" className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold md:hidden">
            Toggle Filters
          </a>
        </noscript>
        <FilterPanel params={params} open={filtersOpen} categories={categories} />
      </div>

      {chips.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={to(chip.without)}
                  preventScrollReset
                  aria-label={`Remove filter ${chip.label}`}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                >
                  {chip.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={to(clearedFilters(params))} preventScrollReset className="text-brand-700 underline">
            Clear filters
          </Link>
        </div>
      )}

      <div id="results" aria-busy={pending !== null} className="mt-4">
        {!error && (
          <p role="status" aria-live="polite" aria-atomic="true" className="mb-3 font-semibold text-slate-700">
            {replacing ? "Loading…" : countLabel(total, nounType, moreThanTotal)}
          </p>
        )}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {RESULTS_ERROR_TEXT}
          </p>
        ) : replacing ? (
          <SkeletonList />
        ) : results.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold">{emptyResultsText(params.type)}</p>
            <p className="mt-1 text-slate-600">{EMPTY_RESULTS_HINT}</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {results.map((item, i) => (
                <li key={item.id} id={`result-${i + 1}`} className="scroll-mt-4">
                  <OpportunityCard item={item} showType={params.type === "all"} />
                </li>
              ))}
            </ul>
            {appending && <SkeletonList />}
          </>
        )}
        {!error && !replacing && more && (
          <div className="mt-6 text-center">
            <Link
              to={to({ ...params, show: params.show + PAGE_STEP }, `#result-${results.length + 1}`)}
              preventScrollReset
              replace
              className="inline-block rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Load More
            </Link>
          </div>
        )}
        {!error && results.length < total && params.show >= MAX_SHOW && (
          <p className="mt-6 text-center text-slate-600">Refine your search or filters to see more.</p>
        )}
      </div>
    </section>
  );
}

function withoutShow(search: string) {
  const params = new URLSearchParams(search);
  params.delete("show");
  params.sort();
  return params.toString();
}
function sameBoardExceptShow(a: string, b: string) {
  return withoutShow(a) === withoutShow(b);
}

function SkeletonList() {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

/** After Load More, keyboard focus moves to the first new card (without scrolling). */
function useFocusFirstNewResult(params: HomeSearchParams, count: number) {
  const previous = useRef({ key: homeSearch({ ...params, show: PAGE_STEP }), count });
  useEffect(() => {
    const key = homeSearch({ ...params, show: PAGE_STEP });
    const before = previous.current;
    previous.current = { key, count };
    if (before.key === key && count > before.count) {
      document.querySelector<HTMLAnchorElement>(`#result-${before.count + 1} a`)?.focus({ preventScroll: true });
    }
  }, [params, count]);
}

/**
 * A filter applied from the keyboard re-renders its control (each is keyed by its value):
 * focus would fall back to the top of the page. It goes back to the control the person was on.
 */
function useKeepFilterFocus(params: HomeSearchParams) {
  const lastFocused = useRef<string | null>(null);
  const search = homeSearch(params);
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

function FilterPanel({ params, open, categories: open_ }: { params: HomeSearchParams; open: boolean; categories: string[] }) {
  const submit = useSubmit();
  const rememberFocus = useKeepFilterFocus(params);
  const apply = (form: HTMLFormElement | null) => {
    if (form) void submit(form, { action: "/", preventScrollReset: true });
  };
  const categories: string[] = ["all", ...open_];
  if (!categories.includes(params.category)) categories.push(params.category);
  return (
    <div
      id="filter-panel"
      onFocus={rememberFocus}
      className={`${open ? "" : "max-md:hidden"} mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4`}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select name="category" label="Category" value={params.category} onApply={apply}
          options={categories.map((c) => [c, categoryFilterLabel(c)])} />
        <Select name="duration" label="Duration" value={params.duration} onApply={apply}
          options={DURATION_FILTERS.map((d) => [d, DURATION_LABELS[d]])} />
        <Select name="stipend" label="Payment" value={params.stipend} onApply={apply}
          options={PAYMENT_FILTERS.map((p) => [p, PAYMENT_LABELS[p]])} />
        {locationApplies(params.type) && (
          <Select name="location" label="Location" value={params.location} onApply={apply}
            options={LOCATION_FILTERS.map((l) => [l, LOCATION_LABELS[l]])} />
        )}
        <CityFilter value={params.city ?? ""} onApply={apply} />
        <Select name="sortBy" label="Sort by" value={params.sortBy} onApply={apply}
          options={SORT_OPTIONS.map((s) => [s, SORT_LABELS[s]])} />
      </div>
      <VerifiedFilter checked={Boolean(params.verified)} form={FORM_ID} onChange={(event) => {
        const form = event.currentTarget.form;
        if (form) void submit(form, { action: "/", preventScrollReset: true });
      }} />
      <noscript>
        <button type="submit" form={FORM_ID} className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Apply
        </button>
      </noscript>
    </div>
  );
}

/** A city typed (or picked from common cities); applied with Enter or when the field is left. */
function CityFilter({ value, onApply }: { value: string; onApply: (form: HTMLFormElement | null) => void }) {
  return (
    <div>
      <label htmlFor="filter-city" className="block text-sm font-semibold text-slate-700">
        City
      </label>
      <input
        key={value}
        id="filter-city"
        name="city"
        type="text"
        form={FORM_ID}
        defaultValue={value}
        list="filter-city-suggestions"
        maxLength={50}
        autoComplete="address-level2"
        placeholder="Any city"
        onBlur={(event) => {
          if (event.currentTarget.value.trim() !== value) onApply(event.currentTarget.form);
        }}
        className="mt-1 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5"
      />
      <datalist id="filter-city-suggestions">
        {CITY_SUGGESTIONS.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
    </div>
  );
}

/**
 * A filter select. A choice made with a pointer applies at once; a choice made
 * with the keyboard (arrow keys change a closed select's value one step at a
 * time) applies when the select is left, so the results do not reload on every
 * key press (WCAG 3.2.2). Without JavaScript the Apply button submits.
 */
function Select(props: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
  onApply: (form: HTMLFormElement | null) => void;
}) {
  const id = `filter-${props.name}`;
  const pointer = useRef(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <select
        key={props.value}
        id={id}
        name={props.name}
        form={FORM_ID}
        defaultValue={props.value}
        onPointerDown={() => (pointer.current = true)}
        onKeyDown={() => (pointer.current = false)}
        onChange={(event) => {
          if (pointer.current) props.onApply(event.currentTarget.form);
        }}
        onBlur={(event) => {
          pointer.current = false;
          if (event.currentTarget.value !== props.value) props.onApply(event.currentTarget.form);
        }}
        className="mt-1 w-full min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
