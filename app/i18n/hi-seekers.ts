/**
 * The Hindi of what seekers filter and find by (docs/decisions/315-319): the minimum stipend,
 * how recently a listing was posted, the jobs tab, the organisation directory and similar
 * listings. Part of HINDI (hi.ts); the words follow docs/glossary/hindi.md.
 */
export const HINDI_SEEKERS: Record<string, string> = {
  "board.filters.sorts.stipend": "सबसे ज़्यादा स्टाइपेंड",
  "board.filters.minStipend": "न्यूनतम स्टाइपेंड",
  "board.filters.anyStipend": "कोई भी स्टाइपेंड",
  "board.filters.minStipendAmount": "₹{amount}+ प्रति माह",
  "board.filters.postedWithin": "कब पोस्ट हुई",
  "board.filters.postedWithinOptions.any": "कभी भी",
  "board.filters.postedWithinOptions.24h": "पिछले 24 घंटे",
  "board.filters.postedWithinOptions.7d": "पिछले 7 दिन",
  "board.filters.postedWithinOptions.30d": "पिछले 30 दिन",
  "inWords.minStipend": "₹{amount}+ प्रति माह",
  "inWords.postedWithin.24h": "पिछले 24 घंटों में पोस्ट हुई",
  "inWords.postedWithin.7d": "पिछले 7 दिनों में पोस्ट हुई",
  "inWords.postedWithin.30d": "पिछले 30 दिनों में पोस्ट हुई",
  // Jobs as a type of their own (decision 316).
  "board.board.resultCount.job": "{count, plural, one {{shown} नौकरी} other {{shown} नौकरियाँ}}",
  "board.board.noResults.job": "आपकी शर्तों से मेल खाती कोई नौकरी नहीं मिली",
  "alerts.form.heading.job": "ऐसी ही नई नौकरियाँ ईमेल पर पाएँ",
  "alertMail.digest.subject.job": "{count, plural, one {{site} पर {count} नई नौकरी} other {{site} पर {count} नई नौकरियाँ}}",
  "inWords.nouns.job": "नौकरियाँ",
  // The organisation directory (decision 317).
  "organizations.directory.title": "संस्थाएँ",
  "organizations.directory.lead": "जिन संस्थाओं के अवसर खुले हैं, नाम के क्रम में।",
  "organizations.directory.searchLabel": "संस्थाएँ नाम से खोजें",
  "organizations.directory.search": "खोजें",
  "organizations.directory.openCount": "{count, plural, one {{shown} खुला अवसर} other {{shown} खुले अवसर}}",
  "organizations.directory.none": "खुले अवसरों वाली कोई संस्था “{query}” से मेल नहीं खाती।",
  "organizations.directory.empty": "अभी किसी संस्था के अवसर खुले नहीं हैं।",
  "organizations.directory.pages": "पेज",
  "organizations.directory.previous": "← पिछला",
  "organizations.directory.next": "अगला →",
  "organizations.directory.pageOf": "पेज {page} / {pages}",
  "organizations.directory.causes": "मुद्दे",
  // An address at its limit of alerts is told by mail (decision 351).
  "alertMail.limit.subject": "{site} पर आपके पहले से दस जॉब अलर्ट हैं",
  "alertMail.limit.intro": "किसी ने, शायद आपने, {site} पर एक नया जॉब अलर्ट माँगा:",
  "alertMail.limit.full":
    "इस ईमेल पते के पहले से दस अलर्ट हैं, जितने एक पते के हो सकते हैं, इसलिए यह अलर्ट नहीं बना। जगह बनाने के लिए किसी भी अलर्ट ईमेल के आख़िर में दिए लिंक से एक अलर्ट हटाएँ, फिर दोबारा माँगें।",
  "alertMail.limit.ignore": "अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा करें: कुछ नहीं बदला है।",
  // Under a listing: its causes and similar listings (decision 346).
  "board.listingPage.causes": "मुद्दे",
  "board.listingPage.similar": "मिलते-जुलते अवसर",
};
