import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, Link } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { deadLink } from "~/components/dead-link";
import type { Route } from "./+types/edit";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { submissionSchemas } from "~/submissions/schema";
import { EDIT_PAGE_TEXT, MANAGE_TOASTS } from "~/posters/texts";
import { ManageEditForm } from "~/posters/edit-form";
import { editCategories, editFormValues, saveManagedEdit } from "~/posters/edits.server";
import { findManagedListing, ManageError } from "~/posters/managed-listing.server";
import { causeChoices, withKnownCauses } from "~/causes/causes.server";

const EDITABLE = new Set(["pending", "rejected", "published"]);

function loadOr404(context: Route.LoaderArgs["context"], token: string) {
  const listing = findManagedListing(context.get(dbContext), token);
  if (!listing) throw deadLink("manage-link-expired");
  if (!EDITABLE.has(listing.status)) throw data(null, { status: 404 });
  return listing;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const listing = loadOr404(context, params.token);
  const db = context.get(dbContext);
  return { listing, values: editFormValues(db, listing.id), categories: editCategories(db, listing.id), causes: causeChoices(db) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = loadOr404(context, params.token);
  const formData = await readForm(request);
  // The listing keeps its type (and so its address).
  formData.set("opportunityType", listing.opportunityType);
  // The terms were agreed to when the listing was posted: the edit is checked without them.
  const categories = editCategories(context.get(dbContext), listing.id);
  const submission = parseWithZod(formData, { schema: withKnownCauses(context.get(dbContext), submissionSchemas(categories).api) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const manage = href("/manage/:token", { token: params.token });
  try {
    const outcome = saveManagedEdit(context.get(dbContext), listing.id, submission.value);
    return redirectWithSuccess(manage, MANAGE_TOASTS[outcome]);
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(manage, { message: error.message });
    throw error;
  }
}

export default function ManageEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { listing, values, causes } = loaderData;
  const published = listing.status === "published";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <Link to={href("/manage/:token", { token: params.token })} className="text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {EDIT_PAGE_TEXT.backToListing}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{EDIT_PAGE_TEXT.heading(listing.title)}</h1>
      <p className="mt-2 text-slate-700">
        {published ? EDIT_PAGE_TEXT.introPublished : EDIT_PAGE_TEXT.introForReview}
      </p>
      <ManageEditForm
        type={listing.opportunityType}
        causes={causes}
        defaultValue={values}
        lastResult={actionData?.result}
        categories={loaderData.categories}
        submitLabel={published ? EDIT_PAGE_TEXT.submitPublished : EDIT_PAGE_TEXT.submitForReview}
      />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: EDIT_PAGE_TEXT.title, noindex: true });
}
