/** The board's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
import { categoryLabel, typeLabel } from "./constants";

/** "internship" → "internships"; "all" → "opportunities" (lower case, for sentences). */
function typeNounPlural(type: string): string {
  return type === "all" ? "opportunities" : typeLabel(type, { plural: true }).toLowerCase();
}

export const OPPORTUNITY_TEXTS = {
  home: {
    title: "Discover Impact Opportunities in India",
    postOpportunity: "Post an Opportunity",
    rss: "RSS",
    rssFor: " feed of these opportunities",
  },
  searchBar: {
    label: "Search opportunities",
    placeholder: "Search by role, organisation, skill or place",
    clear: "Clear search",
    submit: "Search",
  },
  board: {
    heading: "Opportunities",
    typesNav: "Opportunity types",
    toggleFilters: "Toggle Filters",
    activeFilters: "Active filters",
    removeFilter: (label: string) => `Remove filter ${label}`,
    clearFilters: "Clear filters",
    loading: "Loading…",
    /** The results header, pluralised by type (§2); "1,000+" when counting stopped there. */
    resultCount: (total: number, type: string, more = false) => {
      const noun = type === "all" ? (total === 1 ? "Opportunity" : "Opportunities") : typeLabel(type, { plural: total !== 1 });
      return `${total.toLocaleString("en-IN")}${more ? "+" : ""} ${noun}`;
    },
    /** The empty-state heading (§8). */
    noResults: (type: string) => `No ${typeNounPlural(type)} found matching your criteria`,
    noResultsHint: "Try adjusting your filters or search query to find more opportunities",
    error: "Error loading opportunities. Please try again later.",
    loadMore: "Load More",
    refineToSeeMore: "Refine your search or filters to see more.",
  },
  filters: {
    category: "Category",
    duration: "Duration",
    payment: "Payment",
    location: "Location",
    city: "City",
    anyCity: "Any city",
    sortBy: "Sort by",
    apply: "Apply",
    categoryOption: (value: string) => (value === "all" ? "All categories" : categoryLabel(value)),
    /** A duration reads as the stored value it finds (decision 215). */
    durations: { any: "Any duration", "0-3": "1-3 months", "3-6": "3-6 months", "6+": "6+ months" },
    payments: { "all-options": "All options", paid: "Paid Only", unpaid: "Unpaid Accepted" },
    locations: {
      worldwide: "Both Remote & In-Person",
      remote: "Remote (Work From Home)",
      "in-person": "In-Person (On-Site)",
    },
    sorts: { relevant: "Most Relevant", recent: "Most Recent", deadline: "Deadline Soon" },
    verifiedOnly: "Verified organisations only",
    queryChip: (query: string) => `“${query}”`,
  },
  /** A board search in words, for feed titles, the alert form, alert mails and the alert manage page. */
  inWords: {
    categoryNoun: (category: string, noun: string) => `${category} ${noun}`,
    remote: "Remote",
    inPerson: "In-person",
    verifiedOnly: "verified organisations only",
    matching: (words: string, query: string) => `${words} matching “${query}”`,
  },
  carousel: {
    heading: "Featured Opportunities",
    previous: "Previous featured opportunities",
    next: "Next featured opportunities",
  },
  card: {
    featured: "Featured",
    duration: "Duration ",
    city: "City ",
    applyBy: (date: string) => `Apply by ${date}`,
  },
  listingPage: {
    notFoundHeading: "Job Not Found",
    notFoundMessage: "The job listing you're looking for doesn't exist or has been removed.",
    title: (title: string, organization: string) => `${title} at ${organization}`,
    backToBoard: "← Back to opportunities",
    applyNow: "Apply Now",
    opensInNewTab: " (opens in a new tab)",
    closedOn: (date: string) => `This opportunity is closed. Applications closed on ${date}.`,
    closed: "This opportunity is closed. It no longer accepts applications.",
    keyFacts: "Key facts",
    city: "City: ",
    posted: (date: string) => `Posted ${date}`,
    closedDate: (date: string) => `Closed ${date}`,
    applyByDate: (date: string) => `Apply by ${date}`,
    skills: "Skills",
    description: "Description",
    requirements: "Requirements",
    howToApply: "How to Apply",
    applicationLink: "Application Link: ",
    readyToApply: "Ready to Apply?",
    applicationsClose: (date: string) => `Applications close on ${date}`,
  },
  /** Cities and states (docs/decisions/270). */
  places: {
    cityRequired: "Please enter the city of an in-person or hybrid listing",
    cityLabel: "City",
    /** After the label while the location type is unknown or remote. */
    cityWhenRequired: "(required for in-person and hybrid listings)",
    cityHint: "Up to 3 cities, separated by commas, for example: Pune, Mumbai. Other names such as Bombay or Poona are understood.",
    cityFilter: "City",
    stateFilter: "State",
    anyCity: "Any city",
    anyState: "Any state",
    remote: "Remote",
    /** Shown above the results of a city or state search that includes remote listings. */
    remoteIncluded: "Remote listings are included.",
    onlyInPerson: "Show only listings in this place",
  },
} as const;
