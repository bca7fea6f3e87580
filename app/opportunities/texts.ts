/** The board's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const OPPORTUNITY_TEXTS = {
  listingPage: {
    notFoundHeading: "Job Not Found",
    notFoundMessage: "The job listing you're looking for doesn't exist or has been removed.",
  },
} as const;
