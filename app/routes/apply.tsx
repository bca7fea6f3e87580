import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/apply";
import { findApplyTarget } from "~/insights/apply.server";
import { INSIGHTS_TEXT } from "~/insights/texts";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { routeHandle } from "~/lib/route-rules";

/** An apply click: counted on the way to the organisation (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", counts: "apply" });

/** /apply/:slug: counted as an apply click on the way (app/insights), never cached. */
const NEVER_CACHED = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function loader({ params, context }: Route.LoaderArgs) {
  const target = findApplyTarget(context.get(dbContext), params.slug);
  if (target.state === "missing") throw data(null, { status: 404, headers: NEVER_CACHED });
  if (target.state === "open") throw redirect(target.url, { status: 303, headers: NEVER_CACHED });
  return data({ title: target.title, path: target.path }, { status: 410, headers: NEVER_CACHED });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ApplyClosed({ loaderData }: Route.ComponentProps) {
  // Its texts are English, under /hi too (its Hindi twin exists so a click counts under Hindi).
  return (
    <main id="main" lang="en" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{INSIGHTS_TEXT.closedTitle}</h1>
      <p className="mt-4 text-slate-700">{INSIGHTS_TEXT.closedBody(loaderData.title)}</p>
      <Link to={loaderData.path} className="mt-8 inline-block text-brand-700 underline">
        {INSIGHTS_TEXT.backToListing}
      </Link>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: INSIGHTS_TEXT.closedTitle, noindex: true });
}
