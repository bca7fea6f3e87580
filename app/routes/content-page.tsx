import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content-page";
import { getPublishedPage } from "~/content/pages.server";
import { prose } from "~/content/prose";
import { markdownExcerpt, renderMarkdown } from "~/content/sanitize.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { CONTENT_TEXTS } from "~/content/texts";

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
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <article>
        <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
        <div className={`${prose} mt-6`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(args, { title: CONTENT_TEXTS.page.notFound, noindex: true });
  return pageMeta(args, {
    title: page.metaTitle ?? page.title,
    description: page.description,
    path: `/pages/${page.slug}`,
  });
}
