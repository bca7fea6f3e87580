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
  /** The line on every listing page and in every alert digest (docs/scam-signals.md). */
  neverPay: {
    line: "Never pay to apply.",
    report: "This listing asks for money? Report it",
    /** The alert digest's line (a digest lists many listings: each has its own report link on its page). */
    digest: "Never pay to apply: listings may never ask you for money. A listing asks for money? Report it from its page.",
  },
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
