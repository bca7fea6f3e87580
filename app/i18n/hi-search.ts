/** The Hindi of search's corrections on the board (app/opportunities/texts.ts, docs/decisions/297). Part of HINDI (hi.ts). */
export const HINDI_SEARCH: Record<string, string> = {
  "board.board.showingResultsFor": "“{query}” के नतीजे दिखाए जा रहे हैं",
  "board.board.didYouMean": "क्या आप “{query}” खोजना चाहते थे?",
};
