import { data, href } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { deadLink } from "~/components/dead-link";
import type { Route } from "./+types/edit";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { parseSubmission, submissionSchemas } from "~/submissions/schema";
import { EDIT_PAGE_TEXT, MANAGE_TOASTS } from "~/posters/texts";
import { ManageEditForm } from "~/posters/edit-form";
import { editCategories, editFormValues, saveManagedEdit } from "~/posters/edits.server";
import { findManagedListing, ManageError } from "~/posters/managed-listing.server";
import { isReplacedManageToken } from "~/posters/tokens.server";
import { causeChoices, withKnownCauses } from "~/causes/causes.server";
import { routeHandle } from "~/lib/route-rules";

/** The poster's secret link (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"] });

const EDITABLE = new Set(["pending", "rejected", "published"]);

function loadOr404(context: Route.LoaderArgs["context"], token: string) {
  const listing = findManagedListing(context.get(dbContext), token);
  if (!listing) throw deadLink(isReplacedManageToken(context.get(dbContext), token) ? "manage-link-replaced" : "manage-link-expired");
  if (!EDITABLE.has(listing.status)) throw data(null, { status: 404 });
  return listing;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const listing = loadOr404(context, params.token);
  const db = context.get(dbContext);
  const title = context.get(i18nContext).t(EDIT_PAGE_TEXT.title);
  return { listing, values: editFormValues(db, listing.id), categories: editCategories(db, listing.id), causes: causeChoices(db), title };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = loadOr404(context, params.token);
  const { t, locale } = context.get(i18nContext);
  const formData = await readForm(request);
  // The listing keeps its type (and so its address).
  formData.set("opportunityType", listing.opportunityType);
  // The terms were agreed to when the listing was posted: the edit is checked without them.
  const categories = editCategories(context.get(dbContext), listing.id);
  const submission = parseSubmission(formData, t, withKnownCauses(context.get(dbContext), submissionSchemas(categories).api));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const manage = localizePath(href("/manage/:token", { token: params.token }), locale);
  try {
    const done = MANAGE_TOASTS[saveManagedEdit(context.get(dbContext), listing.id, submission.value)];
    return redirectWithSuccess(manage, { message: t(done.message), description: t(done.description) });
  } catch (error) {
    if (error instanceof ManageError) return redirectWithError(manage, { message: t(error.msg ?? error.message) });
    throw error;
  }
}

export default function ManageEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { listing, values, causes } = loaderData;
  const t = useT();
  const published = listing.status === "published";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <LocalLink to={href("/manage/:token", { token: params.token })} className="text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t(EDIT_PAGE_TEXT.backToListing)}
      </LocalLink>
      <h1 className="mt-4 text-2xl font-bold">{t(EDIT_PAGE_TEXT.heading, { title: listing.title })}</h1>
      <p className="mt-2 text-slate-700">{t(published ? EDIT_PAGE_TEXT.introPublished : EDIT_PAGE_TEXT.introForReview)}</p>
      <ManageEditForm
        type={listing.opportunityType}
        causes={causes}
        defaultValue={values}
        lastResult={actionData?.result}
        categories={loaderData.categories}
        submitLabel={t(published ? EDIT_PAGE_TEXT.submitPublished : EDIT_PAGE_TEXT.submitForReview)}
      />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? EDIT_PAGE_TEXT.title.message, noindex: true });
}
