import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-page";
import { getPublishedPage } from "~/content/pages.server";
import { prose } from "~/content/prose";
import { markdownExcerpt, renderMarkdown } from "~/content/sanitize.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { langAttribute } from "~/lib/text-language";
import { useLocale } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = getPublishedPage(context.get(dbContext), params.slug);
  if (!page) throw data(null, { status: 404 });
  return {
    page: {
      title: page.title,
      slug: page.slug,
      metaTitle: page.metaTitle,
      description: page.metaDescription ?? markdownExcerpt(page.content),
    },
    html: renderMarkdown(page.content),
  };
}

export default function ContentPage() {
  const { page, html } = useLoaderData<typeof loader>();
  // The admin's words as written; on /hi/pages/… they carry their own language (decisions 257, 267).
  const locale = useLocale();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <article>
        <h1 lang={langAttribute(page.title, locale)} className="text-3xl font-bold sm:text-4xl">
          {page.title}
        </h1>
        <div lang={langAttribute(html, locale)} className={`${prose} mt-6`} dangerouslySetInnerHTML={{ __html: html }} />
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
  });
}
