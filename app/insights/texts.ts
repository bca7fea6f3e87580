import { defineTexts } from "~/i18n/define-texts";

/** Every visible text of insights, defined once. */
export const INSIGHTS_TEXT = {
  closedTitle: "This opportunity is closed",
  closedBody: (title: string) => `${title} no longer accepts applications.`,
  backToListing: "Back to the listing",
} as const;

/**
 * The poster's views and apply clicks on /manage/{token}, as messages (Hindi on /hi/manage/…,
 * docs/decisions/269). Numbers come formatted for the page's language; `label` is the type's
 * plural as the page says it ("internships").
 */
export const POSTER_STATS_TEXTS = /* @__PURE__ */ defineTexts("insights.posterStats", {
  heading: "Views and apply clicks",
  intro: "Each person is counted once a day, without cookies; bots and prefetches are not counted.",
  /** Counts through the plural rules: `viewCount` and `applyCount` are the numbers, `views` and `applies` as written in the page's format. */
  totals:
    "Your listing: {viewCount, plural, one {{views} view} other {{views} views}}, {applyCount, plural, one {{applies} apply click} other {{applies} apply clicks}}",
  /** The totals split by the language of the page people used; {language} is the language's name. */
  byLanguage:
    "In {language}: {viewCount, plural, one {{views} view} other {{views} views}}, {applyCount, plural, one {{applies} apply click} other {{applies} apply clicks}}",
  byLanguageLabel: "By language",
  similar:
    "Similar {label} over their first {dayCount, plural, one {day} other {{days} days}}: {viewCount, plural, one {{views} view} other {{views} views}}, {applyCount, plural, one {{applies} apply click} other {{applies} apply clicks}} (median)",
  noSimilar: "Not enough similar listings yet to compare.",
  tableCaption: "Views and apply clicks per day, {dayCount, plural, one {the last day} other {the last {days} days}}",
  csvLink: "Download as CSV",
  date: "Date",
  views: "Views",
  applyClicks: "Apply clicks",
  /** Under the chart: its tallest bar. */
  highest: "Highest: {max}",
});

export const TEAM_TEXT = {
  heading: "Insights",
  intro: "The last 12 weeks, Monday to Sunday (UTC). People are counted once a day per listing, without cookies.",
  moderation: "Submissions and decisions",
  moderationCaption: "Submissions, approvals and rejections per week",
  medianCaption: "Median hours from submission to decision per week",
  oldestPending: (hours: number | null) =>
    hours === null ? "No submission is waiting for review." : `The oldest pending submission has waited ${hours} hours.`,
  audience: "Views and apply clicks",
  audienceCaption: "Listing views and apply clicks per week",
  alerts: "Job alerts",
  alertsCaption: "Alert confirmations and unsubscribes per week",
  reports: "Reports",
  reportsCaption: "Reports from visitors per week",
  mailsHeldBack: "Mails held back",
  mailsHeldBackCaption:
    "Receipts, lost-link mails and alert confirmations not sent per week, because their address had already had its share that hour or day",
  embedViews: "Embed views",
  embedViewsCaption: "Views of the board's listings framed on other sites (organisations' and placement cells' embeds) per week; people are counted once a day per embed",
  week: "Week of",
  submissions: "Submissions",
  approvals: "Approvals",
  rejections: "Rejections",
  medianHours: "Median hours to decision",
  confirmations: "Confirmations",
  unsubscribes: "Unsubscribes",
  reportCount: "Reports",
  weeklyCsv: "Download the weekly numbers as CSV",
  searches: "Top searches, last 30 days",
  zeroSearches: "Top searches with no result, last 30 days",
  searchesNote: "A search shows only on days when at least 3 different people asked it.",
  noSearches: "No search has reached 3 visitors yet.",
  query: "Search",
  /** The row of new texts past the day's bounds (decision 308). */
  otherSearches: "Other searches (past the day's limits)",
  visitors: "Visitors",
  searchCount: "Searches",
  results: "Results",
  tried: "Tried",
  /** What search tried for a text with no result: so the vocabulary can grow from real searches (decision 297). */
  triedLabel: (tried: string) =>
    ({ "": "words as typed only", expanded: "word forms, other languages, synonyms", corrected: "a spelling correction" })[tried] ??
    "word forms, other languages, synonyms and a spelling correction",
  searchesCsv: "Download the searches as CSV",
  languages: "Languages",
  languagesNote: "The language people use the board in: their mails and links are in it.",
  language: "Language",
  activeAlerts: "Confirmed job alerts",
  postedListings: "Listings posted, last 12 weeks",
  languageViews: "Listing views, last 12 weeks",
  languageApplyClicks: "Apply clicks, last 12 weeks",
  languageSearches: "Board searches, last 12 weeks",
} as const;
