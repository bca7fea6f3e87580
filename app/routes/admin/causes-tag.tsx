import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, Link } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/causes-tag";
import { requireAdmin } from "~/auth/guard.server";
import { causeChoices, withKnownCauses } from "~/causes/causes.server";
import { causeTagSchema } from "~/causes/schema";
import { TagListingForm } from "~/causes/tag-form";
import { isUntagged, tagListing, untaggedListings } from "~/causes/tagging.server";
import { readForm } from "~/lib/api.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";

/** /admin/causes/tag — the live listings without a cause, ten at a time, each tagged in one step (decision 265). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return { untagged: untaggedListings(db), causes: causeChoices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const self = href("/admin/causes/tag");
  const submission = parseWithZod(await readForm(request), { schema: withKnownCauses(db, causeTagSchema, { includeHidden: true }) });
  if (submission.status !== "success") {
    return data({ key: Number(submission.payload.key), result: submission.reply() }, { status: 400 });
  }
  const { key, causes } = submission.value;
  const listing = isUntagged(db, key);
  // Tagged meanwhile (another admin, the editor) or no longer live: nothing to do here.
  if (!listing) return redirectWithError(self, { message: "Not tagged", description: "This listing already has causes or is no longer live." });
  tagListing(db, admin.id, { key, title: listing.title }, causes);
  return redirectWithSuccess(self, { message: "Causes saved", description: `“${listing.title}” can now be found by its causes.` });
}

export default function TagListings({ loaderData, actionData }: Route.ComponentProps) {
  const { untagged, causes } = loaderData;
  return (
    <section aria-labelledby="tag-heading" className="space-y-4">
      <Link to={href("/admin/causes")} className="text-sm text-brand-700 underline">
        ← Causes
      </Link>
      <h2 id="tag-heading" className="text-xl font-semibold">
        Tag listings with causes
      </h2>
      {untagged.total === 0 ? (
        <p>Every live listing has a cause.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {untagged.total === 1 ? "1 live listing has" : `${untagged.total.toLocaleString("en-IN")} live listings have`} no cause, so
            the cause filter, the cause pages and alerts that follow a cause miss {untagged.total === 1 ? "it" : "them"}. Causes
            suggested by a listing&apos;s words are ticked: check them, then save. Published listings come first, newest first.
          </p>
          <ul className="space-y-4">
            {untagged.items.map((listing) => (
              <li key={listing.key}>
                <TagListingForm listing={listing} causes={causes} lastResult={actionData?.key === listing.key ? actionData.result : undefined} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Tag listings with causes · Admin", noindex: true });
}
