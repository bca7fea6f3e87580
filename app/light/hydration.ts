/**
 * Which pages React hydrates in the browser (docs/decisions/320). A route that only reads
 * (a listing, an organisation, About…) declares `export const handle = { hydrate: false }`
 * (READ_PAGE): React renders it on the server as every page, and the browser gets the small
 * read-page script instead of React, React DOM and React Router. Its links are ordinary
 * navigations. Every other route hydrates.
 */
import type { UIMatch } from "react-router";

export interface HydrationHandle {
  /** false: rendered on the server only, enhanced by the read-page script. */
  hydrate?: boolean;
}

/** The handle of a read page. */
export const READ_PAGE = { hydrate: false } as const satisfies HydrationHandle;

/** Whether the matched routes' page hydrates: not when one of them is a read page. */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return !matches.some((match) => (match.handle as HydrationHandle | undefined)?.hydrate === false);
}
