import { describe, expect, it } from "vitest";
import { slugify } from "../../../app/lib/slugify";

describe("slugify", () => {
  it("keeps the slugs of Latin text as they always were", () => {
    expect(slugify("Climate Research Intern at Green Earth Trust")).toBe("climate-research-intern-at-green-earth-trust");
    expect(slugify("Café & Co — Data Analyst")).toBe("cafe-and-co-data-analyst");
    expect(slugify("!!!")).toBe("listing");
  });

  it("writes Hindi titles and names in Latin letters, as Hindi readers spell them", () => {
    expect(slugify("पुस्तकालय सहायक at पुस्तक ट्रस्ट")).toBe("pustakalay-sahayak-at-pustak-trast");
    expect(slugify("ग्रामीण शिक्षा फ़ेलोशिप")).toBe("gramin-shiksha-pheloship");
    expect(slugify("स्वास्थ्य जागरूकता केंद्र")).toBe("svasthya-jagarukata-kendra");
    expect(slugify("ज्ञान विज्ञान समिति")).toBe("gyan-vigyan-samiti");
    expect(slugify("डेटा एंट्री ऑपरेटर")).toBe("deta-entri-oparetar");
    expect(slugify("मां और शिशु")).toBe("man-aur-shishu");
  });

  it("handles Hindi and English in one title, and Devanagari digits", () => {
    expect(slugify("NGO में Social Media इंटर्न")).toBe("ngo-men-social-media-intarn");
    expect(slugify("किसान उत्पादक संगठन (FPO) सलाहकार")).toBe("kisan-utpadak-sangathan-fpo-salahakar");
    expect(slugify("बैच २०२५")).toBe("baich-2025");
  });

  it("gives the same slug whichever way a letter with a nukta is encoded", () => {
    expect(slugify("\u095B\u093F\u0932\u093E")).toBe("jila");
    expect(slugify("\u091C\u093C\u093F\u0932\u093E")).toBe("jila");
  });

  it("never leaves a Devanagari-only name without a slug", () => {
    expect(slugify("।।")).toBe("listing");
    expect(slugify("न")).toBe("na");
  });

  it("writes Bengali titles in Latin letters by the Hindi rules, with Bengali's b, ng and t", () => {
    expect(slugify("জল সংরক্ষণ কর্মশালা")).toBe("jal-sangrakshan-karmashala");
    expect(slugify("বাংলা শিক্ষা সংস্থা")).toBe("bangla-shiksha-sangstha");
    expect(slugify("সবুজ পৃথিবী ফেলোশিপ")).toBe("sabuj-prithibi-pheloship");
    expect(slugify("পাঁচ বছরের গ্রামীণ স্বাস্থ্য প্রকল্প")).toBe("panch-bacharer-gramin-svasthya-prakalp");
    expect(slugify("উৎসব")).toBe("utsab");
    // A letter with a nukta, precomposed or not, and a two-part vowel sign, precomposed or not.
    expect(slugify("বড়ো")).toBe("bado");
    expect(slugify("বড\u09bc\u09c7\u09be")).toBe("bado");
  });
});
