/** Public texts of trust and safety. Client-safe. */
import { defineTexts } from "~/i18n/define-texts";

/** What trust and safety shows on listing pages and cards, as messages (the Hindi is in app/i18n/hi.ts, decision 280). */
export const TRUST_TEXTS = defineTexts("trust", {
  underReview: {
    title: "This listing is under review",
    description:
      "Visitors reported this listing, and our team is checking it. Until then it is hidden from search and its details are not shown.",
  },
  /** The report link under a listing. */
  reportLink: "Report this listing",
  /** The badge of an organisation an admin has checked. */
  verified: {
    label: "Verified organisation",
    title: "Verified organisation: checked by our team",
    badge: "Verified",
  },
  /** The rule the Terms and the submit page state. */
  noFees:
    "Listings may not charge applicants: no registration, application, training or security fees or deposits of any kind. We flag listings that ask for money, and remove them.",
});

/** The rule the Terms and the submit page state, in English (the Terms). */
export const NO_FEES_RULE = TRUST_TEXTS.noFees.message;

/** The report page and its thank-you (English only for now). */
export const REPORT_TEXT = {
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
