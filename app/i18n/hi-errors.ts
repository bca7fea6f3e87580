/**
 * The Hindi of the pages for what is not there: a missing listing by its type, and the way back
 * from it (app/opportunities/texts.ts, app/components/texts.ts). Part of HINDI (hi.ts).
 */
export const HINDI_ERRORS: Record<string, string> = {
  "board.listingPage.notFound.internships.heading": "इंटर्नशिप नहीं मिली",
  "board.listingPage.notFound.internships.message": "आप जो इंटर्नशिप खोज रहे हैं, वह मौजूद नहीं है या हटा दी गई है।",
  "board.listingPage.notFound.fellowships.heading": "फ़ेलोशिप नहीं मिली",
  "board.listingPage.notFound.fellowships.message": "आप जो फ़ेलोशिप खोज रहे हैं, वह मौजूद नहीं है या हटा दी गई है।",
  "board.listingPage.notFound.courses.heading": "कोर्स नहीं मिला",
  "board.listingPage.notFound.courses.message": "आप जो कोर्स खोज रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।",
  "board.listingPage.notFound.scholarships.heading": "छात्रवृत्ति नहीं मिली",
  "board.listingPage.notFound.scholarships.message": "आप जो छात्रवृत्ति खोज रहे हैं, वह मौजूद नहीं है या हटा दी गई है।",
  "shell.notFoundPage.backToOpportunities": "सभी अवसरों पर वापस जाएँ",
};
