/** Cities of in-person and hybrid listings (docs/decisions/144). Browser-safe, no zod. */

/** Common Indian cities, offered as suggestions (any other city may be typed). */
export const CITY_SUGGESTIONS = [
  "Ahmedabad",
  "Bengaluru",
  "Bhopal",
  "Bhubaneswar",
  "Chandigarh",
  "Chennai",
  "Coimbatore",
  "Dehradun",
  "Delhi",
  "Guwahati",
  "Gurugram",
  "Hyderabad",
  "Indore",
  "Jaipur",
  "Kochi",
  "Kolkata",
  "Lucknow",
  "Mumbai",
  "Nagpur",
  "Noida",
  "Patna",
  "Pune",
  "Raipur",
  "Ranchi",
  "Shillong",
  "Srinagar",
  "Thiruvananthapuram",
  "Udaipur",
  "Varanasi",
  "Visakhapatnam",
] as const;

/** Splits "Pune,  navi mumbai , Pune" into ["Pune", "navi mumbai"]: trimmed, repeats dropped. */
export function splitCities(value: string): string[] {
  const seen = new Set<string>();
  const cities: string[] = [];
  for (const part of value.split(",")) {
    const city = part.trim().replace(/\s+/g, " ");
    if (!city || seen.has(city.toLowerCase())) continue;
    seen.add(city.toLowerCase());
    cities.push(city);
  }
  return cities;
}

/** Whether a location type is worked in a place (in person or hybrid), so a city applies. */
export function cityApplies(location: string | null | undefined): boolean {
  return Boolean(location) && !/^remote/i.test(location!);
}
