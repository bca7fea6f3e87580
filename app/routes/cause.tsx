import { data, href, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/cause";
import { AlertForm } from "~/alerts/alert-form";
import { loadCausePage } from "~/causes/page.server";
import { localDescription } from "~/taxonomy/names.server";
import { CAUSE_TEXTS } from "~/causes/texts";
import { NotFoundPage } from "~/components/not-found-page";
import { feedPath } from "~/feeds/feed-path";
import { dbContext, envContext } from "~/lib/context";
import { descriptionIn, errorTitle, pageMeta } from "~/lib/meta";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localeOfPath } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { CardGrid } from "~/opportunities/opportunity-card";
import { boardHref } from "~/opportunities/board-links";
import { EVERY_LISTING_NEWEST_FIRST, HOME_DEFAULTS } from "~/search/search-params";
import { routeHandle } from "~/lib/route-rules";

/** Public (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", hydrate: false });

const TEXT = CAUSE_TEXTS.page;
/** Where the cause's name goes in a sentence, so that the name alone can carry its own `lang`. */
const NAME_MARK = "\u0001";

/** /causes/:slug and /hi/causes/:slug — a visible cause's open listings of every type, its feed and alert form (decision 273). */
export function loader({ params, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const { t, locale } = context.get(i18nContext);
  const db = context.get(dbContext);
  const found = loadCausePage(db, params.slug, { cacheSeconds: env.SEARCH_CACHE_SECONDS, language: locale });
  if (!found) throw data(null, { status: 404 });
  // Its name and description in the page's language where the admin has them (decision 301).
  const cause = { ...found, name: t(found.name), description: localDescription(db, found, locale) };
  // What `meta` shows, in the page's language (the server's words, not shipped to the browser).
  const head = {
    title: t(TEXT.metaTitle, { name: cause.name }),
    description: descriptionIn(locale, cause.description, t(TEXT.metaDescription, { name: cause.name })),
    feed: t(TEXT.feed),
  };
  return { cause, head };
}

export default function Cause({ loaderData }: Route.ComponentProps) {
  const { cause } = loaderData;
  const t = useT();
  // The cause's name is the admin's words: marked when its language differs from the page's (decision 257).
  const locale = useLocale();
  const nameLang = langAttribute(cause.name, locale);
  const withName = (text: string) => {
    const [before, after] = text.split(NAME_MARK);
    return (
      <>
        {before}
        <span lang={nameLang}>{cause.name}</span>
        {after}
      </>
    );
  };
  const board = { ...HOME_DEFAULTS, type: "all" as const, cause: [cause.slug] };
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <LocalLink to={href("/")} className="text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t(TEXT.breadcrumb)}
      </LocalLink>
      <h1 className="mt-6 text-2xl font-extrabold sm:text-3xl">{withName(t(TEXT.heading, { name: NAME_MARK }))}</h1>
      {cause.description && (
        <p lang={langAttribute(cause.description, locale)} className="mt-4 whitespace-pre-line break-words text-slate-800">
          {cause.description}
        </p>
      )}

      <section aria-labelledby="cause-open-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="cause-open-heading" className="text-xl font-bold">
            {t(TEXT.open, { count: cause.openTotal })}
          </h2>
          <a href={feedPath({ ...EVERY_LISTING_NEWEST_FIRST, cause: [cause.slug], show: 4 }, locale)} className="text-sm text-brand-700 underline">
            {t(TEXT.feed)}
          </a>
        </div>
        {cause.open.length === 0 ? (
          <p className="mt-3 text-slate-600">{t(TEXT.none)}</p>
        ) : (
          <CardGrid items={cause.open} />
        )}
        {cause.more || cause.openTotal > cause.open.length ? (
          <p className="mt-6">
            <LocalLink to={boardHref(board)} className="text-brand-700 underline">
              {t(TEXT.allOnBoard)}
            </LocalLink>
          </p>
        ) : null}
      </section>

      <p className="mt-8 font-semibold">{withName(t(TEXT.alert, { name: NAME_MARK }))}</p>
      <AlertForm filters={board} />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: errorTitle(args, CAUSE_TEXTS.notFound.heading), noindex: true });
  const { cause, head } = loaded;
  return [
    ...pageMeta(args, {
      title: head.title,
      description: head.description,
      path: href("/causes/:slug", { slug: cause.slug }),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: head.feed,
      href: feedPath({ ...EVERY_LISTING_NEWEST_FIRST, cause: [cause.slug], show: 4 }, localeOfPath(args.location.pathname)),
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (typeof document !== "undefined" && (!isRouteErrorResponse(error) || error.status !== 404)) console.error(error);
  return <NotFoundPage heading={t(CAUSE_TEXTS.notFound.heading)} message={t(CAUSE_TEXTS.notFound.message)} />;
}
