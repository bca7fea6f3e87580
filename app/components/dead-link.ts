/**
 * Pages for links that lead nowhere any more: a second unsubscribe click, an alert
 * link whose alert is gone, a poster's manage link that is mistyped or replaced.
 * A route throws `deadLink(kind)` (a 404, so nothing is indexed or cached as a
 * page); the root error boundary shows the kind's own heading, words and way on
 * (docs/decisions/214-visitor-error-pages.md).
 */
import { data, href } from "react-router";

export const NOT_FOUND_TEXT = {
  heading: "404 Page Not Found",
  // The spec's text spoke to developers; this one speaks to visitors (decision 214).
  message: "We could not find that page. The address may be mistyped, or the page may have moved or been removed.",
} as const;

export const DEAD_LINKS = {
  unsubscribed: {
    heading: "You are already unsubscribed",
    message: "This alert no longer exists, so you will get no more mail from it.",
    action: { label: "Create a new alert", to: href("/alerts") },
  },
  "alert-link-expired": {
    heading: "This link has expired: get a new one",
    message:
      "The alert this link belonged to was deleted or never confirmed, or the address is mistyped. You can set up a new alert in a minute.",
    action: { label: "Create a new alert", to: href("/alerts") },
  },
  "manage-link-expired": {
    heading: "This link has expired: get a new one",
    message:
      "This private link does not open a listing: it may be mistyped or incomplete. Enter your email address and we will send you a working link for each of your listings.",
    action: { label: "Lost your link?", to: href("/manage") },
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
