/** The poster's views and apply clicks panel in the page's language (decision 269): English as before, Hindi on /hi/manage/…. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n.server";
import { TranslatorContext } from "~/i18n/translate";
import { PosterStats, type PosterStatsData } from "~/insights/poster-stats";

const stats: PosterStatsData = {
  totals: { views: 1234, applyClicks: 56 },
  byLanguage: [
    { language: "en", name: "English", views: 1000, applyClicks: 50 },
    { language: "hi", name: "हिन्दी", views: 234, applyClicks: 6 },
  ],
  days: [
    { date: "2026-11-25", views: 1200, applyClicks: 50 },
    { date: "2026-11-26", views: 34, applyClicks: 6 },
  ],
  comparison: { views: 40, applyClicks: 3, days: 14, own: { views: 900, applyClicks: 40 }, peers: 5 },
  type: "internship",
};

const render = (path: string, data: PosterStatsData = stats) =>
  renderToString(createElement(TranslatorContext, { value: createI18n(path) }, createElement(PosterStats, { stats: data, csvPath: "/manage/x/stats.csv" })))
    .replace(/<!-- -->/g, "");

describe("the poster's views and apply clicks", () => {
  it("reads in English on the English manage page, numbers grouped as on the board, days as YYYY-MM-DD", () => {
    const html = render("/manage/x");
    expect(html).toContain("Your listing: 1,234 views, 56 apply clicks");
    expect(html).toContain("In English: 1,000 views, 50 apply clicks");
    expect(html).toContain("In हिन्दी: 234 views, 6 apply clicks");
    expect(html).toContain("Similar internships over their first 14 days: 40 views, 3 apply clicks (median)");
    expect(html).toContain("Views and apply clicks per day, the last 2 days");
    expect(html).toContain(">2026-11-26</th>");
    expect(html).toContain("Highest: 1,200");
    expect(html).toContain(">Download as CSV</a>");
  });

  it("counts through the plural rules: one view, one apply click, the last day", () => {
    const one = { ...stats, totals: { views: 1, applyClicks: 1 }, byLanguage: [], days: stats.days.slice(0, 1) };
    const html = render("/manage/x", one);
    expect(html).toContain("Your listing: 1 view, 1 apply click");
    expect(html).toContain("Views and apply clicks per day, the last day");
  });

  it("reads in Hindi on /hi/manage/…, with hi-IN dates and numbers, the CSV link still English data", () => {
    const html = render("/hi/manage/x");
    expect(html).toContain("आपकी लिस्टिंग: 1,234 बार देखी गई, 56 आवेदन क्लिक");
    expect(html).toContain("हिन्दी में: 234 बार देखी गई, 6 आवेदन क्लिक");
    expect(html).toContain("मिलती-जुलती इंटर्नशिप अपने पहले 14 दिनों में: 40 बार देखी गईं, 3 आवेदन क्लिक (मीडियन)");
    expect(html).toContain("हर दिन देखे जाने और आवेदन क्लिक, पिछले 2 दिन");
    const day = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date("2026-11-26T00:00:00Z"));
    expect(html).toContain(`>${day}</th>`);
    expect(html).toContain("सबसे ज़्यादा: 1,200");
    expect(html).toContain('<a href="/manage/x/stats.csv" download="" class="text-brand-700 underline">CSV के रूप में डाउनलोड करें</a>');
    expect(html).not.toMatch(/Views|apply clicks|Similar|Highest/);
    expect(render("/hi/manage/x", { ...stats, comparison: null })).toContain("तुलना के लिए अभी पर्याप्त मिलती-जुलती लिस्टिंग नहीं हैं।");
  });
});
