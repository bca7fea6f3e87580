/**
 * Places in every language are data (docs/glossary/place-names.tsv): one column per language of the
 * registry, a row for every city and state of the list, compiled into the module the server reads.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/i18n/languages";
import { CITIES, STATES } from "../../../app/taxonomy/cities";
import { parsePlaceNames } from "../../../app/taxonomy/place-names";
import { compiledWordList, WORD_LISTS } from "../../../scripts/compile-vocabulary";

const tsv = readFileSync(new URL("../../../docs/glossary/place-names.tsv", import.meta.url), "utf8");
const translated = LANGUAGES.filter((language) => language.code !== "en").map((language) => language.code);

describe("the place names file", () => {
  it("is compiled into the module the server reads", () => {
    const list = WORD_LISTS.find((entry) => entry.name === "PLACE_NAMES_TSV")!;
    expect(readFileSync(new URL(`../../../${list.target}`, import.meta.url), "utf8")).toBe(compiledWordList(tsv, list));
  });

  it("names every city and state of the list in every language of the registry but English", () => {
    const { cities, states } = parsePlaceNames(tsv);
    const missing = translated.flatMap((code) => [
      ...CITIES.filter(([city]) => !cities[code]?.[city]?.length).map(([city]) => `${code} city ${city}`),
      ...STATES.filter((state) => !states[code]?.[state]?.length).map((state) => `${code} state ${state}`),
    ]);
    expect(missing).toEqual([]);
  });

  it("refuses a column of no language and a row of no kind", () => {
    const header = "place\tkind\thi\n";
    expect(() => parsePlaceNames("place\tkind\txx\nPune\tcity\tपुणे\n")).toThrow(/no language in the registry: xx/);
    expect(() => parsePlaceNames(`${header}Pune\ttown\tपुणे\n`)).toThrow(/of no kind/);
    expect(parsePlaceNames(`${header}Pune\tcity\tपुणे | पूना\n`).cities.hi).toEqual({ Pune: ["पुणे", "पूना"] });
  });
});
