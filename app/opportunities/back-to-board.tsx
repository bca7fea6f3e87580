/**
 * "← Back to opportunities" on a listing page, back to the board as the visitor
 * left it: the search and filters a result card passed along (router state), or
 * those of the board page the visitor came from (the referrer, after a full page
 * load). The server renders the plain board link: listing pages are cached for
 * everyone, so they cannot carry one visitor's search (docs/decisions/217).
 */
import { href, useLocation } from "react-router";
import { englishPath } from "~/i18n/locales";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";
import { OPPORTUNITY_TEXTS } from "./texts";

const BOARD_SECTION = "#opportunities";

/** The state a result card passes to the listing it opens (the board's English path: links localise it). */
export function boardState(location: { pathname: string; search: string }) {
  return englishPath(location.pathname) === href("/") ? { board: `${href("/")}${location.search}${BOARD_SECTION}` } : undefined;
}

function boardFromReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && englishPath(from.pathname) === href("/") ? `${href("/")}${from.search}${BOARD_SECTION}` : null;
  } catch {
    return null;
  }
}

export function BackToBoardLink() {
  const state: unknown = useLocation().state;
  const fromCard = typeof state === "object" && state !== null && "board" in state && typeof state.board === "string" ? state.board : null;
  // The referrer is read in the browser only, once hydrated, so the first render matches the server's.
  const hydrated = useHydrated();
  const to = fromCard ?? (hydrated ? boardFromReferrer() : null) ?? `${href("/")}${BOARD_SECTION}`;
  const t = useT();
  return (
    <LocalLink to={to} className="text-brand-700 underline">
      {t(OPPORTUNITY_TEXTS.listingPage.backToBoard)}
    </LocalLink>
  );
}
