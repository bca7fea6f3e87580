import { href } from "react-router";
import type { Route } from "./+types/organizations";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { OrgLogo } from "~/opportunities/org-logo";
import { DIRECTORY_QUERY_MAX } from "~/organizations/directory";
import { directoryParams, listOrganizations } from "~/organizations/directory.server";
import { ORGANIZATION_TEXTS } from "~/organizations/texts";
import { VerifiedBadge } from "~/trust/verified-badge";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useIntlLocale, useLocale, useLocalePath, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";

const TEXT = ORGANIZATION_TEXTS.directory;

/** /organizations: organisations with open listings, searchable by name, paged (decision 317). */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = directoryParams(new URL(request.url).searchParams);
  const directory = listOrganizations(context.get(dbContext), params);
  return { ...directory, query: params.query, title: context.get(i18nContext).t(TEXT.title) };
}

/** A page of the directory, keeping the search. */
function pageHref(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${href("/organizations")}${search ? `?${search}` : ""}`;
}

export default function Organizations({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, query } = loaderData;
  const t = useT();
  const numbers = useIntlLocale();
  const locale = useLocale();
  const local = useLocalePath();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t(TEXT.title)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.lead)}</p>
      <form method="get" action={local(href("/organizations"))} role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="organizations-q" className="block text-sm font-semibold text-slate-700">
            {t(TEXT.searchLabel)}
          </label>
          <input id="organizations-q" type="search" name="q" defaultValue={query} maxLength={DIRECTORY_QUERY_MAX} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t(TEXT.search)}
        </button>
      </form>
      {entries.length === 0 ? (
        <p className="mt-6" role="status">
          {query ? t(TEXT.none, { query }) : t(TEXT.empty)}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t(TEXT.title)}>
          {entries.map((org) => (
            <li key={org.slug} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <OrgLogo name={org.name} logo={org.logo} />
              <div className="min-w-0">
                <h2 className="font-bold">
                  <LocalLink to={href("/organizations/:slug", { slug: org.slug })} lang={langAttribute(org.name, locale)} className="text-brand-800 underline">
                    {org.name}
                  </LocalLink>
                  {org.verified ? <VerifiedBadge className="ml-2 align-middle" /> : null}
                </h2>
                <p className="text-sm text-slate-700">{t(TEXT.openCount, { count: org.open, shown: org.open.toLocaleString(numbers) })}</p>
                {org.causes.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-1 text-xs" aria-label={t(TEXT.causes)}>
                    {org.causes.map((cause) => (
                      <li key={cause.slug}>
                        <LocalLink to={href("/causes/:slug", { slug: cause.slug })} lang={langAttribute(t(cause.name), locale)} className="inline-block rounded-full border border-slate-300 px-2 py-0.5 text-slate-800 hover:border-brand-700">
                          {t(cause.name)}
                        </LocalLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t(TEXT.pages)} className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? <LocalLink to={pageHref(query, page - 1)} className="text-brand-700 underline">{t(TEXT.previous)}</LocalLink> : <span />}
          <span>{t(TEXT.pageOf, { page: String(page), pages: String(pages) })}</span>
          {page < pages ? <LocalLink to={pageHref(query, page + 1)} className="text-brand-700 underline">{t(TEXT.next)}</LocalLink> : <span />}
        </nav>
      )}
      <p className="sr-only" role="status">{total > 0 ? t(TEXT.openCount, { count: total, shown: total.toLocaleString(numbers) }) : ""}</p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message });
}
