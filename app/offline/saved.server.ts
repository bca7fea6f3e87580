/**
 * The server side of the list saved without JavaScript: the Save form's action and
 * the listings of the cookie, looked up fresh (title, deadline, still open).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Db } from "../../db/client.server";
import type { Env } from "~/lib/env.server";
import { getPublicListing, type ListingDetail } from "~/opportunities/detail.server";
import { typeLabel } from "~/opportunities/constants";
import { prepared } from "~/lib/statements.server";
import { readSavedKeys, type SavedKey, savedCookieHeaders, withoutSaved, withSaved } from "./saved-cookie.server";
import { listingAnchor, type SavedListing } from "./saved-listing";
import { savedFormSchema } from "./schema";
import type { Msg } from "~/i18n/define-texts";
import { SAVED_TOASTS } from "./page-texts";

const SLUG_OF = {
  o: "SELECT slug FROM opportunities WHERE id = ?",
  j: "SELECT slug FROM job_listings WHERE id = ?",
} as const;

function keyOf(listing: Pick<ListingDetail, "kind" | "id">): SavedKey {
  return `${listing.kind === "job" ? "j" : "o"}${listing.id}`;
}

function toSavedListing(listing: ListingDetail): SavedListing {
  return {
    path: listing.path,
    slug: listing.slug,
    title: listing.title,
    organization: listing.organization.name,
    type: typeLabel(listing.kind === "job" ? "job" : listing.opportunityType),
    deadline: listing.deadline?.toISOString() ?? null,
    closed: listing.closed,
  };
}

/** The listings of the request's cookie, newest saved first; ones no longer public are left out. */
export function savedListingsOf(db: Db, request: Request): SavedListing[] {
  const listings: SavedListing[] = [];
  for (const key of readSavedKeys(request)) {
    const row = prepared(db, SLUG_OF[key[0] as "o" | "j"]).get(Number(key.slice(1))) as { slug: string } | undefined;
    const listing = row && getPublicListing(db, row.slug);
    if (listing && !listing.underReview) listings.push(toSavedListing(listing));
  }
  return listings;
}

export type SavedOutcome =
  | { kind: "done"; message: Msg; setCookie: string[] }
  /** A message, or the schema's own text (a crafted request: English). */
  | { kind: "refused"; status: 400 | 404; message: Msg | string };

/** The card a Save or Remove was sent from, to come back to: "#listing-{slug}" or "#featured-{slug}" (decision 319). */
export function cardAnchor(formData: FormData): string {
  const submission = parseWithZod(formData, { schema: savedFormSchema });
  if (submission.status !== "success" || submission.value.intent === "clear" || !submission.value.back) return "";
  return `#${listingAnchor(submission.value.slug, submission.value.back)}`;
}

/** Save, remove or clear, from the form; the list itself is only the cookie. */

export function changeSavedList(db: Db, env: Pick<Env, "cookieSecure">, request: Request, formData: FormData): SavedOutcome {
  const submission = parseWithZod(formData, { schema: savedFormSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Invalid request";
    return { kind: "refused", status: 400, message };
  }
  const form = submission.value;
  const keys = readSavedKeys(request);
  if (form.intent === "clear") return { kind: "done", message: SAVED_TOASTS.cleared, setCookie: savedCookieHeaders([], env) };
  const listing = getPublicListing(db, form.slug);
  if (!listing) return { kind: "refused", status: 404, message: SAVED_TOASTS.unknownListing };
  const key = keyOf(listing);
  return form.intent === "save"
    ? { kind: "done", message: SAVED_TOASTS.saved, setCookie: savedCookieHeaders(withSaved(keys, key), env) }
    : { kind: "done", message: SAVED_TOASTS.removed, setCookie: savedCookieHeaders(withoutSaved(keys, key), env) };
}
