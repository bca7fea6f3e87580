import { data, href, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/organization";
import { EmbedSnippet } from "~/feeds/embed-snippet";
import { embedSnippet } from "~/feeds/embed-snippet-line";
import { EMBED_SNIPPET_TEXT } from "~/feeds/embed-texts";
import { dbContext, envContext } from "~/lib/context";
import { descriptionIn, errorTitle, pageMeta } from "~/lib/meta";
import { CardGrid } from "~/opportunities/opportunity-card";
import { OrgLogo } from "~/opportunities/org-logo";
import { loadOrganizationPage, organizationJsonLd } from "~/organizations/page.server";
import { VerifiedBadge } from "~/trust/verified-badge";
import { NotFoundPage } from "~/components/not-found-page";
import { ORGANIZATION_TEXTS } from "~/organizations/texts";
import { CauseLinks } from "~/causes/cause-links";
import { CAUSE_TEXTS } from "~/causes/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { type Locale, localeOfPath, localizePath } from "~/i18n/locales";
import { useIntlLocale, useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { routeHandle } from "~/lib/route-rules";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

const TEXT = ORGANIZATION_TEXTS.organizationPage;

/** The organisation's feed, /hi/feed.xml on its Hindi page (decision 267). */
const feedOf = (slug: string, locale: Locale, file = "feed.xml") => localizePath(`/${file}?organization=${encodeURIComponent(slug)}`, locale);

/** /organizations/:slug — an organisation's open listings; old slugs answer 301. */
export function loader({ params, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const { t, locale } = context.get(i18nContext);
  const result = loadOrganizationPage(context.get(dbContext), params.slug, { cacheSeconds: env.SEARCH_CACHE_SECONDS, language: locale });
  if (result.status === "not-found") throw data(null, { status: 404 });
  if (result.status === "moved") throw redirect(localizePath(href("/organizations/:slug", { slug: result.slug }), locale), 301);
  const { name } = result.page;
  // What `meta` shows, in the page's language.
  const head = {
    title: t(TEXT.metaTitle, { name }),
    description: descriptionIn(locale, result.page.description, t(TEXT.summary, { name })),
    rssTitle: t(TEXT.rssTitle, { name }),
  };
  const embed = embedSnippet(env.SITE_URL, result.page.slug, locale, t(EMBED_SNIPPET_TEXT.frameTitle, { name }));
  return { organization: result.page, jsonLd: organizationJsonLd(result.page, env.SITE_URL), head, embed };
}

export default function Organization({ loaderData }: Route.ComponentProps) {
  const org = loaderData.organization;
  const t = useT();
  const numbers = useIntlLocale();
  // The organisation's own words carry their language where it differs from the page's (decision 257).
  const locale = useLocale();
  const feed = feedOf(org.slug, locale);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <LocalLink to="/#opportunities" className="text-brand-700 underline">
        {t(TEXT.backToBoard)}
      </LocalLink>
      <header className="mt-6 flex gap-4">
        <OrgLogo name={org.name} logo={org.logo} large />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold sm:text-3xl">
            <span lang={langAttribute(org.name, locale)}>{org.name}</span>
            {org.verified ? <VerifiedBadge className="ml-2 align-middle" /> : null}
          </h1>
          {org.website && (
            <p className="mt-1 break-all">
              <a href={org.website} rel="nofollow ugc noopener" className="text-brand-700 underline">
                {org.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </p>
          )}
        </div>
      </header>
      {org.description && <p lang={langAttribute(org.description, locale)} className="mt-6 whitespace-pre-line break-words text-slate-800">{org.description}</p>}
      <CauseLinks causes={org.causes} heading={CAUSE_TEXTS.organization.heading} headingId="organization-causes" />

      <section aria-labelledby="open-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="open-heading" className="text-xl font-bold">
            {t(TEXT.openHeading, { count: org.openTotal })}
          </h2>
          <p className="flex flex-wrap gap-3 text-sm">
            <a href={feed} className="text-brand-700 underline">
              {t(TEXT.rssFeed)}<span className="sr-only">{t(TEXT.rssFeedOf, { name: org.name })}</span>
            </a>
            <a href={feedOf(org.slug, locale, "feed.json")} className="text-brand-700 underline">
              {t(TEXT.jsonFeed)}<span className="sr-only">{t(TEXT.rssFeedOf, { name: org.name })}</span>
            </a>
          </p>
        </div>
        {org.open.length === 0 ? (
          <p className="mt-3 text-slate-600">{t(TEXT.noneOpen)}</p>
        ) : (
          <CardGrid items={org.open} />
        )}
        <p className="mt-6 text-slate-700">
          {t(TEXT.pastCount, { count: org.pastTotal, shown: org.pastTotal.toLocaleString(numbers) })}
        </p>
      </section>
      <EmbedSnippet snippet={loaderData.embed} />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: errorTitle(args, TEXT.notFoundHeading), noindex: true });
  const org = loaded.organization;
  return [
    ...pageMeta(args, {
      title: loaded.head.title,
      description: loaded.head.description,
      path: href("/organizations/:slug", { slug: org.slug }),
      jsonLd: loaded.jsonLd,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: loaded.head.rssTitle,
      href: feedOf(org.slug, localeOfPath(args.location.pathname)),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/feed+json",
      title: loaded.head.rssTitle,
      href: feedOf(org.slug, localeOfPath(args.location.pathname), "feed.json"),
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  // In the browser; on the server handleError (entry.server.tsx) has logged it.
  if (typeof document !== "undefined" && (!isRouteErrorResponse(error) || error.status !== 404)) console.error(error);
  return (
    <NotFoundPage
      heading={t(TEXT.notFoundHeading)}
      message={t(TEXT.notFoundMessage)}
    />
  );
}
