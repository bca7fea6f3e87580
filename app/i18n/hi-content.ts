/**
 * The Hindi of the blog's and the features preview's own words and of the RSS feeds'
 * (decision 267). Part of HINDI (hi.ts); the words follow docs/glossary/hindi.md. The
 * posts, content pages and sample listings themselves stay as written.
 */
export const HINDI_CONTENT: Record<string, string> = {
  "blog.index.heading": "ब्लॉग",
  "blog.index.title": "ब्लॉग",
  "blog.index.titlePaged": "ब्लॉग (पेज {page})",
  "blog.index.description": "भारत में समाज पर असर डालने वाला करियर बनाने के बारे में ख़बरें, गाइड और कहानियाँ।",
  "blog.index.empty": "अभी कोई पोस्ट नहीं है। जल्द ही फिर देखें।",
  "blog.index.pagesNav": "ब्लॉग के पेज",
  "blog.index.newer": "नई पोस्ट",
  "blog.index.older": "पुरानी पोस्ट",
  "blog.post.backToBlog": "ब्लॉग पर वापस जाएँ",
  "blog.post.byline": "{author} द्वारा · {date}",
  "blog.post.teamAuthor": "{siteName} टीम",

  "featuresPreview.title": "नई सुविधाओं की झलक",
  "featuresPreview.description": "नमूना डेटा के साथ एक मॉक-अप: अवसरों को विशेष रूप से दिखाने के दो तरीके, एक बड़ा हीरो हिस्सा और विशेष अवसरों का कैरोसेल।",
  "featuresPreview.badge": "मॉक-अप · नमूना डेटा",
  "featuresPreview.heading": "नई सुविधाओं की झलक",
  "featuresPreview.intro":
    "होम पेज पर अवसरों को विशेष रूप से दिखाने के दो विचार। नीचे सब कुछ समझाने के लिए नमूना डेटा है: ये संस्थाएँ और लिस्टिंग काल्पनिक हैं और इन पर आवेदन नहीं किया जा सकता।",
  "featuresPreview.hero.heading": "विचार 1: हीरो हिस्सा",
  "featuresPreview.hero.text": "होम पेज के सबसे ऊपर एक अवसर को सबसे ज़्यादा जगह मिलती है।",
  "featuresPreview.hero.label": "नमूना हीरो हिस्सा: {title}",
  "featuresPreview.hero.featured": "विशेष अवसर",
  "featuresPreview.hero.location": "काम की जगह",
  "featuresPreview.hero.stipend": "स्टाइपेंड",
  "featuresPreview.hero.applyBy": "आवेदन की अंतिम तिथि",
  "featuresPreview.carousel.heading": "विचार 2: विशेष अवसरों का कैरोसेल",
  "featuresPreview.carousel.text":
    "नतीजों के ऊपर विशेष अवसरों की एक पंक्ति: फ़ोन पर एक बार में एक कार्ड, टैबलेट पर दो, बड़ी स्क्रीन पर तीन। और देखने के लिए बगल में स्क्रॉल करें।",
  "featuresPreview.carousel.label": "विशेष अवसरों का नमूना कैरोसेल",
  "featuresPreview.carousel.applyBy": "{date} तक आवेदन करें",
  "featuresPreview.needed.heading": "इसके लिए क्या चाहिए",
  "featuresPreview.needed.items.field.term": "एक ‘विशेष’ खाना",
  "featuresPreview.needed.items.field.text": "हर लिस्टिंग में {term}, ताकि होम पेज विशेष अवसर माँग सके।",
  "featuresPreview.needed.items.admin.term": "एडमिन के लिए नियंत्रण",
  "featuresPreview.needed.items.admin.text": "किसी लिस्टिंग को विशेष बनाने और हटाने, और हीरो चुनने के लिए {term}।",
  "featuresPreview.needed.items.pricing.term": "संभावित शुल्क",
  "featuresPreview.needed.items.pricing.text":
    "अगर विशेष दिखाना एक सशुल्क विकल्प बने, तो अपना अवसर विशेष दिखाना चाहने वाली संस्थाओं के लिए {term}।",
  "featuresPreview.backToHome": "← होम पेज पर वापस जाएँ",

  "feed.title": "{siteName} पर {words}",
  "feed.description": "{siteName} पर नवीनतम {words}, जिन पर अभी आवेदन किया जा सकता है।",
  "feed.organizationTitle": "{siteName} पर {name}",
  "feed.organizationDescription": "{name} की ओर से {words}, जिन पर अभी आवेदन किया जा सकता है; नवीनतम पहले।",
  "feed.unpaid": "अवैतनिक",
  "feed.applyBy": "{date} तक आवेदन करें",
};
