/**
 * The board's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English text (ICU); the Hindi is in app/i18n/hi.ts (decision 280).
 * Code that writes English for mail, feeds or the API reads a message's `.message`.
 */
import { defineTexts } from "~/i18n/define-texts";
import { DEFAULT_HERO_TAGLINE, DEFAULT_HERO_TITLE } from "~/settings/hero-defaults";
import { CATEGORY_LABELS } from "./constants";

export const OPPORTUNITY_TEXTS = defineTexts("board", {
  home: {
    title: "Discover Impact Opportunities in India",
    /** English pages show the admin's hero settings; these defaults are what Hindi pages translate. */
    heroTitle: DEFAULT_HERO_TITLE,
    heroTagline: DEFAULT_HERO_TAGLINE,
    postOpportunity: "Post an opportunity",
    rss: "RSS",
    rssFor: " feed of these opportunities",
    /** The same feed as JSON Feed (docs/decisions/392), beside the RSS link; its screen-reader words are rssFor's. */
    jsonFeed: "JSON Feed",
    /** The meta description of a language's home page; the English home shows the site setting. */
    metaDescription: "Internships, fellowships, courses and jobs with social and environmental organisations across India: search, save and apply on the organisation's own link.",
  },
  searchBar: {
    label: "Search opportunities",
    placeholder: "Role, skill, organisation, place",
    clear: "Clear search",
    submit: "Search",
  },
  /** The opportunity types, one and many (tabs, cards, the listing page). */
  types: {
    internship: "Internship",
    fellowship: "Fellowship",
    course: "Course",
    scholarship: "Scholarship",
    job: "Job",
  },
  typesPlural: {
    all: "All opportunities",
    internship: "Internships",
    fellowship: "Fellowships",
    course: "Courses",
    scholarship: "Scholarships",
    job: "Jobs",
  },
  board: {
    heading: "Opportunities",
    typesNav: "Opportunity types",
    /** The filters' toggle by what it will do (the spec's English is one label; Hindi says show or hide). */
    showFilters: "Toggle filters",
    hideFilters: "Toggle filters",
    activeFilters: "Active filters",
    removeFilter: "Remove filter {label}",
    clearFilters: "Clear filters",
    loading: "Loading…",
    /** The results header (§2): `shown` is the formatted count, "1,000+" when counting stopped there. */
    resultCount: {
      all: "{count, plural, one {{shown} opportunity} other {{shown} opportunities}}",
      internship: "{count, plural, one {{shown} internship} other {{shown} internships}}",
      fellowship: "{count, plural, one {{shown} fellowship} other {{shown} fellowships}}",
      course: "{count, plural, one {{shown} course} other {{shown} courses}}",
      job: "{count, plural, one {{shown} job} other {{shown} jobs}}",
    },
    /** The empty-state heading (§8). */
    noResults: {
      all: "No opportunities found matching your criteria",
      internship: "No internships found matching your criteria",
      fellowship: "No fellowships found matching your criteria",
      course: "No courses found matching your criteria",
      job: "No jobs found matching your criteria",
    },
    noResultsHint: "Try adjusting your filters or search query to find more opportunities",
    /** The empty state when no search or filter is set: nothing to adjust, the board has none yet. */
    nothingPosted: {
      all: "No opportunities are posted yet",
      internship: "No internships are posted yet",
      fellowship: "No fellowships are posted yet",
      course: "No courses are posted yet",
      job: "No jobs are posted yet",
    },
    nothingPostedHint: "New ones are added as organisations post them: set an alert below to hear of them.",
    /** Above the results when a misspelt word was corrected (decision 297). */
    showingResultsFor: "Showing results for “{query}”",
    /** In the empty state when even the corrected words found nothing here: a link to search for them in every type, without filters. */
    didYouMean: "Did you mean “{query}”?",
    error: "Error loading opportunities. Please try again later.",
    loadMore: "Load more",
    refineToSeeMore: "Refine your search or filters to see more.",
    /** Beside each tab's name while a search is typed: its matches; `shown` is "412+" when counting stopped (decision 275). */
    tabMatches: "{count, plural, one {{shown} match} other {{shown} matches}}",
  },
  filters: {
    category: "Category",
    duration: "Duration",
    payment: "Payment",
    location: "Location",
    sortBy: "Sort by",
    apply: "Apply",
    allCategories: "All categories",
    /** A duration reads as the stored value it finds (decision 215). */
    durations: { any: "Any duration", "0-3": "1-3 months", "3-6": "3-6 months", "6+": "6+ months" },
    payments: { "all-options": "Any payment", paid: "Paid only", unpaid: "Unpaid accepted" },
    /** "worldwide" is the filter's "any" (its value in addresses); hybrid is its own option, in the cards' words. */
    locations: {
      worldwide: "Any location",
      remote: "Remote (Work From Home)",
      hybrid: "Both Remote & In-Person",
      "in-person": "In-Person (On-Site)",
    },
    sorts: { relevant: "Most relevant", recent: "Most recent", deadline: "Deadline soon", stipend: "Highest stipend" },
    /** Minimum stipend a month (decision 315): "any", or an amount in the page's number format. */
    minStipend: "Minimum stipend",
    anyStipend: "Any stipend",
    minStipendAmount: "₹{amount}+ a month",
    postedWithin: "Posted within",
    postedWithinOptions: { any: "Any time", "24h": "Last 24 hours", "7d": "Last 7 days", "30d": "Last 30 days" },
    verifiedOnly: "Verified organisations only",
    queryChip: "“{query}”",
  },
  /** The starting categories' names (a category an admin adds is shown as written, decision 288). */
  categories: CATEGORY_LABELS,
  /** The stipend the board writes for a listing without one (the API's "Unpaid"), shown in the page's language. */
  stipends: { unpaid: "Unpaid" },
  /** A hybrid listing's stored location type on cards, mail and feeds (the filter's "any" has other words in Hindi). */
  locationBadges: { hybrid: "Both Remote & In-Person" },
  carousel: {
    heading: "Featured opportunities",
    previous: "Previous featured opportunities",
    next: "Next featured opportunities",
  },
  card: {
    featured: "Featured",
    duration: "Duration ",
    city: "City ",
    applyBy: "Apply by {date}",
    /** How fresh a listing is: whole days since it was posted, in India time (decision 276). */
    posted: "{days, plural, =0 {Posted today} =1 {Posted yesterday} other {Posted # days ago}}",
    /** The closing-soon mark on cards and listing pages, by India's calendar day (docs/lifecycle.md). */
    closesToday: "Closes today",
    closesInDays: "{days, plural, one {Closes in {days} day} other {Closes in {days} days}}",
  },
  listingPage: {
    notFoundHeading: "Job Not Found",
    notFoundMessage: "The job listing you're looking for doesn't exist or has been removed.",
    /** The 404 of the other types' addresses (the spec's words above are a job's). */
    notFound: {
      internships: { heading: "Internship Not Found", message: "The internship you're looking for doesn't exist or has been removed." },
      fellowships: { heading: "Fellowship Not Found", message: "The fellowship you're looking for doesn't exist or has been removed." },
      courses: { heading: "Course Not Found", message: "The course you're looking for doesn't exist or has been removed." },
      scholarships: { heading: "Scholarship Not Found", message: "The scholarship you're looking for doesn't exist or has been removed." },
    },
    title: "{title} at {organization}",
    /** A closed listing's <title>: it says so before anyone clicks a search result. */
    closedTitle: "Closed: {title} at {organization}",
    /** The meta description when the listing's own text is in another language than the page: its facts. */
    metaDescription: "{type} at {organization}: {facts}.",
    backToBoard: "← Back to opportunities",
    applyNow: "Apply now",
    opensInNewTab: " (opens in a new tab)",
    closedOn: "This opportunity is closed. Applications closed on {date}.",
    closed: "This opportunity is closed. It no longer accepts applications.",
    keyFacts: "Key facts",
    city: "City: ",
    posted: "Posted {date}",
    closedDate: "Closed {date}",
    applyByDate: "Apply by {date}",
    skills: "Skills",
    description: "Description",
    requirements: "Requirements",
    howToApply: "How to apply",
    applicationLink: "Application link: ",
    readyToApply: "Ready to apply?",
    applicationsClose: "Applications close on {date}",
    /** Under the listing (decision 346): its causes as links, and similar open listings. */
    causes: "Causes",
    similar: "Similar opportunities",
    /** On a closed listing: where the organisation's open listings are. */
    organizationOpen: "Open listings from {organization}",
    addToCalendar: "Add the deadline to your calendar",
    /** The calendar entry of the deadline day (the .ics file): its title and its text. */
    calendarSummary: "Last day to apply: {title}",
    calendarDescription: "Applications for {title} ({organization}) close at the end of this day.",
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
    /** Shown above the results of a city or state search that includes remote listings. */
    remoteIncluded: "Remote listings are included.",
    onlyInPerson: "Show only listings in this place",
    /** Under the City and State filters: a place's count is its own listings; its results add the fully remote ones. */
    remoteAdded:
      "{count, plural, one {Each place's results also list # remote listing.} other {Each place's results also list # remote listings.}}",
  },
});

/**
 * A board search in words ("Design internships, paid, remote, matching “climate”"), for
 * feed titles, the alert form, alert mails and the alert pages (app/search/filters-in-words.ts).
 */
export const IN_WORDS_TEXTS = defineTexts("inWords", {
  /** The board's type as the noun of the phrase, capitalised where it starts it. */
  nouns: {
    all: "opportunities",
    internship: "internships",
    fellowship: "fellowships",
    course: "courses",
    job: "jobs",
  },
  categoryNoun: "{category} {noun}",
  remote: "Remote",
  hybrid: "hybrid",
  inPerson: "In-person",
  verifiedOnly: "verified organisations only",
  /** The minimum-stipend and posted-within filters (decision 315). */
  minStipend: "₹{amount}+ a month",
  postedWithin: { "24h": "posted in the last 24 hours", "7d": "posted in the last 7 days", "30d": "posted in the last 30 days" },
  /** A city, a state or both: "in Pune", "in Pune, Maharashtra" (decision 279). */
  inPlace: "in {place}",
  matching: "{words} matching “{query}”",
});
