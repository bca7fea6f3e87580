/** Texts of the poster's pages, defined once. */
export const LOST_LINK_TEXT = {
  heading: "Lost your link?",
  intro:
    "Enter the email address you gave when you posted. We will send a private link for each of your listings to that address.",
  hint: "The address you entered on the submission form.",
  sent: "If that address posted listings here, we have sent it a link for each of them. Please check your inbox and spam folder.",
  limited: "Too many requests. Please try again in an hour.",
} as const;

export const MANAGE_TOASTS = {
  closed: { message: "Listing closed", description: "It is marked closed and no longer listed on the board." },
  extended: (date: string) => ({ message: "Deadline saved", description: `Applications are open until ${date}.` }),
  resubmitted: { message: "Changes saved", description: "Your listing is in the review queue again." },
  revision: {
    message: "Changes sent for review",
    description: "The public page keeps the approved text until our team approves your changes.",
  },
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
