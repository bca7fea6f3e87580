import { data, href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/saved";
import { parseWithZod } from "@conform-to/zod/v4";
import { askForDeadlineReminders } from "~/alerts/deadlines.server";
import { deadlineAlertSchema } from "~/alerts/deadlines-schema";
import { isDocumentRequest, readForm } from "~/lib/api.server";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { readSavedKeys } from "~/offline/saved-cookie.server";
import { SAVED_REMINDER_TEXTS } from "~/offline/page-texts";
import { schemaMessages, translatedReply } from "~/i18n/form-messages";
import { pageMeta } from "~/lib/meta";
import { returnPath } from "~/offline/return-path.server";
import { cardAnchor, changeSavedList, savedListingsOf } from "~/offline/saved.server";
import { SavedPage } from "~/offline/saved-page";
import type { ReminderState } from "~/offline/reminder-form";
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

/** Save, remove or clear (intent), then back to the page the form was on, with a confirmation; or ask for reminders. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 32 * 1024 });
  if (formData.get("intent") === "remind") return remind(request, context, formData);
  const outcome = changeSavedList(context.get(dbContext), context.get(envContext), request, formData);
  const { t, locale } = context.get(i18nContext);
  if (outcome.kind === "refused") return data({ error: t(outcome.message) }, { status: outcome.status, headers: PRIVATE });
  const headers = new Headers(PRIVATE);
  for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
  // The Saved page itself moving the cookie's list onto the phone (JavaScript): no toast.
  if (!isDocumentRequest(request)) return data({ error: undefined }, { headers });
  const back = returnPath(request, localizePath(href("/saved"), locale)) + cardAnchor(formData);
  return redirectWithSuccess(back, t(outcome.message), { headers });
}

/**
 * "Remind me before it closes" (docs/decisions/371): the saved listings are the form's (the phone's,
 * with JavaScript) and the Saved cookie's (without); bad input is a 400 in the page's language and
 * stores nothing; the answer is the same for every address.
 */
const state = (reminder: ReminderState) => reminder;

async function remind(request: Request, context: Route.ActionArgs["context"], formData: FormData) {
  const i18n = context.get(i18nContext);
  const submission = parseWithZod(formData, { schema: deadlineAlertSchema });
  const say = schemaMessages(i18n.t, SAVED_REMINDER_TEXTS.messages);
  const email = String(formData.get("email") ?? "");
  if (submission.status !== "success") {
    return data({ error: undefined, reminder: state({ sent: false, result: translatedReply(submission.reply(), say), email }) }, { status: 400, headers: PRIVATE });
  }
  const refs = [...submission.value.listing, ...readSavedKeys(request)];
  const outcome = askForDeadlineReminders(context.get(dbContext), context.get(envContext), submission.value, refs, {
    ip: context.get(requestInfoContext).ip,
    language: i18n.locale,
  });
  if (outcome.kind === "accepted") return data({ error: undefined, reminder: state({ sent: true, email: "" }) }, { headers: PRIVATE });
  const message = outcome.kind === "nothing-open" ? SAVED_REMINDER_TEXTS.messages.listings : SAVED_REMINDER_TEXTS.messages.tooMany;
  const headers: Record<string, string> = { ...PRIVATE };
  if (outcome.kind === "rate-limited") headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(
    { error: undefined, reminder: state({ sent: false, result: submission.reply({ formErrors: [i18n.t(message)] }), email }) },
    { status: outcome.kind === "nothing-open" ? 400 : 429, headers },
  );
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedPage fromCookie={loaderData.listings} error={actionData?.error} reminder={actionData && "reminder" in actionData ? (actionData.reminder as ReminderState) : undefined} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? SAVED_PAGE_TEXTS.heading.message, noindex: true });
}
