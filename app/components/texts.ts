/** The site shell's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
export const SHELL_TEXTS = {
  notFoundPage: {
    backToBoard: "Back to Job Listings",
  },
} as const;
