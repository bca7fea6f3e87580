/**
 * A board search in words ("Design internships, paid, remote, matching “climate”"),
 * for feed titles, the alert form, alert mails and the alert manage page.
 * Browser-safe.
 */
import { typeLabel } from "./constants";
import {
  categoryFilterLabel,
  DURATION_LABELS,
  type HomeSearchParams,
  locationApplies,
  PAYMENT_LABELS,
  type SearchFilters,
} from "./search-params";
import { IN_WORDS_TEXTS as TEXT } from "./texts";

/** "internship" → "internships"; "all" → "opportunities". */
export function typeNoun(type: SearchFilters["type"], { plural = true } = {}): string {
  if (type === "all") return plural ? "opportunities" : "opportunity";
  return typeLabel(type, { plural }).toLowerCase();
}

export function filtersInWords(
  params: Pick<HomeSearchParams, "type" | "query" | "category" | "duration" | "stipend" | "location" | "verified" | "city" | "state">,
): string {
  const parts: string[] = [];
  const noun = typeNoun(params.type);
  parts.push(params.category !== "all" ? TEXT.categoryNoun(categoryFilterLabel(params.category).message, noun) : noun[0]!.toUpperCase() + noun.slice(1));
  if (params.duration !== "any") parts.push(DURATION_LABELS[params.duration].message);
  if (params.stipend !== "all-options") parts.push(PAYMENT_LABELS[params.stipend].message);
  if (params.location !== "worldwide" && locationApplies(params.type)) {
    parts.push(params.location === "remote" ? TEXT.remote : TEXT.inPerson);
  }
  const place = [params.city, params.state].filter(Boolean).join(", ");
  if (place) parts.push(TEXT.inPlace(place));
  if (params.verified) parts.push(TEXT.verifiedOnly);
  let text = parts.join(", ");
  if (params.query) text = TEXT.matching(text, params.query);
  return text;
}
