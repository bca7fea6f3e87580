import { data, href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/saved";
import { isDocumentRequest, readForm } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { returnPath } from "~/offline/return-path.server";
import { changeSavedList, savedListingsOf } from "~/offline/saved.server";
import { SavedPage } from "~/offline/saved-page";
import { SAVED_PAGE_TEXTS } from "~/offline/page-texts";
import { i18nContext } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/locales";
import { routeHandle } from "~/lib/route-rules";

/** The list of one visitor: private, never kept by the service worker (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private" });

/** The list saved without JavaScript is this visitor's own: no shared cache keeps it. */
const PRIVATE = { "Cache-Control": "private, no-cache" };

/** /saved: the visitor's saved listings (the cookie's without JavaScript, the phone's with it). */
export function loader({ request, context }: Route.LoaderArgs) {
  const title = context.get(i18nContext).t(SAVED_PAGE_TEXTS.heading);
  return data({ listings: savedListingsOf(context.get(dbContext), request), title }, { headers: PRIVATE });
}

/** Save, remove or clear (intent), then back to the page the form was on, with a confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 4 * 1024 });
  const outcome = changeSavedList(context.get(dbContext), context.get(envContext), request, formData);
  const { t, locale } = context.get(i18nContext);
  if (outcome.kind === "refused") return data({ error: t(outcome.message) }, { status: outcome.status, headers: PRIVATE });
  const headers = new Headers(PRIVATE);
  for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
  // The Saved page itself moving the cookie's list onto the phone (JavaScript): no toast.
  if (!isDocumentRequest(request)) return data({ error: undefined }, { headers });
  return redirectWithSuccess(returnPath(request, localizePath(href("/saved"), locale)), t(outcome.message), { headers });
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedPage fromCookie={loaderData.listings} error={actionData?.error} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? SAVED_PAGE_TEXTS.heading.message, noindex: true });
}
