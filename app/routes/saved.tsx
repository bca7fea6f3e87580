import { data, href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/saved";
import { isDocumentRequest, readForm } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { returnPath } from "~/offline/return-path.server";
import { changeSavedList, savedListingsOf } from "~/offline/saved.server";
import { SavedPage } from "~/offline/saved-page";
import { SAVED_TEXT } from "~/offline/texts";

/** The list saved without JavaScript is this visitor's own: no shared cache keeps it. */
const PRIVATE = { "Cache-Control": "private, no-cache" };

/** /saved: the visitor's saved listings (the cookie's without JavaScript, the phone's with it). */
export function loader({ request, context }: Route.LoaderArgs) {
  return data({ listings: savedListingsOf(context.get(dbContext), request) }, { headers: PRIVATE });
}

/** Save, remove or clear (intent), then back to the page the form was on, with a confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 4 * 1024 });
  const outcome = changeSavedList(context.get(dbContext), context.get(envContext), request, formData);
  if (outcome.kind === "refused") return data({ error: outcome.message }, { status: outcome.status, headers: PRIVATE });
  const headers = new Headers(PRIVATE);
  for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
  // The Saved page itself moving the cookie's list onto the phone (JavaScript): no toast.
  if (!isDocumentRequest(request)) return data({ error: undefined }, { headers });
  return redirectWithSuccess(returnPath(request, href("/saved")), outcome.message, { headers });
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedPage fromCookie={loaderData.listings} error={actionData?.error} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: SAVED_TEXT.heading, noindex: true });
}
