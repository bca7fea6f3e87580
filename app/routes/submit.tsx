import { data, href, redirect } from "react-router";
import { routeHandle } from "~/lib/route-rules";
import { dataWithError } from "remix-toast";
import type { Route } from "./+types/submit";
import { getOptionalUser } from "~/auth/guard.server";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta, siteConfig } from "~/lib/meta";
import { isDocumentRequest, readForm } from "~/lib/api.server";
import { SUBMIT_COPY, SUBMIT_TEXTS, SUBMIT_TOASTS } from "~/submissions/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";
import { rateLimitMessage, submitForm } from "~/submissions/intake.server";
import { submitPath, type SubmitType } from "~/submissions/form-constants";
import { SubmitForm } from "~/submissions/submit-form";
import { loadSubmitPage } from "~/submissions/page.server";
import { SuccessScreen } from "~/submissions/success-screen";
import { log } from "~/lib/log.server";
import { rememberMailedTo, setCookies } from "~/posters/mailed-to.server";
import { POSTED_AGAIN_FIELD, verifyReference } from "~/posters/post-again.server";

/**
 * Private (per visitor: its form token); the form posts as plain HTML, so React hydrates it at the visitor's
 * first interaction (docs/decisions/463-hydrate-at-the-first-interaction.md).
 */
export const handle = routeHandle({ audience: "private", hydrate: "on-interaction" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSubmitPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const user = await getOptionalUser(request, context);
  const { requestId, ip } = context.get(requestInfoContext);
  const { t, locale } = context.get(i18nContext);
  // A form opened by "Post again" keeps its reference when it is shown again with messages.
  const again = verifyReference(context.get(envContext).SESSION_SECRET, formData.get(POSTED_AGAIN_FIELD)) === null ? null : String(formData.get(POSTED_AGAIN_FIELD));
  const outcome = submitForm(
    {
      db: context.get(dbContext),
      env: context.get(envContext),
      ip,
      postedBy: user?.id ?? null,
      log: (error) => log.error({ requestId, err: error }, "submission: could not store"),
      t,
      locale,
      plainForm: isDocumentRequest(request),
    },
    formData,
  );
  // Without JavaScript the summary above the form says what the toast would (see isDocumentRequest).
  const withToast: typeof dataWithError = isDocumentRequest(request)
    ? async (value, _toast, init) => data(value, init)
    : dataWithError;
  const error = (description: string) => ({ message: t(SUBMIT_TOASTS.error), description });
  // One success message: the page's panel (no toast repeating it).
  const success = async (type: SubmitType, mailedTo: string | null) =>
    redirect(
      localizePath(`${submitPath(type)}&submitted=1`, locale),
      mailedTo ? { headers: setCookies(await rememberMailedTo(context.get(envContext), mailedTo, locale)) } : undefined,
    );
  switch (outcome.kind) {
    case "created":
      return success(outcome.type, outcome.posterEmail);
    case "trapped":
      return success(outcome.type, null);
    case "invalid":
      return data({ result: outcome.submission.reply(), formToken: outcome.formToken, title: null, again }, { status: 400 });
    case "check-addresses":
      return data({ result: outcome.submission.reply({ fieldErrors: outcome.fieldErrors }), formToken: outcome.formToken, title: null, again }, { status: 400 });
    // The wait is the only problem left (mistakes come first): the summary says so, no toast repeats it.
    case "too-quick":
      return data(
        { result: outcome.submission.reply({ formErrors: [t(SUBMIT_TOASTS.tooQuick)] }), formToken: outcome.formToken, title: t(SUBMIT_TOASTS.tooQuickTitle), again },
        { status: 400 },
      );
    case "rate-limited": {
      const message = rateLimitMessage(outcome.retryAfterSeconds, t);
      return withToast(
        { result: outcome.submission.reply({ formErrors: [message] }), formToken: outcome.formToken, title: t(SUBMIT_TEXTS.page.errorTitle), again },
        error(message),
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    case "failed": {
      const message = t(SUBMIT_COPY[outcome.type].toastFailed);
      return withToast(
        { result: outcome.submission.reply({ formErrors: [message] }), formToken: outcome.formToken, title: t(SUBMIT_TEXTS.page.errorTitle), again },
        error(message),
        { status: 500 },
      );
    }
  }
}

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, submitted, mailedTo } = loaderData;
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <LocalLink to={href("/")} className="inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800">
        <span aria-hidden="true">← </span>
        {t(SUBMIT_TEXTS.page.backToListings)}
      </LocalLink>
      {submitted ? (
        <SuccessScreen type={type} mailedTo={mailedTo} />
      ) : (
        <SubmitForm
          type={type}
          initialToken={loaderData.formToken}
          actionData={actionData}
          categories={loaderData.categories}
          causes={loaderData.causes}
          again={loaderData.again ? { title: loaderData.again.from.title, values: loaderData.again.values, reference: loaderData.again.reference } : null}
        />
      )}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const type = args.loaderData?.type ?? "internship";
  const head = args.loaderData?.head ?? { title: SUBMIT_COPY[type].heading.message, description: undefined };
  const { siteName } = siteConfig(args);
  const title = `${head.title} - ${siteName}`;
  const descriptors = pageMeta(args, {
    title: head.title,
    description: head.description,
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
