import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { i18nContext } from "~/i18n/i18n.server";
import { INTL_LOCALE, localizePath } from "~/i18n/locales";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/listing";
import { deadLink } from "~/components/dead-link";
import { posterStats } from "~/insights/listing-stats.server";
import { PosterStats } from "~/insights/poster-stats";
import { dbContext, envContext } from "~/lib/context";
import { postAgainRedirect } from "~/posters/post-again.server";
import { pageMeta } from "~/lib/meta";
import { formatDeadline } from "~/opportunities/listing-rules";
import { readForm } from "~/lib/api.server";
import { MANAGE_TEXT, MANAGE_TOASTS } from "~/posters/texts";
import { ManagePage } from "~/posters/manage-page";
import { closeListing, extendDeadline, withdrawSubmission } from "~/posters/lifecycle.server";
import { confirmStillOpen, stillOpenAsked } from "~/posters/still-open.server";
import { findManagedListing, ManageError } from "~/posters/managed-listing.server";
import { isReplacedManageToken } from "~/posters/tokens.server";
import type { Msg } from "~/i18n/define-texts";
import { deadlineBounds, extendSchema, MANAGE_MESSAGES } from "~/posters/schema";
import { routeHandle } from "~/lib/route-rules";

/** The poster's secret link (app/lib/route-rules.ts); a page of plain forms, so no React in the browser (decision 356). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], hydrate: false });

function loadOr404(context: Route.LoaderArgs["context"], token: string) {
  const listing = findManagedListing(context.get(dbContext), token);
  if (!listing) throw deadLink(isReplacedManageToken(context.get(dbContext), token) ? "manage-link-replaced" : "manage-link-expired");
  return listing;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = loadOr404(context, params.token);
  const i18n = context.get(i18nContext);
  const title = i18n.t(MANAGE_TEXT.pageTitle, { title: listing.title });
  // The first step of closing or withdrawing (a GET, so it works without JavaScript): asks before acting.
  const search = new URL(request.url).searchParams;
  const confirm = search.get("confirm");
  // "Is this still open?": the mail's answer links open this page with that one answer's button (docs/lifecycle.md).
  const answer = search.get("answer");
  const db = context.get(dbContext);
  const stillOpen =
    listing.state === "published"
      ? { asked: stillOpenAsked(db, listing.id), answer: answer === "open" || answer === "filled" || answer === "later" ? (answer as "open" | "filled" | "later") : null }
      : null;
  const stats = listing.publicPath ? posterStats(context.get(dbContext), listing, INTL_LOCALE[i18n.locale]) : null;
  return {
    listing,
    bounds: deadlineBounds(Date.now()),
    confirm: confirm === "close" || confirm === "withdraw" ? (confirm as "close" | "withdraw") : null,
    stats,
    stillOpen: stillOpen && (stillOpen.asked || stillOpen.answer) ? stillOpen : null,
    title,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = loadOr404(context, params.token);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const { t, locale } = context.get(i18nContext);
  const self = localizePath(href("/manage/:token", { token: params.token }), locale);
  const toast = (msg: { message: Msg; description: Msg }, values?: { date: string }) => ({ message: t(msg.message), description: t(msg.description, values) });
  const intent = formData.get("intent");
  try {
    if (intent === "again") return await postAgainRedirect(db, context.get(envContext), listing.id, locale);
    if (intent === "close" || intent === "close-filled" || intent === "close-later") {
      // The answers to "Is this still open?" say why (docs/lifecycle.md).
      const reason = intent === "close-filled" ? "filled" : intent === "close-later" ? "later" : undefined;
      closeListing(db, listing.id, Date.now(), { reason });
      return redirectWithSuccess(self, toast(MANAGE_TOASTS.closed));
    }
    if (intent === "still-open") {
      if (listing.state !== "published" || !confirmStillOpen(db, listing.id)) {
        return redirectWithError(self, { message: t(MANAGE_MESSAGES.notPublishedForClose) });
      }
      return redirectWithSuccess(self, toast(MANAGE_TOASTS.stillOpen));
    }
    if (intent === "withdraw") {
      withdrawSubmission(db, listing.id);
      return redirectWithSuccess(localizePath(href("/"), locale), toast(MANAGE_TOASTS.withdrawn));
    }
    if (intent === "extend") {
      const submission = parseWithZod(formData, { schema: extendSchema(Date.now(), t) });
      if (submission.status !== "success") {
        return data({ deadlineErrors: submission.error?.deadline ?? [t(MANAGE_MESSAGES.deadlineFormat)] }, { status: 400 });
      }
      const { deadline } = submission.value;
      // A new deadline on a closed listing reopens it: ask first.
      if (listing.state === "closed" && formData.get("reopen") !== "yes") {
        return data({ deadlineErrors: [] as string[], reopenDeadline: deadline }, { status: 409 });
      }
      extendDeadline(db, listing.id, deadline, Date.now(), { reopen: listing.state === "closed" });
      const date = formatDeadline(new Date(`${deadline}T00:00:00Z`), locale === "en" ? undefined : INTL_LOCALE[locale]);
      const done =
        listing.state !== "closed" ? MANAGE_TOASTS.extended : listing.status === "expired" ? MANAGE_TOASTS.reopenedForReview : MANAGE_TOASTS.reopened;
      return redirectWithSuccess(self, toast(done, { date }));
    }
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(self, { message: t(error.msg ?? error.message) });
    throw error;
  }
  return data({ deadlineErrors: [] as string[], message: t(MANAGE_MESSAGES.unknownIntent) }, { status: 400 });
}

export default function ManageListing({ loaderData, actionData, params }: Route.ComponentProps) {
  const deadlineErrors = actionData && "deadlineErrors" in actionData ? actionData.deadlineErrors : [];
  const reopenDeadline = actionData && "reopenDeadline" in actionData ? String(actionData.reopenDeadline) : null;
  const stats = loaderData.stats;
  return (
    <ManagePage
      token={params.token}
      listing={loaderData.listing}
      bounds={loaderData.bounds}
      deadlineErrors={deadlineErrors}
      confirm={loaderData.confirm}
      reopenDeadline={reopenDeadline}
      stillOpen={loaderData.stillOpen}
    >
      {stats ? <PosterStats stats={stats} csvPath={href("/manage/:token/stats.csv", { token: params.token })} /> : null}
    </ManagePage>
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.title ?? MANAGE_TEXT.kicker.message;
  return pageMeta(args, { title, noindex: true });
}
