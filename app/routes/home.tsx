import { data, href, redirect } from "react-router";
import type { Route } from "./+types/home";
import { AlertForm } from "~/alerts/alert-form";
import { feedPath } from "~/feeds/feed-path";
import { HomeBoard } from "~/opportunities/home-board";
import { CauseLinks } from "~/causes/cause-links";
import { CAUSE_TEXTS } from "~/causes/texts";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta, siteConfig } from "~/lib/meta";
import { searchRoomContext } from "~/search/search-jobs.server";
import { cleanBoardSearch } from "~/search/search-schema";
import { useSiteConfig } from "~/lib/site";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { localeOfPath } from "~/i18n/locales";
import { translate, useLocale, useT } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { routeHandle } from "~/lib/route-rules";

/**
 * The board: public, kept by the page cache; a search on it is counted (app/lib/route-rules.ts). It works as
 * plain HTML, so React hydrates it at the visitor's first interaction (docs/decisions/463).
 */
export const handle = routeHandle({ audience: "public", pageCache: true, counts: "search", hydrate: "on-interaction" });

const TEXT = OPPORTUNITY_TEXTS.home;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An address carrying default values is sent to its clean form (docs/decisions/395-clean-board-addresses.md).
  const clean = cleanBoardSearch(url.searchParams);
  if (clean) throw redirect(`${url.pathname}${clean.size ? `?${clean.toString()}` : ""}`, 301);
  // On a search thread when the server runs them (decision 442).
  const board = await context.get(searchRoomContext).run("homeBoard", context.get(dbContext), {
    search: url.searchParams.toString(),
    requestId: context.get(requestInfoContext).requestId,
    cacheSeconds: context.get(envContext).SEARCH_CACHE_SECONDS,
    language: context.get(i18nContext).locale,
  });
  // The page's head in the request's language, for `meta` (decision 280); the English description is the site setting.
  const i18n = context.get(i18nContext);
  const head = { title: translate(i18n, TEXT.title), rss: translate(i18n, TEXT.rss), jsonFeed: translate(i18n, TEXT.jsonFeed), description: i18n.locale === "en" ? undefined : translate(i18n, TEXT.metaDescription) };
  return data({ ...board, head }, { status: board.error ? 500 : 200 });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // The admin's hero settings in the page's language (decision 302), else the built-in words.
  const site = useSiteConfig();
  const locale = useLocale();
  return (
    <main id="main" tabIndex={-1}>
      {/* Compact on phones, so the search box and the first result are on the first screen. */}
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-5 pb-1 text-center sm:py-16">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-5xl">{site.heroTitle ?? t(TEXT.heroTitle)}</h1>
        <p className="mx-auto mt-1 max-w-2xl text-sm text-slate-700 sm:mt-4 sm:text-lg">
          {site.heroTagline ?? t(TEXT.heroTagline)}
        </p>
        <LocalLink
          to={href("/submit")}
          className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:mt-8 sm:px-5 sm:py-3 sm:text-base"
        >
          {t(TEXT.postOpportunity)}
        </LocalLink>
      </section>
      <HomeBoard {...loaderData} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <AlertForm key={feedPath(loaderData.params)} filters={loaderData.params} />
        <p className="mt-3 text-sm">
          <a href={feedPath(loaderData.params, locale)} className="text-brand-700 underline">
            {t(TEXT.rss)}<span className="sr-only">{t(TEXT.rssFor)}</span>
          </a>
          {" · "}
          <a href={feedPath(loaderData.params, locale, "feed.json")} className="text-brand-700 underline">
            {t(TEXT.jsonFeed)}<span className="sr-only">{t(TEXT.rssFor)}</span>
          </a>
        </p>
        <CauseLinks causes={loaderData.causes} heading={CAUSE_TEXTS.home.heading} headingId="browse-by-cause" />
      </div>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const site = siteConfig(args);
  const siteUrl = site.siteUrl.replace(/\/$/, "");
  const params = args.loaderData?.params;
  const head = args.loaderData?.head;
  const alternate = params
    ? [
        { tagName: "link", rel: "alternate", type: "application/rss+xml", title: head?.rss ?? TEXT.rss.message, href: feedPath(params, localeOfPath(args.location.pathname)) },
        { tagName: "link", rel: "alternate", type: "application/feed+json", title: head?.jsonFeed ?? TEXT.jsonFeed.message, href: feedPath(params, localeOfPath(args.location.pathname), "feed.json") },
      ]
    : [];
  return [...pageMeta(args, {
    title: head?.title ?? TEXT.title.message,
    description: head?.description,
    path: "/",
    // Site search for search engines (§2): the board's own search URL.
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.siteName,
      url: `${siteUrl}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/?query={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  }), ...alternate];
}
