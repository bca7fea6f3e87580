/**
 * Pages for links that lead nowhere any more: a second unsubscribe click, an alert
 * link whose alert is gone, a poster's manage link that is mistyped or replaced.
 * A route throws `deadLink(kind)` (a 404, so nothing is indexed or cached as a
 * page); the root error boundary shows the kind's own heading, words and way on
 * (docs/decisions/214-visitor-error-pages.md).
 */
import { data, href } from "react-router";
import { SHELL_TEXTS } from "./texts";

export const NOT_FOUND_TEXT = SHELL_TEXTS.notFound;

const { deadLinks } = SHELL_TEXTS;

export const DEAD_LINKS = {
  unsubscribed: { ...deadLinks.unsubscribed, action: { label: deadLinks.unsubscribed.action, to: href("/alerts") } },
  "alert-link-expired": {
    ...deadLinks["alert-link-expired"],
    action: { label: deadLinks["alert-link-expired"].action, to: href("/alerts") },
  },
  "manage-link-expired": {
    ...deadLinks["manage-link-expired"],
    action: { label: SHELL_TEXTS.footer.lostLink, to: href("/manage") },
  },
  "listings-link-expired": {
    ...deadLinks["listings-link-expired"],
    action: { label: SHELL_TEXTS.footer.lostLink, to: href("/manage") },
  },
  "manage-link-replaced": {
    ...deadLinks["manage-link-replaced"],
    action: { label: SHELL_TEXTS.footer.lostLink, to: href("/manage") },
  },
} as const;

export type DeadLinkKind = keyof typeof DEAD_LINKS;

export function deadLink(kind: DeadLinkKind) {
  return data({ deadLink: kind }, { status: 404 });
}

/** The dead-link page a 404's data names, if any. */
export function deadLinkOf(errorData: unknown) {
  if (typeof errorData !== "object" || errorData === null || !("deadLink" in errorData)) return null;
  const kind = (errorData as { deadLink: unknown }).deadLink;
  return typeof kind === "string" && kind in DEAD_LINKS ? DEAD_LINKS[kind as DeadLinkKind] : null;
}
