import { deadLink } from "~/components/dead-link";
import type { Route } from "./+types/unsubscribe";
import { alertByToken, deleteAlert } from "~/alerts/alerts.server";
import { OneButtonQuestion } from "~/alerts/one-button-question";
import { isTokenShaped } from "~/alerts/tokens.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { filterNames } from "~/taxonomy/filter-names.server";
import { filtersInWords } from "~/search/filters-in-words";
import { readBodyText } from "~/lib/api.server";
import { ALERT_PAGE_TEXTS } from "~/alerts/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { useT } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** A subscriber's secret link, showing their address (masked) (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], showsAddress: true });

const TEXT = ALERT_PAGE_TEXTS.unsubscribePage;

/** GET: a page with an Unsubscribe button (opening the link changes nothing). */
export function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const alert = isTokenShaped(params.token) ? alertByToken(db, params.token, "manage") : null;
  if (!alert) throw deadLink("unsubscribed");
  const i18n = context.get(i18nContext);
  const words =
    alert.kind === "deadlines"
      ? i18n.t(ALERT_PAGE_TEXTS.deadlines.words, { count: alert.watching })
      : filtersInWords(alert.filters, i18n, filterNames(db, i18n.locale));
  return { words, title: i18n.t(TEXT.title) };
}

/**
 * POST deletes the alert. A mail client's one-click request (RFC 8058, body
 * `List-Unsubscribe=One-Click`) gets a bare 200 (in the link's language); the page's
 * button gets a page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const alert = isTokenShaped(params.token) ? alertByToken(db, params.token, "manage") : null;
  const text = await readBodyText(request, 1024);
  // RFC 8058 allows the pair url-encoded or as a multipart/form-data field.
  const oneClick =
    new URLSearchParams(text).get("List-Unsubscribe") === "One-Click" ||
    /name="List-Unsubscribe"\r?\n\r?\n\s*One-Click/.test(text);
  if (alert) deleteAlert(db, alert.id);
  if (oneClick) {
    const { t } = context.get(i18nContext);
    return new Response(t(alert ? TEXT.oneClickDone : TEXT.oneClickNotFound), {
      status: alert ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!alert) throw deadLink("unsubscribed");
  return { unsubscribed: true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      {actionData?.unsubscribed ? (
        <>
          <h1 className="text-3xl font-bold">{t(TEXT.doneHeading)}</h1>
          <p className="mt-4 text-slate-700">{t(TEXT.done)}</p>
        </>
      ) : (
        <OneButtonQuestion heading={t(TEXT.question)} text={loaderData.words} button={t(TEXT.button)} />
      )}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
