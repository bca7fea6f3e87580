import { data, href, Link } from "react-router";
import { dataWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/submit";
import { getOptionalUser } from "~/auth/guard.server";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta, reviewTurnaround, siteConfig } from "~/lib/meta";
import type { OpportunityType } from "~/opportunities/constants";
import { issueFormToken } from "~/submissions/anti-bot.server";
import { isDocumentRequest, readForm } from "~/lib/api.server";
import { SUBMIT_COPY, SUBMIT_TEXTS, SUBMIT_TOASTS } from "~/submissions/texts";
import { rateLimitMessage, submitForm } from "~/submissions/intake.server";
import { isOpportunityType, submitPath } from "~/submissions/form-constants";
import { SubmitForm } from "~/submissions/submit-form";
import { categoryValues } from "~/opportunities/categories.server";
import { SuccessScreen } from "~/submissions/success-screen";
import { log } from "~/lib/log.server";
import { rememberMailedTo, takeMailedTo } from "~/posters/mailed-to.server";
import { causeChoices } from "~/causes/causes.server";

function typeFrom(url: URL): OpportunityType {
  const type = url.searchParams.get("type");
  return isOpportunityType(type) ? type : "internship";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const submitted = url.searchParams.get("submitted") === "1";
  const env = context.get(envContext);
  const formToken = submitted ? "" : issueFormToken(env.SESSION_SECRET);
  const { email: mailedTo, forget } = submitted ? await takeMailedTo(env, request) : { email: null, forget: null };
  const page = {
    type: typeFrom(url),
    submitted,
    formToken,
    mailedTo,
    categories: categoryValues(context.get(dbContext)),
    causes: submitted ? [] : causeChoices(context.get(dbContext)),
  };
  // Shown once: the cookie goes with this answer.
  return forget ? data(page, { headers: { "Set-Cookie": forget } }) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const user = await getOptionalUser(request, context);
  const { requestId, ip } = context.get(requestInfoContext);
  const outcome = submitForm(
    {
      db: context.get(dbContext),
      env: context.get(envContext),
      ip,
      postedBy: user?.id ?? null,
      log: (error) => log.error({ requestId, err: error }, "submission: could not store"),
    },
    formData,
  );
  // Without JavaScript the summary above the form says what the toast would (see isDocumentRequest).
  const withToast: typeof dataWithError = isDocumentRequest(request)
    ? async (value, _toast, init) => data(value, init)
    : dataWithError;
  const success = async (type: OpportunityType, mailedTo: string | null) =>
    redirectWithSuccess(
      `${submitPath(type)}&submitted=1`,
      SUBMIT_TOASTS.success(type),
      mailedTo ? { headers: { "Set-Cookie": await rememberMailedTo(context.get(envContext), mailedTo) } } : undefined,
    );
  switch (outcome.kind) {
    case "created":
      return success(outcome.type, outcome.posterEmail);
    case "trapped":
      return success(outcome.type, null);
    case "invalid":
      return data({ result: outcome.submission.reply(), formToken: outcome.formToken, title: null }, { status: 400 });
    case "too-quick":
      return withToast(
        {
          result: outcome.submission.reply({ formErrors: [SUBMIT_TOASTS.tooQuick.description] }),
          formToken: outcome.formToken,
          title: SUBMIT_TOASTS.tooQuick.message,
        },
        SUBMIT_TOASTS.tooQuick,
        { status: 400 },
      );
    case "rate-limited": {
      const message = rateLimitMessage(outcome.retryAfterSeconds);
      return withToast(
        { result: outcome.submission.reply({ formErrors: [message] }), formToken: outcome.formToken, title: SUBMIT_TEXTS.page.errorTitle },
        SUBMIT_TOASTS.error(message),
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    case "failed": {
      const message = SUBMIT_TOASTS.failed(outcome.type);
      return withToast(
        { result: outcome.submission.reply({ formErrors: [message] }), formToken: outcome.formToken, title: SUBMIT_TEXTS.page.errorTitle },
        SUBMIT_TOASTS.error(message),
        { status: 500 },
      );
    }
  }
}

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, submitted, mailedTo } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link to={href("/")} className="inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800">
        <span aria-hidden="true">← </span>
        {SUBMIT_TEXTS.page.backToListings}
      </Link>
      {submitted ? (
        <SuccessScreen type={type} mailedTo={mailedTo} />
      ) : (
        <SubmitForm
          type={type}
          initialToken={loaderData.formToken}
          actionData={actionData}
          categories={loaderData.categories}
          causes={loaderData.causes}
        />
      )}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const type = args.loaderData?.type ?? "internship";
  const copy = SUBMIT_COPY[type];
  const site = siteConfig(args);
  const { siteName } = site;
  const title = `${copy.heading} - ${siteName}`;
  const descriptors = pageMeta(args, {
    title: copy.heading,
    description: SUBMIT_TEXTS.page.description(copy.withArticle, siteName, reviewTurnaround(site)),
    path: type === "internship" ? href("/submit") : submitPath(type),
    noindex: args.loaderData?.submitted,
  });
  // The submit pages' titles use a dash and name the type: 'Submit an Internship - Impact Careers' (§2).
  // One admin SEO title cannot name three types, so it gives way here; its description still applies
  // (docs/decisions/081-seo-settings-in-page-meta.md).
  return descriptors.map((d) => {
    if ("title" in d) return { title };
    if ("property" in d && d.property === "og:title") return { ...d, content: title };
    if ("name" in d && d.name === "twitter:title") return { ...d, content: title };
    return d;
  });
}
