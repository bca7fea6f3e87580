/** Every visible text of insights, defined once. */
export const INSIGHTS_TEXT = {
  closedTitle: "This opportunity is closed",
  closedBody: (title: string) => `${title} no longer accepts applications.`,
  backToListing: "Back to the listing",
  statsHeading: "Views and apply clicks",
  statsIntro: "Each person is counted once a day, without cookies; bots and prefetches are not counted.",
  totals: (views: number, applies: number) => `Your listing: ${views} views, ${applies} apply clicks`,
  similar: (label: string, views: number, applies: number, days: number) =>
    `Similar ${label} over their first ${days} days: ${views} views, ${applies} apply clicks (median)`,
  noSimilar: "Not enough similar listings yet to compare.",
  tableCaption: (days: number) => `Views and apply clicks per day, the last ${days} days`,
  csvLink: "Download as CSV",
  date: "Date",
  views: "Views",
  applyClicks: "Apply clicks",
} as const;
