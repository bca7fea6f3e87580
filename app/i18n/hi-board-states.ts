/**
 * The Hindi of the board's states: the filters' toggle by what it does, an empty board with and
 * without filters, a missing listing by its type and the way back from it
 * (app/opportunities/texts.ts, app/components/texts.ts). Part of HINDI (hi.ts).
 */
export const HINDI_BOARD_STATES: Record<string, string> = {
  "board.board.showFilters": "फ़िल्टर दिखाएँ",
  "board.board.hideFilters": "फ़िल्टर छिपाएँ",
  "board.board.nothingPosted.all": "अभी कोई अवसर पोस्ट नहीं हुआ है",
  "board.board.nothingPosted.internship": "अभी कोई इंटर्नशिप पोस्ट नहीं हुई है",
  "board.board.nothingPosted.fellowship": "अभी कोई फ़ेलोशिप पोस्ट नहीं हुई है",
  "board.board.nothingPosted.course": "अभी कोई कोर्स पोस्ट नहीं हुआ है",
  "board.board.nothingPosted.job": "अभी कोई नौकरी पोस्ट नहीं हुई है",
  "board.board.nothingPostedHint": "संस्थाएँ जैसे-जैसे पोस्ट करेंगी, नए अवसर यहाँ आएँगे: उनकी ख़बर पाने के लिए नीचे अलर्ट लगाएँ।",
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
