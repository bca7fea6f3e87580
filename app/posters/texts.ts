/** Texts of the poster's pages, defined once. */
export const LOST_LINK_TEXT = {
  heading: "Lost your link?",
  intro:
    "Enter the email address you gave when you posted. We will send a private link for each of your listings to that address.",
  hint: "The address you entered on the submission form.",
  sent: "If that address posted listings here, we have sent it a link for each of them. Please check your inbox and spam folder.",
  limited: "Too many requests. Please try again in an hour.",
  email: "Your email",
  submit: "Send me my links",
  backToListings: "Back to Listings",
} as const;

/** Where posters meet the way back to their listings: /submit and its success screen. */
export const POSTER_LINK_TEXT = {
  postedBefore: "Posted here before and want to edit or close your listing?",
  mailedTo: "We have sent a private link to edit or close this listing to",
  mailedToAfter: "Keep that mail: anyone with the link can change the listing.",
  notMailed: "You gave no email address, so we sent no private link to edit or close this listing.",
} as const;

export const MANAGE_TOASTS = {
  closed: { message: "Listing closed", description: "It is marked closed and no longer listed on the board." },
  extended: (date: string) => ({ message: "Deadline saved", description: `Applications are open until ${date}.` }),
  reopened: (date: string) => ({ message: "Listing reopened", description: `It is back on the board; applications are open until ${date}.` }),
  reopenedForReview: (date: string) => ({
    message: "Listing sent for review",
    description: `Once our team approves it, it is back on the board until ${date}.`,
  }),
  withdrawn: { message: "Submission withdrawn", description: "It is deleted, and its private link no longer works." },
  resubmitted: { message: "Changes saved", description: "Your listing is in the review queue again." },
  revision: {
    message: "Changes sent for review",
    description: "The public page keeps the approved text until our team approves your changes.",
  },
} as const;

/** The manage page's questions and labels. */
export const MANAGE_TEXT = {
  deadlineHint: (days: number) => `Any day from today (India time) to ${days} days ahead.`,
  reopenLabel: "New application deadline",
  reopenButton: "Reopen with this deadline…",
  reopenHeading: "Reopen this listing?",
  reopenToBoard: "It is closed now. Saving a new deadline puts it back on the board at once.",
  reopenForReview: "It is closed now. Saving a new deadline sends it to our team for review before it is back on the board.",
  reopenDeadline: (date: string) => `Applications would be open until ${date}.`,
  reopenConfirm: "Yes, reopen it",
  keepClosed: "No, keep it closed",
  closeHeading: "Close this listing?",
  closeText: "It leaves the board, the feeds and the alerts at once. Its page stays, marked closed with today's date.",
  closeConfirm: "Yes, close it",
  withdrawIntro: "Changed your mind before our team reviewed it? Withdraw the submission.",
  withdrawHeading: "Withdraw this submission?",
  withdrawText: "It is deleted and will not be reviewed or published. This private link stops working.",
  withdrawConfirm: "Yes, withdraw it",
  cancel: "Cancel",
  kicker: "Manage your listing",
  type: "Type",
  organization: "Organization",
  status: "Status",
  seePublicPage: "See the public page",
  reason: "Reason",
  deadline: "Deadline",
  posted: "Posted",
  submitted: "Submitted",
  revisionWaiting: "Your latest changes are waiting for review. The public page shows the approved text until then.",
  whatYouCanDo: "What you can do",
  edit: "Edit the listing",
  editPublished: "Changes to a published listing go live once our team approves them.",
  editForReview: "After saving, it goes back to our review queue.",
  deadlineLabel: "Application deadline",
  saveDeadline: "Save deadline",
  closeIntro: "Position filled? Closing takes the listing off the board; its page stays, marked closed.",
  closeButton: "Close the listing now…",
  withdrawButton: "Withdraw the submission…",
  keepPrivate: "Keep this page's address private: anyone who has it can edit or close the listing.",
  pageTitle: (title: string) => `Manage: ${title}`,
} as const;

/** The edit page around the poster's edit form. */
export const EDIT_PAGE_TEXT = {
  title: "Edit your listing",
  backToListing: "Back to your listing",
  heading: (title: string) => `Edit “${title}”`,
  introPublished: "Your changes go to our team for review. The public page keeps the approved text until they are approved.",
  introForReview: "After saving, your listing goes back to our review queue.",
  submitPublished: "Send changes for review",
  submitForReview: "Save and send for review",
} as const;

/** The poster's edit form: each field's label and hint, in the form's order. */
export const EDIT_FORM_TEXT = {
  labels: {
    companyName: "Organization Name",
    positionTitle: "Title",
    category: "Category",
    causes: "Causes",
    location: "Location Type",
    city: "City",
    duration: "Duration",
    offersStipend: "A stipend is offered",
    salary: "Stipend Amount",
    description: "Description",
    requirements: "Requirements",
    applicationInstructions: "Application Instructions",
    applicationUrl: "Application URL",
    companyLogo: "Organization Logo URL",
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
  error: (field: string, message: string) => `${field}: ${message}`,
} as const;

export type ManagedStatus = "pending" | "published" | "rejected" | "closed" | "unpublished";

/** A listing's status as the manage page says it. */
export const STATUS_IN_WORDS: Record<ManagedStatus, string> = {
  pending: "Pending review",
  published: "Published",
  rejected: "Not approved",
  closed: "Closed",
  unpublished: "Not public (taken down by the team)",
};
