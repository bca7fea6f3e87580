/**
 * The scam signals of app/trust/signals.ts in every writing form (English, Hinglish, Hindi,
 * Marathi, Bengali; native or Latin digits), by kind, with the honest look-alikes that must not be
 * flagged; the word file (docs/glossary/scam-words.tsv) and the labelled set's goal.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { parseScamWords, SCAM_MEANINGS, scamWordColumns } from "~/trust/scam-words";
import { flaggedWords, flagText, listingSignals, parseFlag, reviewedListingFlags, SIGNAL_KINDS, textSignalsOf, type SignalKind } from "~/trust/signals";
import { flaggedPassages, markWords } from "~/trust/flagged-passages";
import { compiledWordList, WORD_LISTS } from "../../../scripts/compile-vocabulary";
import { readLabelledSet, scoreSignals } from "../../../bench/scam-signals/measure";

const kinds = (text: string) => textSignalsOf(text).map((signal) => signal.kind);
const flags = (text: string) => textSignalsOf(text).map(flagText);

/** Each kind in each writing form: the text and the flag it must give, words quoted as written. */
const FLAGGED: [SignalKind, string, string, string][] = [
  ["money", "en", "Pay a registration fee of ₹799 to get your offer letter.", "asks for money: “Pay”, “registration fee”, “₹799”"],
  ["money", "hinglish", "Offer letter ke liye registration fees 500 rs dena hoga.", "asks for money: “registration fees 500 rs dena hoga”"],
  ["money", "hi", "₹1,000 पंजीकरण शुल्क जमा करना होगा", "asks for money: “₹1,000 पंजीकरण शुल्क जमा करना”"],
  ["money", "hi digits", "सीट पक्की करने के लिए यूपीआई से ₹२०० भेजें।", "asks for money: “यूपीआई”, “₹२०० भेजें”"],
  ["money", "mr", "नोंदणी शुल्क भरावे लागेल", "asks for money: “नोंदणी शुल्क भरावे”"],
  ["money", "bn", "রেজিস্ট্রেশন ফি জমা দিতে হবে", "asks for money: “রেজিস্ট্রেশন ফি জমা দিতে”"],
  ["money", "bn digits", "আসন নিশ্চিত করতে ইউপিআই-তে ৩০০ টাকা পাঠান।", "asks for money: “ইউপিআই”, “৩০০ টাকা পাঠান”"],
  ["offBoard", "en", "WhatsApp us on 98200 11223 to apply.", "moves contact off the board: “WhatsApp us”"],
  ["offBoard", "hinglish", "Telegram group join karo, wahi task milenge.", "moves contact off the board: “Telegram group”"],
  ["offBoard", "hi", "आवेदन के लिए केवल व्हाट्सएप पर संपर्क करें।", "moves contact off the board: “आवेदन”, “व्हाट्सएप”"],
  ["offBoard", "mr", "अर्जासाठी फक्त व्हॉट्सॲपवर संपर्क साधा.", "moves contact off the board: “व्हॉट्सॲपवर संपर्क”"],
  ["offBoard", "bn", "আবেদনের জন্য শুধু হোয়াটসঅ্যাপে মেসেজ করুন।", "moves contact off the board: “হোয়াটসঅ্যাপে মেসেজ”"],
  ["documents", "en", "Share your Aadhaar, PAN card and a cancelled cheque for stipend setup.", "asks for identity or bank documents: “Share”, “Aadhaar”, “PAN card”, “cancelled cheque”"],
  ["documents", "hinglish", "OTP share karo taaki stipend aa sake.", "asks for identity or bank documents: “OTP share karo”"],
  ["documents", "hi", "स्टाइपेंड के लिए अपना आधार कार्ड और पैन कार्ड भेजें।", "asks for identity or bank documents: “आधार कार्ड”, “पैन कार्ड भेजें”"],
  ["documents", "mr", "स्टायपेंडसाठी आधार कार्ड आणि पॅन कार्ड पाठवा.", "asks for identity or bank documents: “आधार कार्ड”, “पॅन कार्ड पाठवा”"],
  ["documents", "bn", "আপনার ফোনে আসা ওটিপি আমাদের পাঠান।", "asks for identity or bank documents: “ওটিপি”, “পাঠান”"],
  ["tooGoodPay", "en", "Earn ₹40,000 a month, 2 hours a day from home.", "too-good pay for little work: “₹40,000”, “2 hours a day”"],
  ["tooGoodPay", "hinglish", "Ghar baithe roz 2 ghante kaam karke ₹30,000 mahina kamao.", "too-good pay for little work: “Ghar baithe roz 2 ghante”, “₹30,000”"],
  ["tooGoodPay", "hi", "घर बैठे रोज़ 2 घंटे काम करके ₹35,000 महीना कमाएं।", "too-good pay for little work: “घर बैठे रोज़ 2 घंटे”, “₹35,000”"],
  ["tooGoodPay", "mr digits", "घरबसल्या दररोज २ तास काम करून महिना ₹४०,००० कमवा.", "too-good pay for little work: “घरबसल्या दररोज २ तास”, “₹४०,०००”"],
  ["tooGoodPay", "bn digits", "দিনে ২ ঘণ্টা কাজ করে মাসে ৪০,০০০ টাকা আয় করুন", "too-good pay for little work: “দিনে ২ ঘণ্টা”, “৪০,০০০ টাকা”"],
  ["urgency", "en", "Only 20 seats left! Hurry.", "urgency bait: “seats left”, “Hurry”"],
  ["urgency", "hinglish", "Jaldi karo, limited seats!", "urgency bait: “Jaldi karo”, “limited seats”"],
  ["urgency", "hi", "सिर्फ़ 10 सीटें बची हैं, जल्दी करें!", "urgency bait: “सीटें बची”, “जल्दी करें”"],
  ["urgency", "mr", "फक्त आज अर्ज करता येईल, मर्यादित जागा!", "urgency bait: “फक्त आज”, “मर्यादित जागा”"],
  ["urgency", "bn", "মাত্র ১০টি আসন বাকি, তাড়াতাড়ি করুন!", "urgency bait: “আসন বাকি”, “তাড়াতাড়ি করুন”"],
  ["link", "en", "Apply here: https://bit.ly/ngo-intern before the slots fill up.", "suspicious apply link: “https://bit.ly/ngo-intern”"],
];

/** The same words used honestly: none may be flagged. */
const HONEST = [
  "no fee, ever",
  "We never charge applicants for anything.",
  "Help farmers pay crop insurance premiums on time.",
  "A research project that studies user fees of water utilities.",
  "Help self-help groups open bank accounts.",
  "Stipend: ₹10,000 per month, paid monthly.",
  "We reimburse internet charges up to ₹500 per month.",
  "Remote fellowship, ₹25,000 a month, full-time for a year.",
  "You will help families link Aadhaar to their ration cards.",
  "We build WhatsApp advisories for farmers; you will write the crop messages.",
  "Interns will design fee structures for partner schools.",
  "Koi fees nahi hai. Stipend ₹5000 milega.",
  "कोई शुल्क नहीं लिया जाता, हम आवेदकों से कभी पैसे नहीं मांगते।",
  "किसानों को फ़सल बीमा प्रीमियम समय पर भरने में मदद करें।",
  "स्वयं सहायता समूहों को बैंक खाते खोलने में मदद करें।",
  "कोणतेही शुल्क नाही, आम्ही अर्जदारांकडून कधीही पैसे घेत नाही.",
  "बचत गटांना बँक खाते उघडण्यास मदत करा.",
  "दरमहा ₹१०,००० स्टायपेंड मिळेल.",
  "কোনো ফি নেই, আমরা আবেদনকারীদের কাছ থেকে কখনো টাকা নিই না।",
  "স্বনির্ভর গোষ্ঠীকে ব্যাংক অ্যাকাউন্ট খুলতে সাহায্য করুন।",
  "প্রতি মাসে ১০,০০০ টাকা স্টাইপেন্ড দেওয়া হবে।",
  "Our office is in Kolkata; অফিস সকাল ১০টায় খোলে।",
  "A pan-India programme on school libraries; share your ideas in the interview.",
];

describe("scam signals by kind and writing form", () => {
  it.each(FLAGGED)("%s in %s: %j", (kind, _form, text, flag) => {
    expect(kinds(text)).toContain(kind);
    expect(flags(text)).toContain(flag);
  });

  it.each(HONEST)("leaves the honest look-alike %j unflagged", (text) => {
    expect(flags(text)).toEqual([]);
  });

  it("looks at every text, and quotes each word once", () => {
    expect(textSignalsOf(null, undefined, "Great team.", "Training fees ₹2500 pehle dena hoga.").map(flagText)).toEqual([
      "asks for money: “Training fees ₹2500”, “dena hoga”",
    ]);
  });
});

describe("signals of a whole listing", () => {
  const neerJal = { name: "Neer Jal Trust", existing: true, verified: true, website: "https://neerjal.org.in" };

  it("flags a shortener or a chat link as the way to apply", () => {
    expect(listingSignals({ description: "x", applicationUrl: "https://tinyurl.com/abc" }).map(flagText)).toEqual([
      "suspicious apply link: “https://tinyurl.com/abc”",
    ]);
    expect(listingSignals({ description: "x", applicationUrl: "https://wa.me/919876543210" }).map(flagText)).toEqual([
      "moves contact off the board: “https://wa.me/919876543210”",
    ]);
  });

  it("flags an apply link on a domain unrelated to the organisation's site, not its own or a forms service", () => {
    const unverified = { ...neerJal, verified: false };
    expect(listingSignals({ description: "x", applicationUrl: "https://neerjal-careers.xyz/apply" }, unverified).map(flagText)).toEqual([
      "suspicious apply link: “https://neerjal-careers.xyz/apply”",
    ]);
    expect(listingSignals({ description: "x", applicationUrl: "https://apply.neerjal.org.in/form" }, unverified)).toEqual([]);
    expect(listingSignals({ description: "x", applicationUrl: "https://forms.gle/abc" }, unverified)).toEqual([]);
    expect(listingSignals({ description: "x", applicationUrl: "https://anything.example/apply" })).toEqual([]);
  });

  it("flags a phone number as the only way to apply", () => {
    expect(listingSignals({ description: "x", applicationInstructions: "Call 98765 43210 to apply." }).map(flagText)).toEqual([
      "moves contact off the board: “98765 43210”",
    ]);
    expect(listingSignals({ description: "x", applicationInstructions: "Call 98765 43210 with questions.", applicationUrl: "https://a.example/form" })).toEqual([]);
  });

  it("flags a free-mail address for a known organisation, and names a verified one", () => {
    expect(listingSignals({ description: "Write to neerjal.hr@gmail.com with your CV." }, neerJal).map(flagText)).toEqual([
      "free-mail address for a known organisation: “neerjal.hr@gmail.com”",
      "names a verified organisation: “Neer Jal Trust”",
    ]);
    // A new organisation's Gmail is not posing as anyone.
    expect(listingSignals({ description: "Write to ourtrust@gmail.com." }, { ...neerJal, existing: false, verified: false })).toEqual([]);
    // An admin's own writes are not flagged for naming a verified organisation.
    expect(reviewedListingFlags({ description: "Survey rivers." }, neerJal)).toEqual([]);
  });
});

describe("flags as stored and shown", () => {
  it("reads back a flag's label and words, and marks them in the text", () => {
    const flag = flagText({ kind: "money", words: ["registration fee", "₹500"] });
    expect(flag).toBe("asks for money: “registration fee”, “₹500”");
    expect(parseFlag(flag)).toEqual({ label: SIGNAL_KINDS.money, words: ["registration fee", "₹500"] });
    expect(parseFlag("possible duplicate of #12")).toEqual({ label: "possible duplicate of #12", words: [] });
    expect(flaggedWords([flag, "possible duplicate of #3"])).toEqual(["registration fee", "₹500"]);
    expect(markWords("Pay the Registration Fee now", ["registration fee"])).toEqual([
      { text: "Pay the ", marked: false },
      { text: "Registration Fee", marked: true },
      { text: " now", marked: false },
    ]);
    expect(flaggedPassages(["Great team. Pay the registration fee. Apply soon."], ["registration fee"])).toEqual([
      [
        { text: "Pay the ", marked: false },
        { text: "registration fee", marked: true },
        { text: ".", marked: false },
      ],
    ]);
  });
});

describe("the scam words file", () => {
  const tsv = readFileSync(new URL("../../../docs/glossary/scam-words.tsv", import.meta.url), "utf8");

  it("is compiled into the module the server reads", () => {
    const list = WORD_LISTS.find((entry) => entry.name === "SCAM_WORDS_TSV")!;
    expect(readFileSync(new URL(`../../../${list.target}`, import.meta.url), "utf8")).toBe(compiledWordList(tsv, list));
  });

  it("has every meaning in every language of the registry", () => {
    for (const meaning of SCAM_MEANINGS) for (const { code } of LANGUAGES) expect(scamWordColumns(meaning), `${meaning} ${code}`).toContain(code);
  });

  it("refuses a column of no registered language and a meaning nobody reads", () => {
    expect(() => parseScamWords("meaning\thi\txx\nmoney\tशुल्क\tnope\n")).toThrow(/xx/);
    expect(() => parseScamWords("meaning\thi\nbribe\tरिश्वत\n")).toThrow(/bribe/);
  });
});

describe("the labelled set (bench/scam-signals)", () => {
  it("has at least 60 scam-like and 60 honest texts in the five writing forms, and meets the goal", () => {
    const set = readLabelledSet();
    const score = scoreSignals(set);
    expect(score.scam).toBeGreaterThanOrEqual(60);
    expect(score.honest).toBeGreaterThanOrEqual(60);
    expect(new Set(set.map((item) => item.form))).toEqual(new Set(["en", "hinglish", "hi", "mr", "bn"]));
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
    expect(score.falseAlarm).toBeLessThanOrEqual(0.05);
  });
});
