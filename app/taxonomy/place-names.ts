/**
 * The cities and states of `app/taxonomy/cities.ts` in the board's other languages, from
 * docs/glossary/place-names.tsv (compiled into `place-names.compiled.ts`): one row per place, one
 * column per language of the registry, read by its header, so a language added later brings its
 * names as a column and no code. The first name is the one that language's pages show, the rest
 * are spellings people type. Shared by places (a city typed in Devanagari is stored as its
 * canonical name) and search (a city in any script finds the English listings). The browser gets
 * `place-names.browser.ts` instead (package.json "imports" `#city-names`, docs/decisions/355).
 */
import { LANGUAGES } from "../i18n/languages";
import { PLACE_NAMES_TSV } from "./place-names.compiled";

type NamesByLanguage = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Every language's names of each city and state, as written in the file. */
export function parsePlaceNames(tsv: string): { cities: NamesByLanguage; states: NamesByLanguage } {
  const lines = tsv.split(/\r?\n/u).filter((line) => line.trim() && !line.startsWith("#"));
  const header = (lines.shift() ?? "").split("\t").map((name) => name.trim());
  if (header[0] !== "place" || header[1] !== "kind") throw new Error("place-names.tsv needs the columns place and kind first");
  const codes = header.slice(2);
  const known = new Set<string>(LANGUAGES.map((language) => language.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length) throw new Error(`place-names.tsv: columns of no language in the registry: ${unknown.join(", ")}`);
  const cities: Record<string, Record<string, string[]>> = Object.fromEntries(codes.map((code) => [code, {}]));
  const states: Record<string, Record<string, string[]>> = Object.fromEntries(codes.map((code) => [code, {}]));
  for (const line of lines) {
    const [place = "", kind, ...cells] = line.split("\t");
    if (kind !== "city" && kind !== "state") throw new Error(`place-names.tsv: "${place}" is of no kind (city or state)`);
    cells.forEach((cell, i) => {
      const names = cell.split("|").map((name) => name.trim().normalize("NFC")).filter(Boolean);
      if (names.length) (kind === "city" ? cities : states)[codes[i]!]![place] = names;
    });
  }
  return { cities, states };
}

const PLACE_NAMES = parsePlaceNames(PLACE_NAMES_TSV);
export const CITY_NAMES: NamesByLanguage = PLACE_NAMES.cities;
export const STATE_NAMES: NamesByLanguage = PLACE_NAMES.states;
