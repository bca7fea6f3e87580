/**
 * The mails a poster receives, as messages (ICU): written in the language the listing
 * was posted in (listing_posters.language; decision 283). Server-only in use (notices.server.ts).
 * {what} is “title” — “organisation”, always on a line of its own (the poster's words are quoted data, never
 * a sentence of ours: docs/decisions/306), {type} the kind of listing ({noun}), {manage} the private link.
 */
import { defineTexts } from "~/i18n/define-texts";

export const POSTER_MAIL_TEXTS = defineTexts("posterMail", {
  hello: "Hello,",
  /** The kind of listing, as the subjects and sentences say it. */
  nouns: { internship: "internship", fellowship: "fellowship", course: "course", scholarship: "scholarship", job: "job" },
  received: {
    subject: "We received your {type}",
    body: "Thank you for posting on {site}:\n{what}\n\nOur team reviews every submission; we will write to you when it is published or if it needs changes.\n\nSee its status, edit it or close it here:\n{manage}\n\nKeep this private link: anyone who has it can edit or close the listing.",
  },
  approved: {
    subject: "Your {type} is live",
    body: "Good news: your listing is now published on {site}:\n{what}\n\nPublic page:\n{publicUrl}\n\nEdit it, extend the deadline or close it when the position is filled:\n{manage}",
  },
  rejected: {
    subject: "Your {type} was not approved",
    body: "We could not publish your listing as it is:\n{what}\n\nThe reviewer's reason:\n{reason}\n\nYou can fix it and send it for review again here:\n{manage}",
  },
  reminder: {
    subject: "Your {type} closes in 3 days",
    body: "Your listing stops taking applications after {date}:\n{what}\n\nTo keep it open longer, extend the deadline here:\n{manage}",
  },
  closed: {
    subject: "Your {type} is closed",
    body: "Your listing is closed and no longer listed on {site}; its page stays, marked closed:\n{what}{totals}\n\nTo reopen it with a new deadline:\n{manage}",
    totals:
      "\n\nWhile it was listed: {views, plural, one {# view} other {# views}}, {applyClicks, plural, one {# apply click} other {# apply clicks}}.",
  },
  revisionApproved: {
    subject: "Your changes to your {type} are live",
    body: "The changes you made to your listing were approved:\n{what}\n\nThey are now on its public page:\n{publicUrl}\n\nManage it here:\n{manage}",
  },
  revisionRejected: {
    subject: "Your changes to your {type} were not approved",
    body: "The public page of your listing keeps its earlier text:\n{what}\n\nThe reviewer's reason:\n{reason}\n\nYou can edit it again here:\n{manage}",
  },
  /** After the receipt's and the lost-link mail's links: {url} is the private page of every listing of the address. */
  yourListings: "All your listings on one page (their status, views and apply clicks, and a way to post one again):\n{url}",
  /**
   * "Is this still open?" (docs/lifecycle.md), asked of an open-ended listing's poster: {open}, {filled} and
   * {later} are one-step answers on the manage page; {date} is the day it closes without an answer.
   */
  stillOpen: {
    subject: "Is your {type} still open?",
    body: "Your listing on {site} has no deadline, so we ask every few weeks whether it still takes applications:\n{what}\n\nStill open (it stays listed):\n{open}\n\nFilled, close it:\n{filled}\n\nClose it now and post it again later:\n{later}\n\nWithout an answer, it closes on {date}; you can reopen it from the same page.",
  },
  /** The listing closed after two asks without an answer. */
  closedUnconfirmed: {
    subject: "Your {type} was closed",
    body: "We asked twice whether your listing was still open and did not hear back, so it is closed and no longer listed on {site}; its page stays, marked closed:\n{what}\n\nIf it is still open, reopen it with a deadline here:\n{manage}",
  },
  /** One mail for every listing of the address: {links} is each listing's line and its link. */
  /** Added to the next mail a mailbox gets after its budget held some back (app/mail/budget.server.ts). */
  heldBack: "Some requests for this address were not sent because of too many requests.",
  lostLink: {
    subject: "Your links to manage your listings",
    body: "Someone (we hope you) asked for the private links to your listings on {site}.\n\n{links}\n\nIf it was not you, you can ignore this message.",
  },
});
