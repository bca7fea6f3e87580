import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/listing";
import { deadLink } from "~/components/dead-link";
import { posterStats } from "~/insights/listing-stats.server";
import { PosterStats } from "~/insights/poster-stats";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { formatDeadline } from "~/opportunities/listing-rules";
import { readForm } from "~/lib/api.server";
import { MANAGE_TEXT, MANAGE_TOASTS } from "~/posters/texts";
import { ManagePage } from "~/posters/manage-page";
import { closeListing, extendDeadline, withdrawSubmission } from "~/posters/lifecycle.server";
import { findManagedListing, ManageError } from "~/posters/managed-listing.server";
import { deadlineBounds, extendSchema, MANAGE_MESSAGES } from "~/posters/schema";

function loadOr404(context: Route.LoaderArgs["context"], token: string) {
  const listing = findManagedListing(context.get(dbContext), token);
  if (!listing) throw deadLink("manage-link-expired");
  return listing;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = loadOr404(context, params.token);
  // The first step of closing or withdrawing (a GET, so it works without JavaScript): asks before acting.
  const confirm = new URL(request.url).searchParams.get("confirm");
  const stats = listing.publicPath ? posterStats(context.get(dbContext), listing) : null;
  return {
    listing,
    bounds: deadlineBounds(Date.now()),
    confirm: confirm === "close" || confirm === "withdraw" ? (confirm as "close" | "withdraw") : null,
    stats,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = loadOr404(context, params.token);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const self = href("/manage/:token", { token: params.token });
  const intent = formData.get("intent");
  try {
    if (intent === "close") {
      closeListing(db, listing.id);
      return redirectWithSuccess(self, MANAGE_TOASTS.closed);
    }
    if (intent === "withdraw") {
      withdrawSubmission(db, listing.id);
      return redirectWithSuccess(href("/"), MANAGE_TOASTS.withdrawn);
    }
    if (intent === "extend") {
      const submission = parseWithZod(formData, { schema: extendSchema(Date.now()) });
      if (submission.status !== "success") {
        return data({ deadlineErrors: submission.error?.deadline ?? [MANAGE_MESSAGES.deadlineFormat] }, { status: 400 });
      }
      const { deadline } = submission.value;
      // A new deadline on a closed listing reopens it: ask first.
      if (listing.state === "closed" && formData.get("reopen") !== "yes") {
        return data({ deadlineErrors: [] as string[], reopenDeadline: deadline }, { status: 409 });
      }
      extendDeadline(db, listing.id, deadline, Date.now(), { reopen: listing.state === "closed" });
      const date = formatDeadline(new Date(`${deadline}T00:00:00Z`));
      return redirectWithSuccess(
        self,
        listing.state !== "closed"
          ? MANAGE_TOASTS.extended(date)
          : listing.status === "expired"
            ? MANAGE_TOASTS.reopenedForReview(date)
            : MANAGE_TOASTS.reopened(date),
      );
    }
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(self, { message: error.message });
    throw error;
  }
  return data({ deadlineErrors: [] as string[], message: MANAGE_MESSAGES.unknownIntent }, { status: 400 });
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
    >
      {stats ? <PosterStats stats={stats} csvPath={href("/manage/:token/stats.csv", { token: params.token })} /> : null}
    </ManagePage>
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData ? MANAGE_TEXT.pageTitle(args.loaderData.listing.title) : MANAGE_TEXT.kicker;
  return pageMeta(args, { title, noindex: true });
}
