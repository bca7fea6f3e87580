/**
 * What the browser gets for `#city-names` (package.json "imports", decision 355): no names in
 * other scripts. The browser's form checks read the English names and aliases of cities.ts; the
 * server canonicalises a city typed in any script and sends each page its places' local names.
 */
export const CITY_NAMES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {};
export const STATE_NAMES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {};
