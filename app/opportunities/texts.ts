/** The board's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const OPPORTUNITY_TEXTS = {
  listingPage: {
    notFoundHeading: "Job Not Found",
    notFoundMessage: "The job listing you're looking for doesn't exist or has been removed.",
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
