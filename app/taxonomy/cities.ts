// Other scripts' names: the whole table on the server, none in the browser (package.json "imports",
// decision 355): the browser's form checks need only the English names and aliases, the server stores
// and shows every script's, and pages receive a place's name in their language from their loader.
import { CITY_NAMES, STATE_NAMES } from "#city-names";

/**
 * Indian cities with their states and the other names people type (Bangalore for
 * Bengaluru, Bombay for Mumbai), for in-person and hybrid listings (docs/decisions/144, 270).
 * Browser-safe, no zod (in the browser it knows the English names and aliases only). Stored cities are the canonical names; a city outside the
 * list is kept as typed. Migration 0016 holds the same list as the `city_names`
 * table, so the search facets can read states and aliases (a unit test compares them).
 */

/** [canonical name, state or union territory, other names]. */
type CityRow = readonly [name: string, state: string, aliases?: readonly string[]];

export const CITIES: readonly CityRow[] = [
  ["Agartala", "Tripura"],
  ["Agra", "Uttar Pradesh"],
  ["Ahmedabad", "Gujarat", ["Amdavad"]],
  ["Aizawl", "Mizoram"],
  ["Ajmer", "Rajasthan"],
  ["Aligarh", "Uttar Pradesh"],
  ["Amritsar", "Punjab"],
  ["Bareilly", "Uttar Pradesh"],
  ["Bathinda", "Punjab", ["Bhatinda"]],
  ["Belagavi", "Karnataka", ["Belgaum"]],
  ["Bengaluru", "Karnataka", ["Bangalore", "Bengalooru"]],
  ["Bhagalpur", "Bihar"],
  ["Bhavnagar", "Gujarat"],
  ["Bhopal", "Madhya Pradesh"],
  ["Bhubaneswar", "Odisha", ["Bhubaneshwar"]],
  ["Bikaner", "Rajasthan"],
  ["Bilaspur", "Chhattisgarh"],
  ["Chandigarh", "Chandigarh"],
  ["Chhatrapati Sambhajinagar", "Maharashtra", ["Aurangabad", "Sambhajinagar"]],
  ["Chennai", "Tamil Nadu", ["Madras"]],
  ["Coimbatore", "Tamil Nadu", ["Kovai"]],
  ["Cuttack", "Odisha"],
  ["Daman", "Dadra and Nagar Haveli and Daman and Diu"],
  ["Darjeeling", "West Bengal"],
  ["Dehradun", "Uttarakhand"],
  ["Delhi", "Delhi", ["New Delhi"]],
  ["Dhanbad", "Jharkhand"],
  ["Dharamshala", "Himachal Pradesh", ["Dharamsala", "McLeod Ganj"]],
  ["Dibrugarh", "Assam"],
  ["Durgapur", "West Bengal"],
  ["Faridabad", "Haryana"],
  ["Gandhinagar", "Gujarat"],
  ["Gangtok", "Sikkim"],
  ["Gaya", "Bihar"],
  ["Ghaziabad", "Uttar Pradesh"],
  ["Gorakhpur", "Uttar Pradesh"],
  ["Gurugram", "Haryana", ["Gurgaon"]],
  ["Guwahati", "Assam", ["Gauhati"]],
  ["Gwalior", "Madhya Pradesh"],
  ["Haridwar", "Uttarakhand", ["Hardwar"]],
  ["Hisar", "Haryana", ["Hissar"]],
  ["Hubballi", "Karnataka", ["Hubli", "Hubli-Dharwad"]],
  ["Hyderabad", "Telangana", ["Secunderabad"]],
  ["Imphal", "Manipur"],
  ["Indore", "Madhya Pradesh"],
  ["Itanagar", "Arunachal Pradesh"],
  ["Jabalpur", "Madhya Pradesh", ["Jubbulpore"]],
  ["Jaipur", "Rajasthan"],
  ["Jalandhar", "Punjab", ["Jullundur"]],
  ["Jammu", "Jammu and Kashmir"],
  ["Jamshedpur", "Jharkhand", ["Tatanagar"]],
  ["Jodhpur", "Rajasthan"],
  ["Jorhat", "Assam"],
  ["Kakinada", "Andhra Pradesh"],
  ["Kalaburagi", "Karnataka", ["Gulbarga"]],
  ["Kanpur", "Uttar Pradesh", ["Cawnpore"]],
  ["Karimnagar", "Telangana"],
  ["Kavaratti", "Lakshadweep"],
  ["Kochi", "Kerala", ["Cochin", "Ernakulam"]],
  ["Kohima", "Nagaland"],
  ["Kolhapur", "Maharashtra"],
  ["Kolkata", "West Bengal", ["Calcutta"]],
  ["Kota", "Rajasthan"],
  ["Kozhikode", "Kerala", ["Calicut"]],
  ["Leh", "Ladakh"],
  ["Lucknow", "Uttar Pradesh"],
  ["Ludhiana", "Punjab"],
  ["Madurai", "Tamil Nadu"],
  ["Mangaluru", "Karnataka", ["Mangalore"]],
  ["Margao", "Goa", ["Madgaon"]],
  ["Meerut", "Uttar Pradesh"],
  ["Mumbai", "Maharashtra", ["Bombay"]],
  ["Muzaffarpur", "Bihar"],
  ["Mysuru", "Karnataka", ["Mysore"]],
  ["Nagpur", "Maharashtra"],
  ["Nainital", "Uttarakhand"],
  ["Nashik", "Maharashtra", ["Nasik"]],
  ["Navi Mumbai", "Maharashtra", ["New Bombay"]],
  ["Nizamabad", "Telangana"],
  ["Noida", "Uttar Pradesh", ["Gautam Buddh Nagar"]],
  ["Panaji", "Goa", ["Panjim"]],
  ["Panipat", "Haryana"],
  ["Patiala", "Punjab"],
  ["Patna", "Bihar"],
  ["Prayagraj", "Uttar Pradesh", ["Allahabad"]],
  ["Puducherry", "Puducherry", ["Pondicherry", "Pondy"]],
  ["Pune", "Maharashtra", ["Poona"]],
  ["Raipur", "Chhattisgarh"],
  ["Rajkot", "Gujarat"],
  ["Ranchi", "Jharkhand"],
  ["Rishikesh", "Uttarakhand"],
  ["Rohtak", "Haryana"],
  ["Rourkela", "Odisha"],
  ["Salem", "Tamil Nadu"],
  ["Sambalpur", "Odisha"],
  ["Shillong", "Meghalaya"],
  ["Shimla", "Himachal Pradesh", ["Simla"]],
  ["Silchar", "Assam"],
  ["Siliguri", "West Bengal"],
  ["Silvassa", "Dadra and Nagar Haveli and Daman and Diu"],
  ["Solapur", "Maharashtra", ["Sholapur"]],
  ["Sri Vijaya Puram", "Andaman and Nicobar Islands", ["Port Blair"]],
  ["Srinagar", "Jammu and Kashmir"],
  ["Surat", "Gujarat"],
  ["Tezpur", "Assam"],
  ["Thane", "Maharashtra"],
  ["Thiruvananthapuram", "Kerala", ["Trivandrum"]],
  ["Thrissur", "Kerala", ["Trichur"]],
  ["Tiruchirappalli", "Tamil Nadu", ["Trichy", "Tiruchi"]],
  ["Tirupati", "Andhra Pradesh"],
  ["Udaipur", "Rajasthan"],
  ["Ujjain", "Madhya Pradesh"],
  ["Vadodara", "Gujarat", ["Baroda"]],
  ["Varanasi", "Uttar Pradesh", ["Banaras", "Benares", "Kashi"]],
  ["Vasco da Gama", "Goa", ["Vasco"]],
  ["Vellore", "Tamil Nadu"],
  ["Vijayawada", "Andhra Pradesh", ["Bezawada"]],
  ["Visakhapatnam", "Andhra Pradesh", ["Vizag", "Vishakhapatnam", "Waltair"]],
  ["Warangal", "Telangana"],
];

/** A place the board's City or State filter offers, with its open listings (decision 270). */
export interface PlaceOption {
  name: string;
  count: number;
}
export interface OpenPlaces {
  cities: PlaceOption[];
  states: PlaceOption[];
  /** Open fully remote listings of the tab's type: a place search lists them beside the place's own. */
  remote?: number;
  /** The listed and chosen places' names in the page's language, by canonical name: the server's (decision 355); none in English. */
  labels?: Record<string, string>;
}

/** Other names of states and union territories. */
const STATE_ALIASES: Record<string, string> = {
  orissa: "Odisha",
  uttaranchal: "Uttarakhand",
  pondicherry: "Puducherry",
  "nct of delhi": "Delhi",
  "delhi ncr": "Delhi",
  "jammu & kashmir": "Jammu and Kashmir",
  "j&k": "Jammu and Kashmir",
  "andaman & nicobar islands": "Andaman and Nicobar Islands",
  "andaman and nicobar": "Andaman and Nicobar Islands",
};

/** Every state and union territory of the list, sorted. */
export const STATES: readonly string[] = [...new Set(CITIES.map(([, state]) => state))].sort();

/** "  navi   MUMBAI " → "navi mumbai": the form names are compared in. */
export function placeKey(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A city's names in every script: its canonical name, its aliases, then its names in each language of docs/glossary/place-names.tsv. */
function allNames([city, , aliases = []]: CityRow): string[] {
  return [...new Set([city, ...aliases, ...Object.values(CITY_NAMES).flatMap((names) => names[city] ?? [])].map(placeKey))];
}

const cityByName = new Map<string, CityRow>();
for (const row of CITIES) for (const name of allNames(row)) cityByName.set(name, row);
const stateByName = new Map<string, string>(Object.entries(STATE_ALIASES));
for (const state of STATES) stateByName.set(placeKey(state), state);
for (const names of Object.values(STATE_NAMES)) for (const [state, spellings] of Object.entries(names)) for (const name of spellings) stateByName.set(placeKey(name), state);

/**
 * What people type in a City field that is not a place: the location types ("Remote (Work From
 * Home)", "Hybrid"), which legacy jobs keep in their location. They never become cities.
 */
const LOCATION_TYPE_WORDS = new Set([
  "remote",
  "remote (work from home)",
  "in-person (on-site)",
  "both remote & in-person",
  "in-person",
  "in person",
  "on-site",
  "onsite",
  "hybrid",
  "work from home",
  "wfh",
  "anywhere",
]);
export function isLocationType(value: string): boolean {
  return LOCATION_TYPE_WORDS.has(placeKey(value));
}
/** The words of LOCATION_TYPE_WORDS, for the SQL views that read places (the same list, a test compares them). */
export const LOCATION_TYPES: readonly string[] = [...LOCATION_TYPE_WORDS];

/** The canonical name of a city ("Bangalore", "बैंगलोर" → "Bengaluru"); a city outside the list as typed (spaces tidied). */
export function canonicalCity(value: string): string {
  return cityByName.get(placeKey(value))?.[0] ?? value.trim().replace(/\s+/g, " ");
}

/** The state of a city of the list, by any of its names; undefined for other cities. */
export function stateOfCity(value: string): string | undefined {
  return cityByName.get(placeKey(value))?.[1];
}

/** The canonical name of a state ("Orissa" → "Odisha"), or the value as typed when it is not one. */
export function canonicalState(value: string): string {
  return stateByName.get(placeKey(value)) ?? value.trim().replace(/\s+/g, " ");
}

/**
 * The one-word names of a city, by any of them ("bangalore" → bengaluru, bangalore,
 * bengalooru), for the text search: a word that names a city finds every name of it
 * (decision 278). Names of two words or more are not expanded ("New Delhi" has "Delhi").
 */
const cityWords = new Map<string, readonly string[]>();
for (const [city, , aliases = []] of CITIES) {
  const words = [city, ...aliases].map(placeKey).filter((name) => !/[\s-]/.test(name));
  if (words.length > 1) for (const word of words) cityWords.set(word, words);
}
export function cityNameWords(word: string): readonly string[] | undefined {
  return cityWords.get(word.toLowerCase());
}

/** Every (name, canonical city, state) of the list, aliases and other scripts included: the rows of `city_names`. */
export function cityNameRows(): [name: string, city: string, state: string][] {
  return CITIES.flatMap((row) => allNames(row).map((name) => [name, row[0], row[1]] as [string, string, string]));
}

/** Common Indian cities, offered as suggestions (any other city may be typed). */
export const CITY_SUGGESTIONS: readonly string[] = CITIES.map(([name]) => name);

/** Splits "Pune,  poona , Bombay" into ["Pune", "Mumbai"]: trimmed, canonical names, repeats dropped. */
export function splitCities(value: string): string[] {
  const seen = new Set<string>();
  const cities: string[] = [];
  for (const part of value.split(",")) {
    const city = canonicalCity(part);
    if (!city || isLocationType(city) || seen.has(city.toLowerCase())) continue;
    seen.add(city.toLowerCase());
    cities.push(city);
  }
  return cities;
}

/** Whether a location type is worked in a place (in person or hybrid), so a city applies. */
export function cityApplies(location: string | null | undefined): boolean {
  return Boolean(location) && !/^remote/i.test(location!);
}

/**
 * The known cities a free text names ("based in Jaipur with travel to navi mumbai" → Jaipur,
 * Navi Mumbai), by any of their names, in the order they appear, each once. Names of up to
 * three words are looked up, longest first, so "Navi Mumbai" is not read as Mumbai.
 */
export function citiesNamedIn(text: string | null | undefined): string[] {
  const words = text?.match(/[\p{L}\p{M}.]+/gu)?.map((word) => word.replace(/\.$/, "")) ?? [];
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let length = 3; length >= 1; length--) {
      const row = cityByName.get(placeKey(words.slice(i, i + length).join(" ")));
      if (!row || i + length > words.length) continue;
      if (!found.includes(row[0])) found.push(row[0]);
      i += length - 1;
      break;
    }
  }
  return found;
}
