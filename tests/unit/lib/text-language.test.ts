import { describe, expect, it } from "vitest";
import { langAttribute, textLanguage } from "~/lib/text-language";

describe("the language of listing text, for its lang attribute (decisions 257, 330)", () => {
  it("marks text in another script by the registry's language of that script, and not text in the page's own", () => {
    expect(langAttribute("पुस्तकालय सहायक", "en")).toBe("hi");
    expect(langAttribute("জল সংরক্ষণ", "en")).toBe("bn");
    expect(langAttribute("জল সংরক্ষণ", "hi")).toBe("bn");
    expect(langAttribute("Library assistant", "bn")).toBe("en");
    expect(langAttribute("Library assistant", "en")).toBeUndefined();
    // Marathi and Hindi share Devanagari: on a Marathi page, Devanagari is the page's language.
    expect(langAttribute("जलसंधारण प्रशिक्षणार्थी", "mr")).toBeUndefined();
    expect(langAttribute("पुस्तकालय सहायक", "bn")).toBe("hi");
    expect(langAttribute("", "bn")).toBeUndefined();
  });

  it("takes the language the board recorded for the text (its poster's page) over the guess from its script", () => {
    // A listing posted from /mr/submit is Marathi on an English, Hindi or Bengali page, not the registry's first Devanagari language.
    expect(langAttribute("जलसंधारण प्रशिक्षणार्थी", "en", "mr")).toBe("mr");
    expect(langAttribute("जलसंधारण प्रशिक्षणार्थी", "hi", "mr")).toBe("mr");
    expect(langAttribute("जलसंधारण प्रशिक्षणार्थी", "mr", "mr")).toBeUndefined();
    // Written in Hindi and shown on a Marathi page: Hindi, although the scripts are one.
    expect(langAttribute("पुस्तकालय सहायक", "mr", "hi")).toBe("hi");
    // English words of a listing posted from /hi/submit are still English (the record names no Latin language there).
    expect(langAttribute("Library assistant", "hi", "hi")).toBe("en");
    // A record that is no language, or the pseudo-language of tests, is not believed.
    expect(langAttribute("पुस्तकालय सहायक", "en", "xx")).toBe("hi");
    expect(langAttribute("পুস্তক", "en", "zz")).toBe("bn");
  });

  it("reads a mixed title by its Indian script", () => {
    expect(textLanguage("Social Media ইন্টার্ন", "en")).toBe("bn");
    expect(textLanguage("Social Media इंटर्न", "mr")).toBe("mr");
  });
});
