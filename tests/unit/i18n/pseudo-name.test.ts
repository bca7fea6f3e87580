/**
 * The data's names on the pseudo-language's pages (docs/decisions/455): accented as the catalogue's
 * messages are, by the same pseudolocalisation Lingui's compiler applies to the `xx` catalogue.
 */
import { describe, expect, it } from "vitest";
import { pseudoCatalogue } from "~/i18n/pseudo";
import { pseudoName } from "~/i18n/pseudo-name";
import { textLanguage } from "~/lib/text-language";
import { localCities, localPlaceName } from "~/taxonomy/place-names.server";

describe("a data name in the pseudo-language", () => {
  it("is what Lingui's pseudolocalisation makes of the same English as a message", () => {
    for (const name of ["Pune", "Madhya Pradesh", "Business", "Hindi"]) {
      const compiled = pseudoCatalogue({ id: name })["id"];
      expect(pseudoName(name)).toBe(Array.isArray(compiled) ? compiled.join("") : compiled);
    }
    expect(pseudoName("Pune")).toBe("[Ƥũńē ~~]");
  });

  it("names the place table's cities and states, and nothing else", () => {
    expect(localPlaceName("Pune", "xx")).toBe(pseudoName("Pune"));
    expect(localPlaceName("Maharashtra", "xx")).toBe(pseudoName("Maharashtra"));
    expect(localPlaceName("Atlantis", "xx")).toBeUndefined();
    expect(localCities("Pune, Atlantis", "xx")).toBe(`${pseudoName("Pune")}, Atlantis`);
    // The board's languages keep their columns.
    expect(localPlaceName("Pune", "hi")).toBe("पुणे");
    expect(localPlaceName("Pune", "en")).toBeUndefined();
  });

  it("is the page's own language there, while other Latin text is people's English", () => {
    expect(textLanguage(pseudoName("Business"), "xx")).toBe("xx");
    expect(textLanguage("Business", "xx")).toBe("en");
    expect(textLanguage(pseudoName("Business"), "en")).toBe("en");
  });
});
