/** The organisation pages' user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const ORGANIZATION_TEXTS = {
  organizationPage: {
    notFoundHeading: "Organization Not Found",
    notFoundMessage: "There is no organization page at this address.",
  },
} as const;
