import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-page";
import { getPublishedPage } from "~/content/pages.server";
import { prose } from "~/content/prose";
import { markdownExcerpt, renderMarkdown } from "~/content/sanitize.server";
import { BLOG_TEXTS } from "~/content/texts";
import { contentLanguages, contentTranslation } from "~/content/translations.server";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { langAttribute } from "~/lib/text-language";
import { useLocale } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const page = getPublishedPage(db, params.slug);
  if (!page) throw data(null, { status: 404 });
  // The page's translation into the page's language; without one, its English text, said so (decision 360).
  const { locale } = context.get(i18nContext);
  const translation = contentTranslation(db, { pageId: page.id }, locale);
  const words = translation ?? page;
  const untranslated = locale !== "en" && !translation;
  return {
    page: {
      title: words.title,
      slug: page.slug,
      metaTitle: translation ? null : page.metaTitle,
      description: words.metaDescription ?? markdownExcerpt(words.content),
      languages: contentLanguages(db, { pageId: page.id }),
    },
    note: untranslated ? createServerI18n(locale, "blog").t(BLOG_TEXTS.untranslated) : null,
    html: renderMarkdown(words.content),
  };
}

export default function ContentPage() {
  const { page, html, note } = useLoaderData<typeof loader>();
  // The admin's words as written; on /hi/pages/… they carry their own language (decisions 257, 267).
  const locale = useLocale();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      {note ? <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{note}</p> : null}
      <article lang={note ? "en" : undefined}>
        <h1 lang={note ? undefined : langAttribute(page.title, locale)} className="text-3xl font-bold sm:text-4xl">
          {page.title}
        </h1>
        <div lang={note ? undefined : langAttribute(html, locale)} className={`${prose} mt-6`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  // A missing page is a 404: the root's meta writes its title, in the page's language.
  if (!page) return pageMeta(args, { noindex: true });
  return pageMeta(args, {
    title: page.metaTitle ?? page.title,
    description: page.description,
    path: `/pages/${page.slug}`,
    languages: page.languages,
  });
}
