/**
 * The board under the home hero: search, the
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
import { Link, useLocation, useNavigation } from "react-router";
import { PAGE_STEP } from "~/opportunities/constants";
import { useIntlLocale, useT } from "~/i18n/translate";
import type { CardItem, TypeCounts } from "~/search/search-results";
import {
  activeFilterChips,
  clearedFilters,
  countLabel,
  type HomeSearchParams,
  homeSearch,
  locationApplies,
  MAX_SHOW,
  placeSearch,
} from "~/search/search-params";
import { OpportunityCard, SkeletonCard } from "./opportunity-card";
import { SECTION_ID, tabsShown, useBoardLinks } from "./board-links";
import { SearchBar } from "./board-search-bar";
import { FilterPanel } from "./board-filters";
import type { OpenPlaces } from "../taxonomy/cities";
import { FeaturedCarousel } from "./featured-carousel";
import { OPPORTUNITY_TEXTS } from "./texts";
import { CauseChips } from "~/causes/cause-chips";
import type { CauseChoice } from "~/causes/cause-checkboxes";
import type { WhoCounts } from "~/eligibility/filter";

const TEXT = OPPORTUNITY_TEXTS.board;
const PLACES = OPPORTUNITY_TEXTS.places;

export interface HomeBoardData {
  params: HomeSearchParams;
  results: CardItem[];
  total: number;
  /** More matches than `total` (counting stops at 1,000). */
  more?: boolean;
  /** The query with its misspelt words corrected, when one was (decision 297). */
  corrected?: string | null;
  featured: CardItem[];
  /** Categories with open listings (the categories table), for the filter. */
  categories: string[];
  /** Cities and states with open listings of the tab's type, for the filter (decision 270). */
  places: OpenPlaces;
  /** Open listings under each who-can-apply filter option (app/eligibility/counts.server.ts). */
  who?: WhoCounts | null;
  /** The visible causes, as chips (app/causes). */
  causes: CauseChoice[];
  /** Matches in each tab while a search is typed (decision 275). */
  tabCounts?: TypeCounts | null;
  /** Open jobs exist (or the Jobs tab is on show): the board shows the Jobs tab. */
  jobsTab?: boolean;
  error: boolean;
}

const SEARCH_SCROLL_DELAY_MS = 100;
const HASH_SCROLL_DELAY_MS = 300;

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

function Opportunities({ params, results, total, more: moreThanTotal, corrected, error, categories, places, who, tabCounts, causes, jobsTab = false }: HomeBoardData) {
  const navigation = useNavigation();
  const t = useT();
  const numberLocale = useIntlLocale();
  const { path: boardPath, to } = useBoardLinks();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pending = navigation.state === "loading" && navigation.location.pathname === boardPath ? navigation.location : null;
  // Load More only changes `show`: the cards stay and skeletons are appended; any other change replaces them.
  const appending = pending !== null && sameBoardExceptShow(pending.search, homeSearch(params));
  const replacing = pending !== null && !appending;
  const chips = activeFilterChips(params, numberLocale, places.labels);
  // A search or filter is set (the order is not one): an empty board then asks to change it.
  const filtered = chips.some((chip) => chip.key !== "sortBy") || Boolean(params.cause?.length);
  const nounType = params.type;
  const more = results.length < total && params.show < MAX_SHOW;
  useFocusFirstNewResult(params, results.length);

  return (
    <section
      id={SECTION_ID}
      aria-labelledby="opportunities-heading"
      className="mx-auto max-w-6xl scroll-mt-4 px-4 pb-12"
    >
      <h2 id="opportunities-heading" className="sr-only">
        {t(TEXT.heading)}
      </h2>
      <nav aria-label={t(TEXT.typesNav)}>
        {/* Three equal columns: every tab shows on a 320 px screen, nothing scrolls sideways. */}
        <ul className={`grid ${jobsTab ? "grid-cols-4" : "grid-cols-3"} border-b border-slate-200 sm:flex sm:gap-1`}>
          {tabsShown(jobsTab).map((tab) => (
            <li key={tab}>
              <Link
                to={to({ ...params, type: tab, show: PAGE_STEP })}
                preventScrollReset
                aria-current={params.type === tab ? "page" : undefined}
                className={`-mb-px block border-b-2 px-1 py-2 text-center text-sm font-semibold sm:inline-block sm:px-4 sm:text-base ${
                  params.type === tab
                    ? "border-brand-700 text-brand-700"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {t(OPPORTUNITY_TEXTS.typesPlural[tab])}
                {tabCounts &&
                  (tab === params.type && !error ? (
                    // The tab on show says what its results header says.
                    <TabCount count={total} more={moreThanTotal === true} />
                  ) : (
                    <TabCount count={tabCounts.counts[tab]} more={tabCounts.more[tab]} />
                  ))}
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
          {t(filtersOpen ? TEXT.hideFilters : TEXT.showFilters)}
        </button>
        {/* Without JavaScript the toggle is a link: the panel shows while it is the URL's target
            (FILTERS_NO_SCRIPT_CSS, in the document's head). */}
        <noscript>
          <a
            href="#filter-panel"
            className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold md:hidden"
          >
            {t(TEXT.showFilters)}
          </a>
        </noscript>
        <FilterPanel params={params} open={filtersOpen} categories={categories} places={places} who={who}>
          <CauseChips params={params} causes={causes} />
        </FilterPanel>
      </div>

      {chips.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <ul aria-label={t(TEXT.activeFilters)} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={to(chip.without)}
                  preventScrollReset
                  aria-label={t(TEXT.removeFilter, { label: t(chip.label, chip.values) })}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                >
                  {t(chip.label, chip.values)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={to(clearedFilters(params))} preventScrollReset className="text-brand-700 underline">
            {t(TEXT.clearFilters)}
          </Link>
        </div>
      )}

      <div id="results" aria-busy={pending !== null} className="mt-4">
        {!error && (
          <p role="status" aria-live="polite" aria-atomic="true" className="mb-3 font-semibold text-slate-700">
            {replacing
              ? t(TEXT.loading)
              : countLabel(t, numberLocale, { total, type: nounType, more: moreThanTotal })}
          </p>
        )}
        {!error && !replacing && corrected && results.length > 0 && (
          <p className="mb-3 text-sm text-slate-700" data-testid="search-correction">
            {t(TEXT.showingResultsFor, { query: corrected })}
          </p>
        )}
        {!error && placeSearch(params) && params.location === "worldwide" && locationApplies(params.type) && (
          <p className="mb-3 text-sm text-slate-700">
            {t(PLACES.remoteIncluded)}{" "}
            <Link to={to({ ...params, location: "in-person", show: PAGE_STEP })} preventScrollReset className="text-brand-700 underline">
              {t(PLACES.onlyInPerson)}
            </Link>
          </p>
        )}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {t(TEXT.error)}
          </p>
        ) : replacing ? (
          <SkeletonList />
        ) : results.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold">{t((filtered ? TEXT.noResults : TEXT.nothingPosted)[params.type])}</p>
            <p className="mt-1 text-slate-600">{t(filtered ? TEXT.noResultsHint : TEXT.nothingPostedHint)}</p>
            {corrected && (
              <p className="mt-2">
                <Link to={to({ ...clearedFilters(params), type: "all", query: corrected })} className="text-brand-700 underline" data-testid="search-correction">
                  {t(TEXT.didYouMean, { query: corrected })}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
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
              {t(TEXT.loadMore)}
            </Link>
          </div>
        )}
        {!error && results.length < total && params.show >= MAX_SHOW && (
          <p className="mt-6 text-center text-slate-600">{t(TEXT.refineToSeeMore)}</p>
        )}
      </div>
    </section>
  );
}

/** A tab's matches beside its name ("Fellowships 3"); screen readers hear "3 matches". */
function TabCount({ count, more }: { count: number; more: boolean }) {
  const t = useT();
  const shown = `${count.toLocaleString(useIntlLocale())}${more ? "+" : ""}`;
  return (
    <span className="block text-xs font-normal whitespace-nowrap sm:ml-1.5 sm:inline">
      <span aria-hidden="true" className="rounded-full bg-slate-100 px-1.5 py-0.5 text-slate-700">
        {shown}
      </span>
      <span className="sr-only"> {t(TEXT.tabMatches, { count, shown })}</span>
    </span>
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
