/**
 * The site shell's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md):
 * message ids with their English text; the Hindi is in app/i18n/hi.ts (decision 280).
 */
import { defineTexts } from "~/i18n/define-texts";

export const SHELL_TEXTS = defineTexts("shell", {
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    about: "About",
    postOpportunity: "Post an opportunity",
    allOpportunities: "All opportunities",
    internships: "Internships",
    fellowships: "Fellowships",
    courses: "Courses",
    jobs: "Jobs",
    menu: "Menu",
    accountMenu: "Account menu for {name}",
    signedInAs: "Signed in as {name}",
    adminDashboard: "Admin Dashboard",
    logOut: "Sign out",
  },
  footer: {
    nav: "Footer",
    about: "About",
    contact: "Contact",
    terms: "Terms",
    blog: "Blog",
    copyright: "© {year} {siteName}",
    /** The posters' way back to their listings (/manage), on every page and the dead-link page. */
    lostLink: "Lost your link?",
  },
  skipLink: "Skip to main content",
  notifications: "Notifications ({hotkey})",
  closeNotification: "Close notification",
  notFoundPage: {
    backToBoard: "Back to opportunities",
    /** The way back from a page that is not a job's (a course, an organisation, a cause). */
    backToOpportunities: "Back to all opportunities",
  },
  errorPage: {
    heading: "Something went wrong",
    message: "An unexpected error occurred. Please try again later.",
    statusHeading: "{status} {statusText}",
    statusError: "Error",
    backToHome: "Back to home",
    adminSignInTitle: "Admin sign in",
  },
  notFound: {
    heading: "404 Page Not Found",
    // The spec's text spoke to developers; this one speaks to visitors (decision 214).
    message: "We could not find that page. The address may be mistyped, or the page may have moved or been removed.",
  },
  deadLinks: {
    unsubscribed: {
      heading: "You are already unsubscribed",
      message: "This alert no longer exists, so you will get no more mail from it.",
      action: "Create a new alert",
    },
    "alert-link-expired": {
      heading: "This link has expired: get a new one",
      message:
        "The alert this link belonged to was deleted or never confirmed, or the address is mistyped. You can set up a new alert in a minute.",
      action: "Create a new alert",
    },
    "manage-link-expired": {
      heading: "This link has expired: get a new one",
      message:
        "This private link does not open a listing: it may be mistyped or incomplete. Enter your email address and we will send you a working link for each of your listings.",
    },
    /** "Your listings" (docs/decisions/390): a link replaced, unused for 30 days, or mistyped. */
    "listings-link-expired": {
      heading: "This link has expired: get a new one",
      message:
        "This private link to your listings no longer works: a newer one was sent, it was not opened for 30 days, or it is mistyped. Enter your email address and we will send you a new one.",
    },
    "manage-link-replaced": {
      heading: "A newer link was sent",
      message:
        "This private link was replaced when new links were sent to the listing's email address. Use the link in the newest mail, or ask for new links again.",
    },
  },
});
