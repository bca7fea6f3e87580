/**
 * Places by their name in a page's language ("Pune" → "पुणे" on Hindi pages), on the server only:
 * loaders send pages the names they show, so no page's JavaScript carries the table (decision 355).
 */
import { isPseudo, pseudoName } from "~/i18n/pseudo-name";
import { CITY_NAMES, STATE_NAMES } from "./place-names";

/** Every place of the table, by its canonical (English) name: the first column's. */
const KNOWN_PLACES = new Set([...Object.values(CITY_NAMES), ...Object.values(STATE_NAMES)].flatMap((names) => Object.keys(names)));

/**
 * A city's or state's name in a language ("Pune", "Maharashtra" → "पुणे", "महाराष्ट्र"); undefined for other
 * text. The pseudo-language of tests has no column: its names are the English accented (decision 455).
 */
export function localPlaceName(name: string, language: string): string | undefined {
  if (isPseudo(language)) return KNOWN_PLACES.has(name) ? pseudoName(name) : undefined;
  return CITY_NAMES[language]?.[name]?.[0] ?? STATE_NAMES[language]?.[name]?.[0];
}

/** "Pune, Mumbai" in a language: each canonical city of a stored list by its local name (a city outside the list as it is). */
export function localCities(cities: string, language: string): string;
export function localCities(cities: string | null, language: string): string | null;
export function localCities(cities: string | null, language: string): string | null {
  if (cities === null || (!CITY_NAMES[language] && !isPseudo(language))) return cities;
  return cities
    .split(",")
    .map((city) => localPlaceName(city.trim(), language) ?? city.trim())
    .join(", ");
}

/** The local names of the places a page shows (its filter's options, the chosen ones), by canonical name; none in English. */
export function placeLabels(names: Iterable<string | undefined>, language: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const name of names) {
    const label = name ? localPlaceName(name, language) : undefined;
    if (label) labels[name!] = label;
  }
  return labels;
}
