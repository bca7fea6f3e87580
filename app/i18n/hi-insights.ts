/**
 * The Hindi of the poster's views and apply clicks on /hi/manage/… (app/insights/texts.ts,
 * docs/decisions/269). Part of HINDI (hi.ts); the words follow docs/glossary/hindi.md.
 */
export const HINDI_INSIGHTS: Record<string, string> = {
  "insights.posterStats.heading": "देखे जाने और आवेदन क्लिक",
  "insights.posterStats.intro": "हर व्यक्ति को दिन में एक बार गिना जाता है, बिना कुकी के; बॉट और प्रीफ़ेच नहीं गिने जाते।",
  "insights.posterStats.totals": "आपकी लिस्टिंग: {views} बार देखी गई, {applies} आवेदन क्लिक",
  "insights.posterStats.byLanguage": "{language} में: {views} बार देखी गई, {applies} आवेदन क्लिक",
  "insights.posterStats.byLanguageLabel": "भाषा के अनुसार",
  "insights.posterStats.similar": "मिलती-जुलती {label} अपने पहले {days} दिनों में: {views} बार देखी गईं, {applies} आवेदन क्लिक (मीडियन)",
  "insights.posterStats.noSimilar": "तुलना के लिए अभी पर्याप्त मिलती-जुलती लिस्टिंग नहीं हैं।",
  "insights.posterStats.tableCaption": "हर दिन देखे जाने और आवेदन क्लिक, पिछले {days} दिन",
  "insights.posterStats.csvLink": "CSV के रूप में डाउनलोड करें",
  "insights.posterStats.date": "तारीख़",
  "insights.posterStats.views": "देखा गया",
  "insights.posterStats.applyClicks": "आवेदन क्लिक",
  "insights.posterStats.highest": "सबसे ज़्यादा: {max}",
};
