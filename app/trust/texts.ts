/** Public texts of trust and safety. Client-safe. */
export const UNDER_REVIEW_TEXT = {
  title: "This listing is under review",
  description:
    "Visitors reported this listing, and our team is checking it. Until then it is hidden from search and its details are not shown.",
} as const;

/** The rule the Terms and the submit page state. */
export const NO_FEES_RULE =
  "Listings may not charge applicants: no registration, application, training or security fees or deposits of any kind. We flag listings that ask for money, and remove them.";
