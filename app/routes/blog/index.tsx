import { data, href, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { listPublishedPosts } from "~/content/blog.server";
import { formatPostDate } from "~/content/post-date";
import { prose } from "~/content/prose";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { langAttribute } from "~/lib/text-language";
import { siteSettingValue } from "~/settings/public-config.server";
import { BLOG_TEXTS } from "~/content/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true });

const TEXT = BLOG_TEXTS.index;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const pageParam = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const result = listPublishedPosts(db, page);
  if (page > result.pages) throw data(null, { status: 404 });
  // The head's words in the page's language (decision 267).
  const { t } = context.get(i18nContext);
  const head = { title: page > 1 ? t(TEXT.titlePaged, { page }) : t(TEXT.title), description: t(TEXT.description) };
  return { ...result, page, intro: siteSettingValue(db, "blog_intro") ?? null, head };
}

export default function BlogIndex() {
  const { posts, page, pages, intro } = useLoaderData<typeof loader>();
  const t = useT();
  // The admin's words keep their own language on a Hindi page (decision 257).
  const locale = useLocale();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t(TEXT.heading)}</h1>
      {intro ? <div lang={langAttribute(intro, locale)} className={`${prose} mt-2`} dangerouslySetInnerHTML={{ __html: intro }} /> : null}
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-700">{t(TEXT.empty)}</p>
      ) : (
        <ul className="mt-8 space-y-8">
          {posts.map((post) => (
            <li key={post.slug}>
              <article>
                <h2 lang={langAttribute(post.title, locale)} className="text-xl font-semibold">
                  <LocalLink to={href("/blog/:slug", { slug: post.slug })} className="text-brand-700 hover:underline">
                    {post.title}
                  </LocalLink>
                </h2>
                {post.publishedAt ? (
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={new Date(post.publishedAt).toISOString()}>{formatPostDate(post.publishedAt, locale)}</time>
                  </p>
                ) : null}
                {post.summary ? <p lang={langAttribute(post.summary, locale)} className="mt-2 text-slate-800">{post.summary}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t(TEXT.pagesNav)} className="mt-10 flex justify-between text-sm">
          {page > 1 ? (
            <LocalLink to={page === 2 ? href("/blog") : `${href("/blog")}?page=${page - 1}`} className="text-brand-700 underline">
              {t(TEXT.newer)}
            </LocalLink>
          ) : (
            <span />
          )}
          {page < pages ? (
            <LocalLink to={`${href("/blog")}?page=${page + 1}`} className="text-brand-700 underline">
              {t(TEXT.older)}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page ?? 1;
  return pageMeta(args, {
    title: args.loaderData?.head.title ?? TEXT.title.message,
    description: args.loaderData?.head.description ?? TEXT.description.message,
    path: page > 1 ? `/blog?page=${page}` : "/blog",
  });
}
