import { useContext, useEffect, useMemo } from "react";
import { openJobsExist } from "~/opportunities/home.server";
import { footerPages } from "~/content/pages.server";
import {
  data,
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getOptionalUser } from "./auth/guard.server";
import type { AdminSignInHandle } from "~/auth/admin-login-card";
import { deadLinkOf, NOT_FOUND_TEXT } from "./components/dead-link";
import { translatedErrorTitles } from "./components/error-titles";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import type { FlashToast } from "./components/toast-queue";
import { Toaster } from "./components/toaster";
import { dbContext, envContext, requestInfoContext } from "./lib/context";
import { errorTitle, FALLBACK_SITE, pageMeta } from "./lib/meta";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { useNonce } from "./lib/nonce";
import { refuseCrossSiteRequests } from "./lib/origin-check.server";
import { noStoreWhenSignedIn } from "./lib/private-cache.server";
import { configureToasts, takeToast } from "./lib/toast.server";
import { loadSiteConfig, siteInLanguage, seoForPath } from "./settings/public-config.server";
import { DataSaverNote, KeptCopyNote, ManifestLink, RegisterServiceWorker } from "./offline/document-parts";
import { dataSaverText } from "./offline/offline-texts.server";
import { SAVE_DATA_HEADER, SaveDataContext, wantsSavedData } from "./offline/save-data";
import { APPLE_TOUCH_ICON } from "./offline/icons";
import { SHELL_TEXTS } from "./components/texts";
import { NOT_ADMIN } from "./auth/not-admin";
import { FILTERS_NO_SCRIPT_CSS } from "./opportunities/filters-no-script";
import { catalogueSrc } from "./i18n/catalogue-src.server";
import { i18nContext } from "./i18n/i18n.server";
import { LanguageOffer } from "./i18n/language-switch";
import { localeOfPath } from "./i18n/locales";
import { htmlLang } from "./i18n/languages";
import { LocalLink } from "./i18n/local-link";
import { TranslatorContext, useT, withDataNames } from "./i18n/translate";
import { dataNames } from "./taxonomy/names.server";
import { markEnhanced } from "./light/enhanced";
import { pageHydrates, pageHydratesOnInteraction } from "./light/hydration";
import { READ_PAGE_SCRIPT } from "virtual:read-page-script";

/**
 * Every state-changing request, page action or /api route, must come from this site;
 * answers to signed-in sessions are never stored by caches.
 */
export const middleware: Route.MiddlewareFunction[] = [refuseCrossSiteRequests, noStoreWhenSignedIn];

/** A translated page rendered in the browser finds its page's messages loaded (docs/decisions/264). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    if (document.documentElement.lang !== "en") await (await import("./i18n/translated")).loadPageCatalogue(new URL(request.url).pathname);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  configureToasts(env);
  // Only touch the toast cookie when one is waiting: a plain page view sets no cookie.
  const [user, { toast, headers }] = await Promise.all([getOptionalUser(request, context), takeToast(request, env)]);
  // Site settings over env values, and the admin's SEO setting for this page (cached in memory).
  const db = context.get(dbContext);
  const { locale } = context.get(i18nContext);
  const site = siteInLanguage(loadSiteConfig(db, env, locale), locale);
  const seo = seoForPath(db, new URL(request.url).pathname);
  // Each flash toast gets an id (this request's), so the client queues it exactly once.
  const flash: FlashToast | null = toast
    ? {
        id: context.get(requestInfoContext).requestId,
        message: toast.message,
        description: toast.description,
        duration: toast.duration,
        type: toast.type,
      }
    : null;
  const footer = footerPages(db, locale);
  // The header lists the Jobs tab while open jobs exist (one cached step of the facet index).
  const jobsOpen = openJobsExist(db, env.SEARCH_CACHE_SECONDS);
  // The service worker and manifest (PWA), and the visitor's data saver (the page cache keys on it).
  const offline = { pwa: env.PWA, saveData: wantsSavedData(request.headers.get(SAVE_DATA_HEADER)) };
  // The request's language (its URL prefix) and the titles the error pages' meta needs in it.
  const i18n = context.get(i18nContext);
  const errorTitles = translatedErrorTitles(i18n);
  const page = { locale: i18n.locale, catalogue: i18n.catalogue, catalogueSrc: catalogueSrc(i18n.locale, i18n.catalogue), errorTitles, year: new Date().getFullYear() };
  // Written here, in the page's language, so no page's scripts carry it (decision 269).
  const dataSaverNote = offline.saveData ? dataSaverText(i18n.locale) : null;
  // The causes' and categories' names in the page's language, for the browser's translator (decision 301).
  const names = i18n.locale === "en" ? undefined : dataNames(db, i18n.locale).names;
  return data({ user, toast: flash, site, seo, footer, jobsOpen, ...page, ...offline, dataSaverNote, names }, { headers });
}

/**
 * The root loader runs on every navigation, not only when its params change: a
 * toast flashed by a redirect or an expired session must show on the next page,
 * and the SEO setting depends on the path. It is one session read, one indexed
 * user lookup and the cached settings (docs/decisions/030-site-shell.md, 081).
 */
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const site = root?.site ?? FALLBACK_SITE;
  const t = useT();
  const { pathname } = useLocation();
  // A read page (handle.hydrate false) gets its small script instead of React's; decided on the
  // server only, so a page React runs in the browser always renders <Scripts> (decision 320).
  const matches = useMatches();
  const readPage = import.meta.env.SSR && !pageHydrates(matches);
  const locale = root?.locale ?? localeOfPath(pathname);
  useEffect(markEnhanced, []);
  return (
    <html
      lang={htmlLang(locale)}
      // Tells app/entry.client.tsx to hydrate at the first tap, key or focus (docs/decisions/463).
      data-hydrate={pageHydratesOnInteraction(matches) ? "on-interaction" : undefined}
      data-locale={htmlLang(locale) === locale ? undefined : locale} data-catalogue={root?.catalogue} data-catalogue-src={root?.catalogueSrc}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.brandColor ?? "#4338ca"} />
        {/* In the document itself: the first paint waits for no other request (docs/decisions/179). */}
        <InlineStylesheet />
        <noscript>
          <style>{FILTERS_NO_SCRIPT_CSS}</style>
        </noscript>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />
        <ManifestLink enabled={root?.pwa ?? false} locale={root?.locale ?? localeOfPath(pathname)} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="absolute left-4 top-4 z-50 -translate-y-[200%] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:translate-y-0 focus:outline-2 focus:outline-brand-700"
        >
          {t(SHELL_TEXTS.skipLink)}
        </a>
        <SiteHeader siteName={site.siteName} user={root?.user ?? null} />
        <KeptCopyNote />
        <DataSaverNote note={root?.dataSaverNote ?? null} />
        <SaveDataContext value={root?.saveData ?? false}>
          <div className="flex-1">{children}</div>
        </SaveDataContext>
        <SiteFooter
          siteName={site.siteName}
          supportEmail={site.supportEmail}
          note={site.footerNote}
          noteLang={site.footerNoteLang}
          pages={root?.footer ?? []}
          year={root?.year ?? new Date().getFullYear()}
        />
        <LanguageOffer readPage={readPage} />
        <Toaster toast={root?.toast} />
        {readPage ? (
          <script type="module" src={READ_PAGE_SCRIPT} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
        <RegisterServiceWorker enabled={root?.pwa ?? false} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const translator = useContext(TranslatorContext);
  const withNames = useMemo(() => withDataNames(translator, loaderData.names), [translator, loaderData.names]);
  return (
    <TranslatorContext value={withNames}>
      <Outlet />
    </TranslatorContext>
  );
}

export function meta(args: Route.MetaArgs) {
  // When an error reaches this boundary, the failing route's own meta is not used.
  if (args.error) {
    return isRouteErrorResponse(args.error) && args.error.status === 404
      ? pageMeta(args, {
          title: errorTitle(args, deadLinkOf(args.error.data)?.heading ?? NOT_FOUND_TEXT.heading),
          path: "/404",
          noindex: true,
        })
      : isRouteErrorResponse(args.error) &&
          (args.error.status === 401 || args.error.status === 403) &&
          /^\/admin(?:\/|$)/.test(args.location.pathname)
        ? pageMeta(args, { title: SHELL_TEXTS.errorPage.adminSignInTitle.message, noindex: true })
        : pageMeta(args, { title: errorTitle(args, SHELL_TEXTS.errorPage.heading), noindex: true });
  }
  return pageMeta(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The /admin guard is middleware: React Router sends a middleware error to the
  // highest route with a loader (this one). The admin layout, still matched, hands
  // over its sign-in card, so public pages never download the card's code.
  const t = useT();
  const adminSignIn = useMatches()
    .map((match) => (match.handle as Partial<AdminSignInHandle> | undefined)?.adminSignIn)
    .find((render) => render !== undefined);
  if (adminSignIn && isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return adminSignIn(error.status === 403 ? NOT_ADMIN : undefined);
  }
  let heading = t(SHELL_TEXTS.errorPage.heading);
  let message = t(SHELL_TEXTS.errorPage.message);
  let details: string | undefined;
  let way = { label: t(SHELL_TEXTS.errorPage.backToHome), to: href("/") };
  const dead = isRouteErrorResponse(error) && error.status === 404 ? deadLinkOf(error.data) : null;
  if (dead) {
    heading = t(dead.heading);
    message = t(dead.message);
    way = { label: t(dead.action.label), to: dead.action.to };
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    heading = t(NOT_FOUND_TEXT.heading);
    message = t(NOT_FOUND_TEXT.message);
  } else if (isRouteErrorResponse(error)) {
    const statusText = error.statusText || t(SHELL_TEXTS.errorPage.statusError);
    heading = t(SHELL_TEXTS.errorPage.statusHeading, { status: String(error.status), statusText });
  } else if (import.meta.env.DEV && error instanceof Error) {
    // Stack traces only in development; production shows the generic text above.
    details = error.stack;
  }
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      {details ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">{details}</pre>
      ) : null}
      <LocalLink
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        to={way.to}
      >
        {way.label}
      </LocalLink>
    </main>
  );
}
