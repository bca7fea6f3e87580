/**
 * Personal data's words (docs/personal-data.md): "My data" (asking for the link, the link's page),
 * the line under every address field, and the mail that carries the link. English here; the other
 * languages in app/i18n/locales/*.po.
 */
import { defineTexts } from "~/i18n/define-texts";

/** The "My data" pages (the line under address fields is in address-use-texts.ts, so the forms' bundles leave these out). */
export const PRIVACY_TEXTS = /* @__PURE__ */ defineTexts("privacy", {
  /** /my-data: asking for the link. */
  request: {
    title: "See or delete your data",
    intro: "Enter the email address you used on this board. We will send it a link that shows everything we keep for that address, to download or delete. The link works for 24 hours.",
    email: "Email address",
    submit: "Send me the link",
    sent: "If we keep anything for this address, a link is on its way to it. It works for 24 hours.",
    limited: "Too many requests. Please try again later.",
    deleted: "Everything we kept for your address is deleted.",
  },
  /** /my-data/:token: what the board keeps for the address. */
  page: {
    title: "Your data",
    heading: "What we keep for {email}",
    alerts: "Job alerts",
    alertLine: "{words}, sent {frequency}",
    reminderLine: "Reminders before the deadlines of: {titles}",
    unconfirmed: "not confirmed",
    daily: "daily",
    weekly: "weekly",
    noAlerts: "No job alerts.",
    listings: "Listings posted with this address",
    listingStatus: {
      pending: "waiting for review",
      draft: "draft",
      published: "on the board",
      rejected: "not approved",
      expired: "closed",
    },
    noListings: "No listings.",
    reports: "Reports made with this address",
    reportLine: "About “{title}”, {date}",
    reportStatus: { open: "open", dismissed: "dismissed", resolved: "resolved" },
    noReports: "No reports.",
    mails: "Mails sent to this address in the last 30 days",
    noMails: "No mails.",
    download: "Download (JSON)",
    deleteHeading: "Delete everything",
    deleteIntro: "This deletes your job alerts and removes your address from your listings, your reports and the mails we keep. It cannot be undone.",
    listingsStay: "Your listings stay on the board as they are, but you will no longer get mails or manage links for them. To take a listing down, close it first from its manage link.",
    deleteStart: "Delete everything…",
    confirmHeading: "Delete everything we keep for {email}?",
    confirm: "Yes, delete everything",
    cancel: "No, keep it",
    expiredHeading: "This link has expired",
    expired: "Links to your data work for 24 hours and only until the data is deleted. Ask for a new one.",
    askAgain: "Ask for a new link",
  },
});

/** The mail carrying the link (server only). */
export const PRIVACY_MAIL_TEXTS = /* @__PURE__ */ defineTexts("privacyMail", {
  link: {
    subject: "Your data on {site}",
    intro: "Someone, probably you, asked to see the data {site} keeps for this address.",
    linkLine: "See, download or delete it (the link works for 24 hours): {link}",
    link: "See your data",
    ignore: "If you did not ask for this, ignore this message: nothing changes.",
  },
});

/**
 * The privacy notice (/privacy and its twins): written into the page by its loader, with the periods
 * of the settings (app/privacy/periods.ts), so the notice and the retention job never disagree.
 */
export const PRIVACY_NOTICE_TEXTS = /* @__PURE__ */ defineTexts("privacyNotice", {
  title: "Privacy notice",
  intro: "{site} is a job board you can use without an account. This notice says what personal data we keep, why, for how long, who else sees it, and how you can see or delete it.",
  keptHeading: "What we keep, why and for how long",
  alerts: "Job alerts: your email address, the filters you chose and how often, to send you new listings. An alert you do not confirm is deleted after {unconfirmedDays} days. If no link of an alert is used for {idleMonths} months, we ask you once by mail, and delete it {answerDays} days later if you do not answer. You can delete an alert any time with the link in each of its mails.",
  reminders: "Reminders before a deadline: your email address and the saved listings you chose, to remind you before they close. They are deleted a day after the last of those listings closes.",
  posters: "Listings you post: your email address, to send you the receipt, the review's decision, reminders and your private manage link. It is removed {posterDays} days after the listing closes; the listing itself stays on the board.",
  reports: "Reports about a listing: your email address, if you give one, to ask about or answer your report. It is removed {reportDays} days after we decide on the report.",
  mails: "Mails we send: the address and the message, to deliver them. {mailDays} days after a mail is sent we remove both and keep only its kind, status and times.",
  visits: "Visits and searches: we count views, apply clicks and searches per day. We never store your network address for this: a visitor is counted with a code that changes every day and is deleted after two days.",
  limits: "Protection against abuse: limits count requests per network address for at most a day, and mails per mailbox under a code made from the address, never the address itself. Our logs never hold an email address or the secret part of a private link.",
  othersHeading: "Who else sees it",
  relay: "Our mail service delivers the mails we send, so it sees their address and message.",
  backups: "Our off-site backup keeps a copy of the database. What you delete leaves the board at once, and leaves the backups within {backupDays} days.",
  noSale: "We never sell personal data, and no email address is shown on a public page.",
  rightsHeading: "Your rights and how to use them",
  rights: "You can see, download and delete everything we keep for your email address, without an account, from the “My data” page: we mail a link to that address. You can also ask us to correct your data, withdraw your consent, or name someone to act for you, by writing to the grievance contact below.",
  myDataLink: "See or delete your data",
  grievanceHeading: "Grievance contact",
  grievance: "For a question or complaint about your personal data, write to {contact}. We answer within 30 days. If our answer does not settle it, you can complain to the Data Protection Board of India.",
  grievanceMissing: "The board has not named its grievance contact yet.",
});
