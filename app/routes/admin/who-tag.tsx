import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data, Form, href } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/who-tag";
import { requireAdmin } from "~/auth/guard.server";
import { readForm } from "~/lib/api.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { whoFields } from "~/eligibility/fields";
import { WHO_MESSAGES_EN } from "~/eligibility/messages";
import { WHO_TEXTS } from "~/eligibility/texts";
import { OPEN_TO_VALUES } from "~/eligibility/values";
import { tagWho, whoUntagged } from "~/eligibility/tagging.server";

const fields = whoFields(WHO_MESSAGES_EN);
const tagSchema = z.object({ id: z.coerce.number().int().positive("Unknown listing"), openTo: fields.openTo, partTime: fields.partTime });

/** /admin/who/tag — open listings still at the defaults (anyone, full-time), ten at a time (docs/who-can-apply.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { untagged: whoUntagged(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const self = href("/admin/who/tag");
  const submission = parseWithZod(await readForm(request), { schema: tagSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const done = tagWho(context.get(dbContext), admin.id, submission.value.id, submission.value);
  if (!done) return redirectWithError(self, { message: "Not saved", description: "This listing no longer exists." });
  return redirectWithSuccess(self, { message: "Saved", description: `Who can apply to “${done.title}” is saved.` });
}

export default function TagWho({ loaderData }: Route.ComponentProps) {
  const { untagged } = loaderData;
  return (
    <section aria-labelledby="who-tag-heading" className="space-y-4">
      <h2 id="who-tag-heading" className="text-xl font-semibold">
        Tag listings: who can apply
      </h2>
      {untagged.total === 0 ? (
        <p>Every open listing has been checked.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {untagged.total.toLocaleString("en-IN")} open listings are still open to anyone and full-time, as every listing from before
            was. Tick who may apply (none: anyone) and whether it is part-time, then save. Published listings come first.
          </p>
          <ul className="space-y-4">
            {untagged.items.map((listing) => (
              <li key={listing.id} className="rounded-lg border border-slate-200 p-4">
                <Form method="post" aria-label={`Who can apply to ${listing.title}`}>
                  <input type="hidden" name="id" value={listing.id} />
                  <p className="font-semibold">{listing.title}</p>
                  <p className="text-sm text-slate-600">
                    {listing.organization} · {listing.type} · {listing.status}
                  </p>
                  <fieldset className="mt-2">
                    <legend className="text-sm font-semibold">Open to</legend>
                    <ul className="flex flex-wrap gap-x-4 gap-y-1">
                      {OPEN_TO_VALUES.map((value) => (
                        <li key={value} className="flex items-center gap-1.5">
                          <input id={`who-${listing.id}-${value}`} type="checkbox" name="openTo" value={value} className="h-4 w-4" />
                          <label htmlFor={`who-${listing.id}-${value}`} className="text-sm">
                            {WHO_TEXTS.openTo[value].message}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                  <div className="mt-2 flex items-center gap-1.5">
                    <input id={`who-${listing.id}-partTime`} type="checkbox" name="partTime" className="h-4 w-4" />
                    <label htmlFor={`who-${listing.id}-partTime`} className="text-sm">
                      Part-time
                    </label>
                  </div>
                  <button type="submit" className="mt-3 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
                    Save {listing.title}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Tag listings: who can apply · Admin", noindex: true });
}
