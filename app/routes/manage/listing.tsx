import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useNavigation } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/listing";
import { posterStats } from "~/insights/listing-stats.server";
import { PosterStats } from "~/insights/poster-stats";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { typeLabel } from "~/opportunities/constants";
import { formatDeadline, formatInstantDate } from "~/opportunities/listing-rules";
import { readForm } from "~/lib/api.server";
import { MANAGE_TOASTS, STATUS_IN_WORDS } from "~/posters/copy";
import { closeListing, extendDeadline, findManagedListing, ManageError } from "~/posters/manage.server";
import { deadlineBounds, extendSchema, MANAGE_MESSAGES } from "~/posters/schema";

function loadOr404(context: Route.LoaderArgs["context"], token: string) {
  const listing = findManagedListing(context.get(dbContext), token);
  if (!listing) throw data(null, { status: 404 });
  return listing;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const listing = loadOr404(context, params.token);
  const stats = listing.publicPath ? posterStats(context.get(dbContext), listing) : null;
  return { listing, bounds: deadlineBounds(Date.now()), stats };
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
    if (intent === "extend") {
      const submission = parseWithZod(formData, { schema: extendSchema(Date.now()) });
      if (submission.status !== "success") {
        return data({ deadlineErrors: submission.error?.deadline ?? [MANAGE_MESSAGES.deadlineFormat] }, { status: 400 });
      }
      extendDeadline(db, listing.id, submission.value.deadline);
      return redirectWithSuccess(self, MANAGE_TOASTS.extended(formatDeadline(new Date(`${submission.value.deadline}T00:00:00Z`))));
    }
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(self, { message: error.message });
    throw error;
  }
  return data({ deadlineErrors: [] as string[], message: MANAGE_MESSAGES.unknownIntent }, { status: 400 });
}

const buttonClass =
  "rounded-md px-4 py-2 font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2";

export default function ManageListing({ loaderData, actionData, params }: Route.ComponentProps) {
  const { listing, bounds } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const deadlineErrors = actionData && "deadlineErrors" in actionData ? actionData.deadlineErrors : [];
  const canClose = listing.state === "published";
  const canExtend = listing.status === "published" || listing.status === "pending";
  const canEdit = listing.status === "published" || listing.status === "pending" || listing.status === "rejected";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm font-medium text-slate-600">Manage your listing</p>
      <h1 className="mt-1 text-2xl font-bold">{listing.title}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold">Type</dt>
        <dd>{typeLabel(listing.opportunityType)}</dd>
        <dt className="font-semibold">Organization</dt>
        <dd>{listing.organization}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="manage-status">
          <strong>{STATUS_IN_WORDS[listing.state]}</strong>
          {listing.publicPath ? (
            <>
              {" · "}
              <a href={listing.publicPath} className="text-brand-700 underline">
                See the public page
              </a>
            </>
          ) : null}
        </dd>
        {listing.state === "rejected" && listing.rejectionReason ? (
          <>
            <dt className="font-semibold">Reason</dt>
            <dd data-testid="manage-reason">{listing.rejectionReason}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Deadline</dt>
        <dd>{formatDeadline(listing.expiresAt)}</dd>
        <dt className="font-semibold">Posted</dt>
        <dd>{formatInstantDate(listing.postedAt)}</dd>
      </dl>
      {listing.hasRevision ? (
        <p role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-900">
          Your latest changes are waiting for review. The public page shows the approved text until then.
        </p>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold">What you can do</h2>
      <div className="mt-3 space-y-6">
        {canEdit ? (
          <p>
            <Link to={href("/manage/:token/edit", { token: params.token })} className="font-semibold text-brand-700 underline">
              Edit the listing
            </Link>
            <span className="block text-sm text-slate-600">
              {listing.status === "published"
                ? "Changes to a published listing go live once our team approves them."
                : "After saving, it goes back to our review queue."}
            </span>
          </p>
        ) : null}

        {canExtend ? (
          <Form method="post" className="rounded-md border border-slate-200 p-4">
            <label htmlFor="manage-deadline" className="block text-sm font-semibold">
              Application deadline
            </label>
            <p id="manage-deadline-hint" className="text-sm text-slate-600">
              Any day from today to 180 days ahead.
            </p>
            <input
              id="manage-deadline"
              type="date"
              name="deadline"
              required
              min={bounds.from}
              max={bounds.to}
              defaultValue={listing.expiresAt && listing.state !== "closed" ? new Date(listing.expiresAt).toISOString().slice(0, 10) : ""}
              aria-invalid={deadlineErrors.length > 0 || undefined}
              aria-describedby={`manage-deadline-hint${deadlineErrors.length > 0 ? " manage-deadline-error" : ""}`}
              className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
            />
            <div id="manage-deadline-error" className="min-h-5 pt-1 text-sm text-red-700">
              {deadlineErrors.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
            <button type="submit" name="intent" value="extend" disabled={busy} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              Save deadline
            </button>
          </Form>
        ) : null}

        {canClose ? (
          <Form method="post" className="rounded-md border border-slate-200 p-4">
            <p className="text-sm text-slate-700">
              Position filled? Closing takes the listing off the board; its page stays, marked closed.
            </p>
            <button type="submit" name="intent" value="close" disabled={busy} className={`${buttonClass} mt-2 border border-red-700 text-red-800 hover:bg-red-50`}>
              Close the listing now
            </button>
          </Form>
        ) : null}
      </div>
      {loaderData.stats ? <PosterStats stats={loaderData.stats} csvPath={href("/manage/:token/stats.csv", { token: params.token })} /> : null}
      <p className="mt-8 text-sm text-slate-600">
        Keep this page's address private: anyone who has it can edit or close the listing.
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData ? `Manage: ${args.loaderData.listing.title}` : "Manage your listing";
  return pageMeta(args, { title, noindex: true });
}
