/**
 * Which pages React hydrates in the browser (docs/decisions/320). A route that only reads
 * (a listing, an organisation, About…) says `hydrate: false` in its route rules
 * (app/lib/route-rules.ts): React renders it on the server as every page, and the browser
 * gets the small read-page script instead of React, React DOM and React Router. Its links
 * are ordinary navigations. Every other route hydrates: at once, or, where it says `hydrate: "on-interaction"`,
 * at the visitor's first tap, key or focus (docs/decisions/463-hydrate-at-the-first-interaction.md).
 */
import type { UIMatch } from "react-router";
import { rulesOfHandle } from "~/lib/route-rules";

/** Whether the matched routes' page hydrates: not when one of them is a read page. */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return !matches.some((match) => rulesOfHandle(match.handle).hydrate === false);
}

/** Whether the matched routes' page waits for the visitor's first interaction before React hydrates it. */
export function pageHydratesOnInteraction(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => rulesOfHandle(match.handle).hydrate === "on-interaction");
}
