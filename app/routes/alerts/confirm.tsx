import { href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { deadLink } from "~/components/dead-link";
import type { Route } from "./+types/confirm";
import { alertByToken, confirmAlert } from "~/alerts/alerts.server";
import { OneButtonQuestion } from "~/alerts/one-button-question";
import { isTokenShaped } from "~/alerts/tokens.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { maskAddress } from "~/mail/address";
import { filterNames } from "~/taxonomy/filter-names.server";
import { filtersInWords } from "~/search/filters-in-words";
import { ALERT_PAGE_TEXTS } from "~/alerts/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** A subscriber's secret link, showing their address (masked) (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], showsAddress: true });

const TEXT = ALERT_PAGE_TEXTS.confirmPage;

/** GET shows a Confirm button and changes nothing (mail scanners open links). */
export function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const alert = isTokenShaped(params.token) ? alertByToken(db, params.token, "confirm") : null;
  if (!alert) throw deadLink("alert-link-expired");
  const i18n = context.get(i18nContext);
  if (alert.kind === "deadlines") {
    const words = i18n.t(ALERT_PAGE_TEXTS.deadlines.words, { count: alert.watching });
    return { summary: i18n.t(ALERT_PAGE_TEXTS.deadlines.summary, { words, email: maskAddress(alert.email) }), title: i18n.t(ALERT_PAGE_TEXTS.deadlines.confirmTitle) };
  }
  const summary = i18n.t(TEXT.summary, {
    words: filtersInWords(alert.filters, i18n, filterNames(db, i18n.locale)),
    frequency: i18n.t(ALERT_PAGE_TEXTS.frequencies[alert.frequency]),
    email: maskAddress(alert.email),
  });
  return { summary, title: i18n.t(TEXT.title) };
}

/** POST activates the alert, then opens its manage page (in the page's language). */
export function action({ params, context }: Route.ActionArgs) {
  const manageToken = isTokenShaped(params.token) ? confirmAlert(context.get(dbContext), params.token) : null;
  if (!manageToken) throw deadLink("alert-link-expired");
  const i18n = context.get(i18nContext);
  const manage = localizePath(href("/alerts/manage/:token", { token: manageToken }), i18n.locale);
  return redirectWithSuccess(manage, i18n.t(TEXT.confirmed));
}

export default function ConfirmAlert({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <OneButtonQuestion heading={loaderData.title} text={loaderData.summary} button={t(TEXT.confirm)} />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
