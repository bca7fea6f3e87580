/**
 * The Hindi of the words the board writes into a listing's data (decision 288): the starting
 * categories' names (a database without a translated name for them falls back to these) and the
 * stipend of a listing without one. Part of HINDI (hi.ts); the words follow docs/glossary/hindi.md.
 */
export const HINDI_DATA: Record<string, string> = {
  "board.categories.engineering": "इंजीनियरिंग",
  "board.categories.design": "डिज़ाइन",
  "board.categories.marketing": "मार्केटिंग",
  "board.categories.product": "प्रोडक्ट",
  "board.categories.data": "डेटा साइंस",
  "board.categories.customer": "कस्टमर सपोर्ट",
  "board.stipends.unpaid": "अवैतनिक",
  "board.locationBadges.hybrid": "हाइब्रिड (रिमोट + ऑफ़िस)",
};
