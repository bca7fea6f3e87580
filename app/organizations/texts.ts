/** The organisation pages' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const ORGANIZATION_TEXTS = {
  organizationPage: {
    notFoundHeading: "Organization Not Found",
    notFoundMessage: "There is no organization page at this address.",
    backToBoard: "← Back to opportunities",
    openHeading: (count: number) => `Open opportunities (${count})`,
    rssFeed: "RSS feed",
    rssFeedOf: (name: string) => ` of ${name}'s opportunities`,
    noneOpen: "No open opportunities right now.",
    pastCount: (count: number) => (count === 1 ? "1 past listing" : `${count.toLocaleString("en-IN")} past listings`),
    summary: (name: string) => `Open internships, fellowships and courses from ${name}.`,
    rssTitle: (name: string) => `${name} opportunities`,
  },
} as const;
