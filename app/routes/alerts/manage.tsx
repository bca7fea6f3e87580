import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { deadLink } from "~/components/dead-link";
import type { Route } from "./+types/manage";
import { AlertSubmitButton, FrequencySelect } from "~/alerts/alert-form";
import { alertByToken, changeAlertFrequency, deleteAlert, touchAlert } from "~/alerts/alerts.server";
import { manageAlertSchema } from "~/alerts/schema";
import { isTokenShaped } from "~/alerts/tokens.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { maskAddress } from "~/mail/address";
import { filterNames } from "~/taxonomy/filter-names.server";
import { filtersInWords } from "~/search/filters-in-words";
import { readForm } from "~/lib/api.server";
import { ALERT_PAGE_TEXTS } from "~/alerts/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** A subscriber's secret link, showing their address (masked) (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], showsAddress: true });

const TEXT = ALERT_PAGE_TEXTS.managePage;

function findAlert(token: string, db: Parameters<typeof alertByToken>[0]) {
  const alert = isTokenShaped(token) ? alertByToken(db, token, "manage") : null;
  if (!alert) throw deadLink("alert-link-expired");
  return alert;
}

/** /alerts/manage/:token — the alert's filters in words, its frequency, delete. */
export function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const alert = findAlert(params.token, db);
  // Opening the alert's page keeps it (the "do you still want it?" mail links here).
  touchAlert(db, alert.id);
  const i18n = context.get(i18nContext);
  const deadlines = alert.kind === "deadlines";
  return {
    deadlines,
    words: deadlines ? i18n.t(ALERT_PAGE_TEXTS.deadlines.words, { count: alert.watching }) : filtersInWords(alert.filters, i18n, filterNames(db, i18n.locale)),
    email: maskAddress(alert.email),
    frequency: alert.frequency,
    // Deadline reminders watch the saved list, not a search.
    boardUrl: deadlines ? "/saved" : `/?${alert.search}#opportunities`,
    title: i18n.t(deadlines ? ALERT_PAGE_TEXTS.deadlines.manageTitle : TEXT.title),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const alert = findAlert(params.token, db);
  const { t, locale } = context.get(i18nContext);
  const formData = await readForm(request, { limit: 4 * 1024 });
  const submission = parseWithZod(formData, { schema: manageAlertSchema });
  // Deadline reminders have no frequency: only deleting applies.
  if (submission.status !== "success" || (alert.kind === "deadlines" && submission.value.intent !== "delete")) return data({ error: t(TEXT.chooseFrequency) }, { status: 400 });
  if (submission.value.intent === "delete") {
    deleteAlert(db, alert.id);
    return redirectWithSuccess(localizePath(href("/"), locale), t(TEXT.deleted));
  }
  changeAlertFrequency(db, alert.id, submission.value.frequency);
  return redirectWithSuccess(localizePath(href("/alerts/manage/:token", { token: params.token }), locale), t(TEXT.saved));
}

export default function ManageAlert({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
      <p className="mt-4 text-lg">
        <LocalLink to={loaderData.boardUrl} className="text-brand-700 underline">
          {loaderData.words}
        </LocalLink>
      </p>
      <p className="mt-1 text-slate-700">{t(TEXT.sentTo, { email: loaderData.email })}</p>
      {!loaderData.deadlines && (
        <Form method="post" className="mt-8 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="frequency" />
          <FrequencySelect id="alert-frequency" defaultValue={loaderData.frequency} />
          <AlertSubmitButton>{t(TEXT.save)}</AlertSubmitButton>
        </Form>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-2 text-red-700">
          {actionData.error}
        </p>
      )}
      <Form method="post" className="mt-10 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
          {t(loaderData.deadlines ? ALERT_PAGE_TEXTS.deadlines.delete : TEXT.delete)}
        </button>
      </Form>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
