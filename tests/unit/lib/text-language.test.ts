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

  it("reads a mixed title by its Indian script", () => {
    expect(textLanguage("Social Media ইন্টার্ন", "en")).toBe("bn");
    expect(textLanguage("Social Media इंटर्न", "mr")).toBe("mr");
  });
});
