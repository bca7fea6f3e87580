import { href, redirect } from "react-router";
import type { Route } from "./+types/manage";
import { deadLink } from "~/components/dead-link";
import { i18nContext } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/locales";
import { dbContext } from "~/lib/context";
import { routeHandle } from "~/lib/route-rules";
import { manageTokenFor, openMailbox } from "~/posters/mailbox.server";

/** Secret like the page it is linked from (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"] });

/**
 * A listing's manage page from "Your listings": manage links are stored as hashes only, so a fresh
 * one is minted for the listing (one of the mailbox's) and the poster sent to it.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const email = openMailbox(db, params.token);
  const id = Number(params.id);
  const token = email && Number.isInteger(id) ? manageTokenFor(db, email, id) : null;
  if (!token) throw deadLink("listings-link-expired");
  throw redirect(localizePath(href("/manage/:token", { token }), context.get(i18nContext).locale), 303);
}
