import { data, href, redirect } from "react-router";
import type { Route } from "./+types/report";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { getPublicListing } from "~/opportunities/detail.server";
import { issueFormToken } from "~/submissions/anti-bot.server";
import { readForm } from "~/lib/api.server";
import { ReportForm, ReportThanks } from "~/trust/report-form";
import { submitReportForm } from "~/trust/report-intake.server";
import { REPORT_TEXTS } from "~/trust/report-texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";

/** /report/{slug}: the form to report a listing (works without JavaScript), and its thank-you. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const listing = getPublicListing(context.get(dbContext), params.slug);
  if (!listing) throw data(null, { status: 404 });
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return {
    title: context.get(i18nContext).t(REPORT_TEXTS.pageTitle, { title: listing.title }),
    listing: { title: listing.title, organization: listing.organization.name, path: listing.path },
    sent,
    formToken: sent ? "" : issueFormToken(context.get(envContext).SESSION_SECRET),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 16 * 1024 });
  const { t, locale } = context.get(i18nContext);
  const outcome = submitReportForm(
    { db: context.get(dbContext), env: context.get(envContext), ip: context.get(requestInfoContext).ip },
    params.slug,
    formData,
    t,
  );
  if (outcome.kind === "not-found") throw data(null, { status: 404 });
  if (outcome.kind === "refused") {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data(
      {
        result: outcome.submission.reply(outcome.message ? { formErrors: [t(outcome.message.msg, outcome.message.values)] } : undefined),
        formToken: outcome.formToken,
      },
      { status: outcome.status, headers },
    );
  }
  // A filled trap gets the same thank-you: a bot learns nothing.
  return redirect(`${localizePath(href("/report/:slug", { slug: params.slug }), locale)}?sent=1`);
}

export default function ReportListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, sent } = loaderData;
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <LocalLink to={listing.path} className="text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t(REPORT_TEXTS.backToListing)}
      </LocalLink>
      {sent ? (
        <ReportThanks path={listing.path} />
      ) : (
        <ReportForm listing={listing} initialToken={loaderData.formToken} actionData={actionData} />
      )}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.title ?? OPPORTUNITY_TEXTS.listingPage.notFoundHeading.message;
  return pageMeta(args, { title, noindex: true });
}
