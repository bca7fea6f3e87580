/**
 * Texts of the poster's pages, defined once: message ids with their English text (ICU);
 * the Hindi is in app/i18n/hi.ts (decisions 280, 282). Mails are in mail-texts.ts.
 */
import { defineTexts } from "~/i18n/define-texts";

const TEXTS = defineTexts("posters", {
  lostLink: {
    heading: "Lost your link?",
    intro:
      "Enter the email address you gave when you posted. We will send a private link for each of your listings to that address.",
    hint: "The address you entered on the submission form.",
    sent: "If that address posted listings here, we have sent it a link for each of them. Please check your inbox and spam folder.",
    limited: "Too many requests. Please try again in an hour.",
    email: "Your email",
    submit: "Send me my links",
    backToListings: "Back to opportunities",
  },
  /** Where posters meet the way back to their listings: /submit and its success screen. */
  posterLink: {
    postedBefore: "Posted here before and want to edit or close your listing?",
    /** "…to {email}." around the address. */
    mailedTo: "We have sent a private link to edit or close this listing to",
    mailedToEnd: ".",
    mailedToAfter:
      "Keep that mail: anyone with the link can change the listing.",
    notMailed:
      "You gave no email address, so we sent no private link to edit or close this listing.",
  },
  /** Each toast: its title and its text ({date} is the deadline as the page writes dates). */
  toasts: {
    /** The poster answered "Still open" (docs/lifecycle.md). */
    stillOpen: {
      message: "Thank you",
      description: "Your listing stays open. We will ask again in a few weeks.",
    },
    closed: {
      message: "Listing closed",
      description: "It is marked closed and no longer listed on the board.",
    },
    extended: {
      message: "Deadline saved",
      description: "Applications are open until {date}.",
    },
    reopened: {
      message: "Listing reopened",
      description:
        "It is back on the board; applications are open until {date}.",
    },
    reopenedForReview: {
      message: "Listing sent for review",
      description:
        "Once our team approves it, it is back on the board until {date}.",
    },
    withdrawn: {
      message: "Submission withdrawn",
      description: "It is deleted, and its private link no longer works.",
    },
    resubmitted: {
      message: "Changes saved",
      description: "Your listing is in the review queue again.",
    },
    revision: {
      message: "Changes sent for review",
      description:
        "The public page keeps the approved text until our team approves your changes.",
    },
  },
  /** The manage page's questions and labels. */
  manage: {
    deadlineHint: "Any day from today (India time) to {days} days ahead.",
    reopenLabel: "New application deadline",
    reopenButton: "Reopen with this deadline…",
    reopenHeading: "Reopen this listing?",
    reopenToBoard:
      "It is closed now. Saving a new deadline puts it back on the board at once.",
    reopenForReview:
      "It is closed now. Saving a new deadline sends it to our team for review before it is back on the board.",
    reopenDeadline: "Applications would be open until {date}.",
    reopenConfirm: "Yes, reopen it",
    keepClosed: "No, keep it closed",
    closeHeading: "Close this listing?",
    closeText:
      "It leaves the board, the feeds and the alerts at once. Its page stays, marked closed with today's date.",
    closeConfirm: "Yes, close it",
    withdrawIntro:
      "Changed your mind before our team reviewed it? Withdraw the submission.",
    withdrawHeading: "Withdraw this submission?",
    withdrawText:
      "It is deleted and will not be reviewed or published. This private link stops working.",
    withdrawConfirm: "Yes, withdraw it",
    cancel: "Cancel",
    kicker: "Manage your listing",
    type: "Type",
    organization: "Organisation",
    status: "Status",
    seePublicPage: "See the public page",
    reason: "Reason",
    deadline: "Deadline",
    noDeadline: "No deadline",
    posted: "Posted",
    submitted: "Submitted",
    revisionWaiting:
      "Your latest changes are waiting for review. The public page shows the approved text until then.",
    whatYouCanDo: "What you can do",
    edit: "Edit the listing",
    editPublished:
      "Changes to a published listing go live once our team approves them.",
    editForReview: "After saving, it goes back to our review queue.",
    deadlineLabel: "Application deadline",
    saveDeadline: "Save deadline",
    closeIntro:
      "Position filled? Closing takes the listing off the board; its page stays, marked closed.",
    closeButton: "Close the listing now…",
    withdrawButton: "Withdraw the submission…",
    keepPrivate:
      "Keep this page's address private: anyone who has it can edit or close the listing.",
    pageTitle: "Manage: {title}",
    /** "Is this still open?", asked by mail of an open-ended listing (docs/lifecycle.md): one button per answer. */
    stillOpenHeading: "Is this still open?",
    stillOpenText: "Your listing has no deadline, so we ask every few weeks whether it still takes applications. Without an answer, it closes.",
    stillOpenYes: "Still open",
    stillOpenFilled: "Filled, close it",
    stillOpenLater: "Close it now, post it again later",
    /** After "Close it now, post it again later": how to post it again. */
    stillOpenLaterHint: "To post it again, come back to this page and give it a new deadline.",
    otherAnswers: "Other answers",
  },
  /** The edit page around the poster's edit form. */
  editPage: {
    title: "Edit your listing",
    backToListing: "Back to your listing",
    heading: "Edit “{title}”",
    introPublished:
      "Your changes go to our team for review. The public page keeps the approved text until they are approved.",
    introForReview: "After saving, your listing goes back to our review queue.",
    submitPublished: "Send changes for review",
    submitForReview: "Save and send for review",
  },
  /** The poster's edit form: each field's label and hint, in the form's order. */
  editForm: {
    labels: {
      companyName: "Organisation name",
      positionTitle: "Position title",
      category: "Category",
      causes: "Causes",
      location: "Location type",
      city: "City",
      duration: "Duration",
      offersStipend: "A stipend is offered",
      salary: "Stipend amount",
      description: "Description",
      requirements: "Requirements",
      applicationInstructions: "Application instructions",
      applicationUrl: "Application URL",
      companyLogo: "Organisation logo URL",
      skills: "Skills",
    },
    hints: {
      companyName: "3 to 100 characters.",
      positionTitle: "5 to 100 characters.",
      salary: "Only if a stipend is offered. At most 50 characters.",
      description: "50 to 2000 characters.",
      requirements: "30 to 1000 characters.",
      applicationInstructions: "10 to 500 characters.",
      url: "Starting with https://",
      skills: "Separated by commas or new lines. At most 10.",
    },
    stipend: "Stipend",
    errorsHeading: "Please correct these fields:",
    error: "{field}: {message}",
  },
  /** A listing's status as the manage page says it. */
  status: {
    pending: "Pending review",
    published: "Published",
    rejected: "Not approved",
    closed: "Closed",
    unpublished: "Not public (taken down by the team)",
  },
  /** "Post again" (docs/decisions/391): the button on the manage page and "Your listings", and what /submit says when opened by it. */
  postAgain: {
    button: "Post again",
    buttonFor: "Post again: {title}",
    hint: "Opens the form with this listing's text filled in, as a new listing with a new deadline. Our team reviews it before it is published.",
    notice: "Posting again from “{title}”: every field is filled in except the deadline. Check them, choose a new deadline and send it for review.",
  },
  /** "Your listings" (docs/decisions/390): every listing posted with one email address, behind a private link. */
  yourListings: {
    title: "Your listings",
    intro: "Every listing posted with your email address, open ones first.",
    none: "No listings were posted with this address yet.",
    caption: "Your listings, open ones first",
    listing: "Listing",
    type: "Type",
    status: "Status",
    deadline: "Deadline",
    views: "Views",
    applyClicks: "Apply clicks",
    actions: "Actions",
    manage: "Manage",
    manageFor: "Manage: {title}",
    noDeadline: "No deadline",
    keepPrivate: "Keep this page's address private: anyone who has it can see your listings and manage them. It stops working {days} days after it was last opened, and when you ask for your links again.",
    lostLink: "Get a new link",
  },
  /** The manage routes' refusals (schema.ts, lifecycle.server.ts give them by name). */
  messages: {
    deadlineFormat: "Please enter the deadline as a date (YYYY-MM-DD)",
    deadlineRange: "Please choose a deadline between {from} and {to}",
    notPublishedForClose: "Only a published listing can be closed",
    alreadyClosed: "This listing is already closed",
    notExtendable:
      "Only a published or pending listing can have its deadline changed",
    reopenUnconfirmed:
      "This listing is closed: please confirm that you want to reopen it",
    notWithdrawable: "Only a submission waiting for review can be withdrawn",
    unknownIntent: "Unknown action",
    notEditable: "This listing can no longer be edited",
    /** A listing gone between the page and its form (decision 269: was English on Hindi pages). */
    listingNotFound: "Listing not found",
  },
});

export type ManagedStatus =
  "pending" | "published" | "rejected" | "closed" | "unpublished";

export const POSTER_TEXTS = TEXTS;
export const LOST_LINK_TEXT = TEXTS.lostLink;
export const POSTER_LINK_TEXT = TEXTS.posterLink;
export const MANAGE_TOASTS = TEXTS.toasts;
export const MANAGE_TEXT = TEXTS.manage;
export const EDIT_PAGE_TEXT = TEXTS.editPage;
export const EDIT_FORM_TEXT = TEXTS.editForm;
export const STATUS_IN_WORDS = TEXTS.status;
export const POST_AGAIN_TEXT = TEXTS.postAgain;
export const YOUR_LISTINGS_TEXT = TEXTS.yourListings;
