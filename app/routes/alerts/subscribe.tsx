import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import type { Route } from "./+types/subscribe";
import { AlertForm, filterFields } from "~/alerts/alert-form";
import { subscribe } from "~/alerts/alerts.server";
import { alertFormSchema } from "~/alerts/schema";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { parseHomeSearchParams } from "~/search/search-schema";
import { readForm } from "~/lib/api.server";
import { ALERT_PAGE_TEXTS, ALERT_TEXTS } from "~/alerts/texts";
import { schemaMessages, translatedReply } from "~/i18n/form-messages";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { translate, useT } from "~/i18n/translate";

const TEXT = ALERT_PAGE_TEXTS.subscribePage;

const FIELD_NAMES = new Set(["email", "frequency"]);

/** GET /alerts: the alert form for the board state in the query (a page of its own). */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    filters: parseHomeSearchParams(new URL(request.url).searchParams),
    title: translate(context.get(i18nContext), TEXT.title),
  };
}

/**
 * POST /alerts (and /hi/alerts): the same answer for every address; bad input is a 400 and
 * stores nothing. The alert keeps the page's language (decision 285).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 8 * 1024 });
  const submission = parseWithZod(formData, { schema: alertFormSchema });
  // The schema's messages in the page's language (the form shows only the server's).
  const reply = (options?: Parameters<typeof submission.reply>[0]) =>
    translatedReply(submission.reply(options), schemaMessages(context.get(i18nContext).t, ALERT_TEXTS.messages));
  const hidden = [...formData.entries()]
    .filter(([name, value]) => !FIELD_NAMES.has(name) && typeof value === "string")
    .map(([name, value]) => [name, String(value)] as [string, string]);
  if (submission.status !== "success") {
    return data(
      { done: false as const, result: reply(), hidden, email: String(formData.get("email") ?? "") },
      { status: 400 },
    );
  }
  const outcome = subscribe(context.get(dbContext), context.get(envContext), submission.value, {
    ip: context.get(requestInfoContext).ip,
    language: context.get(i18nContext).locale,
  });
  if (outcome.kind === "rate-limited") {
    return data(
      {
        done: false as const,
        result: reply({ formErrors: [ALERT_TEXTS.messages.tooMany.message] }),
        hidden,
        email: submission.value.email,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return { done: true as const };
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.done) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t(ALERT_TEXTS.messages.checkInbox)}</h1>
        <p className="mt-4 text-slate-700">{t(TEXT.sent)}</p>
        <LocalLink to={href("/")} className="mt-8 inline-block text-brand-700 underline">
          {t(TEXT.backToBoard)}
        </LocalLink>
      </main>
    );
  }
  const filters = actionData ? parseHomeSearchParams(new URLSearchParams(actionData.hidden)) : loaderData.filters;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t(TEXT.title)}</h1>
      <AlertForm
        filters={filters}
        hidden={actionData ? actionData.hidden : filterFields(filters)}
        lastResult={actionData?.result}
        email={actionData?.email}
      />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, path: "/alerts", noindex: true });
}
