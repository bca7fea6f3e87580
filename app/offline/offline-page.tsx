/**
 * The page the service worker shows for a page it has no copy of while the phone is
 * offline: the saved and recently viewed listings whose pages it keeps. A read page
 * (docs/decisions/320): plain HTML from the server, in the reader's language, and the
 * read-page script (app/light/page-script.ts) draws the phone's lists into it from the
 * row words the page carries (`data-offline`). It is only reached by a full navigation
 * (the worker's redirect), so React never renders it in the browser.
 */
import { href, useSearchParams } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useLocalePath, useT } from "~/i18n/translate";
import { safeRedirect } from "~/lib/safe-redirect";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { OFFLINE_LISTS, type OfflineRowWords } from "./offline-lists";
import { OFFLINE_TEXTS as TEXT, SAVED_LIST_TEXTS, SAVED_PAGE_TEXTS } from "./page-texts";

export function OfflinePage() {
  const [params] = useSearchParams();
  const t = useT();
  const local = useLocalePath();
  const dates = useDateLocale();
  // The worker serves the page it kept at install for every address: the script sets this link from `?from`.
  const from = safeRedirect(params.get("from"), local(href("/")));
  const words: OfflineRowWords = {
    types: Object.fromEntries(Object.values(OPPORTUNITY_TEXTS.types).map((type) => [type.message, t(type)])),
    applyBy: t(SAVED_LIST_TEXTS.applyBy, { date: "{date}" }),
    noDeadline: t(SAVED_LIST_TEXTS.noDeadline),
    open: t(SAVED_LIST_TEXTS.open),
    closed: t(SAVED_LIST_TEXTS.closed),
    dates,
  };
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8" data-offline={JSON.stringify(words)}>
      <h1 className="text-3xl font-bold">{t(TEXT.heading)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.lead)}</p>
      {OFFLINE_LISTS.map((list) => (
        <section key={list} hidden className="mt-6" data-offline-list={list}>
          <h2 className="text-xl font-bold">{t(TEXT[list])}</h2>
          <ul aria-label={t(TEXT[list])} className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" />
        </section>
      ))}
      <p className="mt-6 text-slate-700" data-offline-none>
        {t(TEXT.none)}
      </p>
      <p className="mt-8">
        <a href={from} className="font-semibold text-brand-800 underline" data-retry>
          {t(TEXT.retry)}
        </a>
        {" · "}
        <LocalLink to={href("/saved")} className="font-semibold text-brand-800 underline">
          {t(SAVED_PAGE_TEXTS.heading)}
        </LocalLink>
      </p>
    </main>
  );
}
