/**
 * The Hindi of saving and offline reading (app/offline/texts.ts, docs/decisions/269): the Save
 * button, the header's Saved link, /hi/saved, /hi/offline and the service worker's note. Part
 * of HINDI (hi.ts); the words follow docs/glossary/hindi.md ("save": सहेजना). No imports:
 * the service worker's build reads the note from here.
 */
export const HINDI_SAVED: Record<string, string> = {
  "saved.manifest.name": "{siteName}: सामाजिक बदलाव के अवसर",
  "saved.manifest.shortName": "{shortName} हिंदी",
  "saved.manifest.description": "सामाजिक बदलाव के लिए काम करने वाली संस्थाओं के साथ इंटर्नशिप, फ़ेलोशिप और कोर्स।",
  "saved.shell.save": "सहेजें",
  "saved.shell.saved": "सहेजी गई",
  "saved.shell.linkCount": "सहेजी गई लिस्टिंग ({count})",
  "saved.page.heading": "सहेजी गई लिस्टिंग",
  "saved.page.lead": "आपकी सूची इसी फ़ोन (इसी ब्राउज़र) में रहती है: न कोई खाता, न हमारे सर्वर पर इसके बारे में कुछ रखा जाता है।",
  "saved.page.empty": "आपने अभी तक कोई लिस्टिंग नहीं सहेजी है। किसी लिस्टिंग को यहाँ रखने के लिए उस पर सहेजें दबाएँ।",
  "saved.page.count": "{count, plural, =0 {कोई सहेजी गई लिस्टिंग नहीं} one {# सहेजी गई लिस्टिंग} other {# सहेजी गई लिस्टिंग}}",
  "saved.page.remove": "हटाएँ",
  "saved.page.removeLabel": "हटाएँ: {title}",
  "saved.page.removeAll": "सभी हटाएँ",
  "saved.list.open": "खुली है",
  "saved.list.closed": "बंद",
  "saved.list.applyBy": "{date} तक आवेदन करें",
  "saved.list.noDeadline": "कोई अंतिम तिथि नहीं",
  "saved.toasts.saved": "सहेज ली गई। आपकी सूची साइट के हेडर में 'सहेजी गई' में है (छोटी स्क्रीन पर उसके मेन्यू में)।",
  "saved.toasts.removed": "आपकी सहेजी गई लिस्टिंग से हटा दी गई।",
  "saved.toasts.cleared": "आपकी सहेजी गई लिस्टिंग हटा दी गईं।",
  "saved.toasts.unknownListing": "यह लिस्टिंग मौजूद नहीं है या हटा दी गई है।",
  "saved.offline.heading": "आप ऑफ़लाइन हैं",
  "saved.offline.lead": "इस पेज के लिए नेटवर्क चाहिए। ये लिस्टिंग इसी फ़ोन में रखी हैं और नेटवर्क के बिना खुलती हैं:",
  "saved.offline.saved": "सहेजी गई लिस्टिंग",
  "saved.offline.recent": "हाल में देखी गई",
  "saved.offline.none": "इस फ़ोन में अभी कोई लिस्टिंग नहीं रखी है। ऑफ़लाइन पढ़ने के लिए ऑनलाइन रहते हुए लिस्टिंग खोलें या सहेजें।",
  "saved.offline.retry": "फिर से कोशिश करें",
  "saved.dataSaver.note": "डेटा सेवर चालू है: संस्थाओं के लोगो लोड नहीं किए गए, बाकी कुछ नहीं छोड़ा गया।",
  "saved.worker.copyNote": "{date} की सहेजी गई कॉपी; आप ऑफ़लाइन हैं",
};
