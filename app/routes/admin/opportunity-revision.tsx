import { data, Form, href, Link } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/opportunity-revision";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { positiveInt } from "~/moderation/page-actions.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { ManageError } from "~/posters/managed-listing.server";
import { posterEmailOf } from "~/posters/poster-emails.server";
import { approveRevision, rejectRevision, revisionDiff } from "~/posters/revisions.server";
import { ListingError } from "~/opportunities/write.server";
import { ListingFlags } from "~/trust/listing-flags";
import { MarkedText } from "~/trust/marked-text";
import { flaggedWords } from "~/trust/signals";

function load(db: Parameters<typeof revisionDiff>[0], rawId: string) {
  const id = positiveInt(rawId);
  try {
    if (!id) throw new ListingError(404, "Opportunity not found");
    const opportunity = getAdminOpportunity(db, id);
    const diff = revisionDiff(db, id);
    if (!diff) throw new ListingError(404, "There is no revision to review");
    return { id, title: opportunity.title, changes: diff.changes, flags: diff.flags, posterEmail: posterEmailOf(db, id) };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return load(context.get(dbContext), params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const { id, title } = load(db, params.id);
  const form = await readForm(request);
  const self = href("/admin/opportunities/:id/revision", { id: String(id) });
  // Back to the queue the edit waited in.
  const list = href("/admin/pending");
  try {
    if (form.get("intent") === "approve") {
      approveRevision(db, admin.id, id, context.get(envContext));
      return redirectWithSuccess(list, { message: "Changes approved", description: `“${title}” shows the new text.` });
    }
    if (form.get("intent") === "reject") {
      const reason = String(form.get("rejectionReason") ?? "").trim();
      if (!reason || reason.length > 1000) {
        return data({ reasonError: "Please give a reason (at most 1000 characters)" }, { status: 400 });
      }
      rejectRevision(db, admin.id, id, reason, context.get(envContext));
      return redirectWithSuccess(list, { message: "Changes not approved", description: "The public text stays as it was." });
    }
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(self, { message: error.message });
    throw error;
  }
  return data({ reasonError: "Unknown action" }, { status: 400 });
}

export default function ReviewRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { title, changes, posterEmail, id, flags } = loaderData;
  const words = flaggedWords(flags);
  const reasonError = actionData?.reasonError;
  return (
    <section aria-labelledby="revision-heading" className="space-y-4">
      <h2 id="revision-heading" className="text-xl font-semibold">
        Changes to “{title}”
      </h2>
      <p className="text-sm text-slate-700">
        The poster{posterEmail ? ` (${posterEmail})` : ""} edited this published listing. The public page shows the
        published text until you approve.{" "}
        <Link to={href("/admin/opportunities/:id/edit", { id: String(id) })} className="text-brand-700 underline">
          Open the listing
        </Link>
      </p>
      <ListingFlags flags={flags} />
      {changes.length === 0 ? (
        <p>No field differs from the published text.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Changed fields: published text and proposed text</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="border-b p-2">Field</th>
              <th scope="col" className="border-b p-2">Published</th>
              <th scope="col" className="border-b p-2">Proposed</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="align-top">
                <th scope="row" className="border-b p-2 text-left font-semibold">{c.label}</th>
                <td className="whitespace-pre-wrap border-b bg-red-50 p-2"><del className="no-underline">{c.before || "—"}</del></td>
                <td className="whitespace-pre-wrap border-b bg-green-50 p-2"><ins className="no-underline">{c.after ? <MarkedText text={c.after} words={words} /> : "—"}</ins></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap items-start gap-6">
        <Form method="post">
          <button type="submit" name="intent" value="approve" className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800">
            Approve changes
          </button>
        </Form>
        <Form method="post" className="max-w-md flex-1">
          <label htmlFor="revision-reason" className="block text-sm font-semibold">
            Reason for not approving
          </label>
          <textarea
            id="revision-reason"
            name="rejectionReason"
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "revision-reason-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 p-2"
          />
          <div id="revision-reason-error" className="min-h-5 text-sm text-red-700">{reasonError}</div>
          <button type="submit" name="intent" value="reject" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
            Do not approve
          </button>
        </Form>
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Review changes · Admin", noindex: true });
}
