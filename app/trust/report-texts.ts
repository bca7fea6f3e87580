/** The report page's texts, apart from the listing and card words of texts.ts, which every board page carries. Client-safe. */
import { defineTexts } from "~/i18n/define-texts";

/**
 * The report page (/report/{slug}, /hi/report/{slug}), its form's reasons and messages.
 * The schema (app/trust/schema.ts) and the JSON API say the English; the page shows the
 * messages in its language (app/i18n/form-messages.ts, decision 286).
 */
export const REPORT_TEXTS = defineTexts("report", {
  pageTitle: "Report: {title}",
  backToListing: "Back to the listing",
  heading: "Report this listing",
  listing: "{title} · {organization}",
  intro: "Tell our team what is wrong. Listings may never ask applicants for money; if this one does, choose the first reason.",
  reasonLegend: "What is wrong with this listing?",
  /** The reasons in the order the form lists them. */
  reasons: {
    money: "Asks for money",
    documents: "Asks for my documents (Aadhaar, PAN, bank details, OTP)",
    scam: "Looks like a scam or a fake offer",
    closed: "Position is filled or closed",
    inaccurate: "Wrong or misleading information",
    duplicate: "Duplicate of another listing",
    offensive: "Offensive or discriminatory",
    other: "Something else",
  },
  details: "Details",
  detailsHint: "What did you see? At most {max} characters.",
  email: "Your email",
  emailHint: "Only if our team may write to you about this report.",
  optional: "(optional)",
  sending: "Sending...",
  send: "Send report",
  thanksHeading: "Thank you",
  messages: {
    reason: "Please choose a reason",
    detailsMax: "Details cannot exceed {max} characters",
    email: "Please enter a valid email address, or leave it empty",
    thanks: "Thank you for your report. Our team will look at this listing.",
    notFound: "Opportunity not found",
    tooQuick: "Please wait a few seconds and send the report again.",
    rateLimited:
      "{minutes, plural, one {Too many reports from your network. Please try again in {minutes} minute.} other {Too many reports from your network. Please try again in {minutes} minutes.}}",
  },
});
