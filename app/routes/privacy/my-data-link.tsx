import { parseWithZod } from "@conform-to/zod/v4";
import { filterNames } from "~/taxonomy/filter-names.server";
import { data, Form, href, Link } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/my-data-link";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { INTL_LOCALE, localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/translate";
import { readForm } from "~/lib/api.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { routeHandle } from "~/lib/route-rules";
import { maskAddress } from "~/mail/address";
import { filtersInWords } from "~/search/filters-in-words";
import { parseHomeSearchParams } from "~/search/search-schema";
import { collectMyData, eraseMyData, myDataRequestByToken } from "~/privacy/my-data.server";
import { myDataEraseSchema } from "~/privacy/schema";
import { HeldData } from "~/privacy/held-data";
import { PRIVACY_TEXTS } from "~/privacy/texts";

/** The link mailed by /my-data: a secret in the URL and an address on the page (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], showsAddress: true });

const TEXT = PRIVACY_TEXTS.page;

/** /my-data/:token — what the board keeps for the address; ?step=delete asks to confirm the erasure. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const i18n = context.get(i18nContext);
  const { t, locale } = i18n;
  const found = myDataRequestByToken(db, params.token);
  if (!found) return data({ state: "expired" as const, title: t(TEXT.expiredHeading) }, { status: 404 });
  const held = collectMyData(db, found.email);
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  const day = (iso: string) => date.format(new Date(iso));
  return {
    state: "open" as const,
    title: t(TEXT.title),
    email: maskAddress(found.email),
    confirming: new URL(request.url).searchParams.get("step") === "delete",
    alerts: held.alerts.map((a) => ({
      id: a.id,
      words:
        a.kind === "deadlines"
          ? t(TEXT.reminderLine, { titles: a.watching.join("; ") })
          : t(TEXT.alertLine, { words: filtersInWords(parseHomeSearchParams(new URLSearchParams(a.search)), i18n, filterNames(db, locale)), frequency: t(TEXT[a.frequency]) }),
      confirmed: a.confirmed,
    })),
    listings: held.listings.map((l) => ({ id: l.id, title: l.title, status: t(TEXT.listingStatus[l.status]) })),
    reports: held.reports.map((r) => ({ id: r.id, line: t(TEXT.reportLine, { title: r.title, date: day(r.createdAt) }), status: t(TEXT.reportStatus[r.status]) })),
    mails: held.mails.map((m, index) => ({ key: index, subject: m.subject, date: day(m.date) })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const { t, locale } = context.get(i18nContext);
  const found = myDataRequestByToken(db, params.token);
  if (!found) return data({ error: t(TEXT.expired) }, { status: 404 });
  const submission = parseWithZod(await readForm(request, { limit: 1024 }), { schema: myDataEraseSchema });
  if (submission.status !== "success") return data({ error: t(TEXT.confirm) }, { status: 400 });
  eraseMyData(db, found.email);
  return redirectWithSuccess(localizePath(href("/my-data"), locale), t(PRIVACY_TEXTS.request.deleted));
}

export default function MyDataLink({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.state === "expired") {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t(TEXT.expiredHeading)}</h1>
        <p className="mt-4">{t(TEXT.expired)}</p>
        <p className="mt-6">
          <LocalLink to={href("/my-data")} className="text-brand-700 underline">
            {t(TEXT.askAgain)}
          </LocalLink>
        </p>
      </main>
    );
  }
  const here = href("/my-data/:token", { token: params.token });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t(TEXT.heading, { email: loaderData.email })}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <HeldData held={loaderData} />
      <p className="mt-8">
        <a href={`${here}/data.json`} download="my-data.json" className="font-semibold text-brand-700 underline">
          {t(TEXT.download)}
        </a>
      </p>
      <section className="mt-10 border-t border-slate-200 pt-6">
        <h2 className="text-xl font-semibold">{t(TEXT.deleteHeading)}</h2>
        <p className="mt-2">{t(TEXT.deleteIntro)}</p>
        <p className="mt-2">{t(TEXT.listingsStay)}</p>
        {loaderData.confirming ? (
          <Form method="post" className="mt-4 rounded-md border-2 border-red-700 p-4">
            <h3 className="font-semibold">{t(TEXT.confirmHeading, { email: loaderData.email })}</h3>
            <input type="hidden" name="intent" value="delete" />
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
                {t(TEXT.confirm)}
              </button>
              <Link to="." className="text-brand-700 underline">
                {t(TEXT.cancel)}
              </Link>
            </div>
          </Form>
        ) : (
          <p className="mt-4">
            <Link to="?step=delete" className="inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              {t(TEXT.deleteStart)}
            </Link>
          </p>
        )}
      </section>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
