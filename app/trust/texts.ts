/** Public texts of trust and safety. Client-safe. */
export const UNDER_REVIEW_TEXT = {
  title: "This listing is under review",
  description:
    "Visitors reported this listing, and our team is checking it. Until then it is hidden from search and its details are not shown.",
} as const;

/** The rule the Terms and the submit page state. */
export const NO_FEES_RULE =
  "Listings may not charge applicants: no registration, application, training or security fees or deposits of any kind. We flag listings that ask for money, and remove them.";

/** The report link under a listing, the report page and its thank-you. */
export const REPORT_TEXT = {
  link: "Report this listing",
  pageTitle: (title: string) => `Report: ${title}`,
  backToListing: "Back to the listing",
  heading: "Report this listing",
  listing: (title: string, organization: string) => `${title} · ${organization}`,
  intro: "Tell our team what is wrong. Listings may never ask applicants for money; if this one does, choose the first reason.",
  reasonLegend: "What is wrong with this listing?",
  details: "Details",
  detailsHint: (max: number) => `What did you see? At most ${max} characters.`,
  email: "Your email",
  emailHint: "Only if our team may write to you about this report.",
  sending: "Sending...",
  send: "Send report",
  thanksHeading: "Thank you",
} as const;

/** The badge of an organisation an admin has checked. */
export const VERIFIED_TEXT = {
  label: "Verified organisation",
  title: "Verified organisation: checked by our team",
  badge: "Verified",
} as const;
