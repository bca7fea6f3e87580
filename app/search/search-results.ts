/**
 * The shapes a search answers with: the §3 result, the board's summary (with the
 * page's address) and the small card item the board hydrates with. No database
 * here, so components import these types and helpers directly.
 */
import type { OpportunityType } from "../opportunities/constants";
import type { ListingType } from "./search-params";
import { closingSoonDays, daysSincePosted, type ListingKind } from "../opportunities/listing-rules";
import { OPPORTUNITY_TEXTS } from "../opportunities/texts";
import { localCities } from "../taxonomy/place-names.server";
import { ANYONE, type OpenTo, type WhoCanApply } from "~/eligibility/values";

/** One result, in the search-result shape of §3. */
export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  opportunityType: OpportunityType;
  location: string | null;
  /** Cities of an in-person or hybrid listing ("Pune, Mumbai"), null when none. */
  city: string | null;
  organization: { name: string; logo: string | null; verified: boolean };
  postedAt: string;
  expiresAt: string | null;
  featured: boolean;
  attributes: {
    category: string | null;
    stipend: string | null;
    duration: string | null;
    applicationUrl: string | null;
    /** The visible causes' slugs, comma-joined like skills ("climate, health"; app/causes). */
    causes?: string;
  } & Partial<WhoCanApply>;
}

/** A result as the board's pages use it: the §3 shape plus where its page lives. */
export interface ListingSummary extends SearchResult {
  kind: ListingKind;
  path: string;
  hasPaid: boolean | null;
  /** The organisation page's slug (legacy jobs have no organisation row). */
  organizationSlug: string | null;
  /** The language its poster wrote it in (the /submit it came from), when the board knows it. */
  writtenIn?: string | null;
}

/**
 * Narrows a search beyond the board's filters: one organisation's listings (its
 * page and feed), or only the given listing keys (job alert digests).
 */
export interface ListingScope {
  organizationId?: number;
  keys?: number[];
}

export interface SearchPage {
  /** Every match, counted up to COUNT_CAP (then `more` is true: "1,000+"). */
  total: number;
  /** There are more than `total` matches. */
  more?: boolean;
  items: ListingSummary[];
  /** The query with its misspelt words corrected, when one was: the results are that query's. */
  corrected?: string;
  /** A query's tab counts, when asked for (`SearchOptions.typeCounts`). */
  typeCounts?: TypeCounts;
}

/** Matches per tab of a search (search.server.ts `searchTypeCounts`). */
export interface TypeCounts {
  /** Matches per tab, up to COUNT_CAP. */
  counts: Record<ListingType, number>;
  /** The tab has more matches than its count says ("1,000+", or "412+" when counting stopped). */
  more: Record<ListingType, boolean>;
  /** Counting stopped before the end of the matches: a count of 0 is not known to be none. */
  capped: boolean;
}

export interface SearchOptions {
  limit: number;
  offset?: number;
  /** Count every match (for the count label, Load More and X-Total-Count). */
  count?: boolean;
  /** The moment that decides which listings are still open (default: now; a given moment is never cached). */
  now?: number;
  /** Reuse an identical search's result for this many seconds while the data is unchanged (0 = off). */
  cacheSeconds?: number;
  /** Also count a query's matches of each tab (from the ranked window where it holds them, decision 467). */
  typeCounts?: boolean;
  /** The total, when the search's tab counts already tell it (`totalFromTypeCounts`): then nothing is counted again. */
  knownTotal?: { total: number; more: boolean } | null;
}

/** Strips what the §3 shape does not have. */
export function toSearchResult(item: ListingSummary): SearchResult {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    opportunityType: item.opportunityType,
    location: item.location,
    city: item.city,
    organization: item.organization,
    postedAt: item.postedAt,
    expiresAt: item.expiresAt,
    featured: item.featured,
    attributes: item.attributes,
  };
}

// ── SQL ──────────────────────────────────────────────────────────────────────
// Filters and sorts read `listing_facets` (one small row per listing, kept in sync
// by triggers, docs/decisions/043), so a search never touches the attribute rows
// or the wide listing rows of its candidates. Text goes through `listing_search`.

/** What a result card needs (kept small: it is also the page's hydration data). */
export interface CardItem {
  id: number;
  path: string;
  title: string;
  organization: string;
  organizationSlug: string | null;
  logo: string | null;
  verified: boolean;
  type: OpportunityType;
  location: string | null;
  city: string | null;
  /** Legacy jobs are labelled "Job" (docs/decisions/142). */
  kind: ListingKind;
  category: string | null;
  duration: string | null;
  stipend: string | null;
  deadline: string | null;
  /** Days since it was posted, in India, at the moment the page was made ("Posted today", decision 276). */
  postedDays: number;
  /** Who can apply, when not anyone, and part-time: what a card shows of who can apply (app/eligibility). */
  openTo?: OpenTo[];
  partTime?: true;
  /** "Closes in 3 days" / "Closes today": days to the deadline in India when it is that near, else null (docs/lifecycle.md). */
  closesInDays: number | null;
  /** Only present when featured: the cards are the page's hydration data too. */
  featured?: true;
  /** The language its poster wrote it in, when not English: its text's `lang` (app/lib/text-language.ts). */
  writtenIn?: string;
}

/** Made per request (never cached with the search), so "Posted today" is as of now. */
export function toCardItem(item: ListingSummary, language: string): CardItem {
  return {
    id: item.id,
    path: item.path,
    title: item.title,
    organization: item.organization.name,
    organizationSlug: item.organizationSlug,
    logo: item.organization.logo,
    verified: item.organization.verified,
    type: item.opportunityType,
    location: item.location,
    city: localCities(item.city, language),
    kind: item.kind,
    category: item.attributes.category,
    duration: item.attributes.duration,
    stipend: item.attributes.stipend || (item.hasPaid === false ? OPPORTUNITY_TEXTS.stipends.unpaid.message : null),
    deadline: item.expiresAt,
    postedDays: daysSincePosted(item.postedAt, Date.now()),
    ...(item.attributes.openTo && !item.attributes.openTo.includes(ANYONE) ? { openTo: item.attributes.openTo } : {}),
    ...(item.attributes.partTime ? { partTime: true as const } : {}),
    closesInDays: closingSoonDays(item.expiresAt, Date.now()),
    ...(item.featured ? { featured: true as const } : {}),
    ...(item.writtenIn && item.writtenIn !== "en" ? { writtenIn: item.writtenIn } : {}),
  };
}
