import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/still-open";
import { requireAdmin } from "~/auth/guard.server";
import { readForm } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { formatInstantDate, listingPath } from "~/opportunities/listing-rules";
import type { OpportunityType } from "~/opportunities/constants";
import { stillOpenDecisionSchema } from "~/posters/schema";
import { adminStillOpenQueue, decideStillOpen } from "~/posters/still-open.server";

/** /admin/still-open — open-ended listings without a poster's email, open for long: keep or close, ten at a time (docs/lifecycle.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const env = context.get(envContext);
  return { queue: adminStillOpenQueue(context.get(dbContext), env), days: env.LISTING_ADMIN_CHECK_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const self = href("/admin/still-open");
  const submission = parseWithZod(await readForm(request), { schema: stillOpenDecisionSchema });
  if (submission.status !== "success") return data({ message: "Choose keep or close for a listing." }, { status: 400 });
  const { id, decision } = submission.value;
  if (!decideStillOpen(context.get(dbContext), id, decision, admin.id)) {
    return redirectWithError(self, { message: "Nothing to do", description: "This listing is no longer published." });
  }
  return redirectWithSuccess(self, decision === "keep" ? { message: "Kept open", description: "We will ask again later." } : { message: "Listing closed", description: "Its page stays, marked closed." });
}

export default function StillOpenQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, days } = loaderData;
  return (
    <section aria-labelledby="still-open-heading" className="space-y-4">
      <h2 id="still-open-heading" className="text-xl font-semibold">
        Open for {days} days without a deadline
      </h2>
      {actionData?.message ? (
        <p role="alert" className="text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {queue.total === 0 ? (
        <p>No listing to check: every open-ended listing without a poster&apos;s email was posted or kept within {days} days.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {queue.total === 1 ? "1 listing has" : `${queue.total.toLocaleString("en-IN")} listings have`} no deadline and no poster&apos;s email to ask.
            Keep what is still open (we ask again in {days} days), close what is not. Oldest first, ten at a time.
          </p>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {queue.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="still-open-item">
                <div>
                  <Link to={listingPath("opportunity", item.type as OpportunityType, item.slug)} className="font-semibold text-brand-700 underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {item.organization} · open since {formatInstantDate(item.since)}
                  </p>
                </div>
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" name="decision" value="keep" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold">
                    Keep open
                  </button>
                  <button type="submit" name="decision" value="close" className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800">
                    Close
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
  return pageMeta(args, { title: "Open without a deadline · Admin", noindex: true });
}
