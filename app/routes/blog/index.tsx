import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { listPublishedPosts } from "~/content/blog.server";
import { prose } from "~/content/prose";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { siteSettingValue } from "~/settings/public-config.server";
import { CONTENT_TEXTS } from "~/content/texts";

const TEXT = CONTENT_TEXTS.blog;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const pageParam = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const result = listPublishedPosts(db, page);
  if (page > result.pages) throw data(null, { status: 404 });
  return { ...result, page, intro: siteSettingValue(db, "blog_intro") ?? null };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export default function BlogIndex() {
  const { posts, page, pages, intro } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{TEXT.heading}</h1>
      {intro ? <div className={`${prose} mt-2`} dangerouslySetInnerHTML={{ __html: intro }} /> : null}
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-700">{TEXT.empty}</p>
      ) : (
        <ul className="mt-8 space-y-8">
          {posts.map((post) => (
            <li key={post.slug}>
              <article>
                <h2 className="text-xl font-semibold">
                  <Link to={href("/blog/:slug", { slug: post.slug })} className="text-brand-700 hover:underline">
                    {post.title}
                  </Link>
                </h2>
                {post.publishedAt ? (
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={new Date(post.publishedAt).toISOString()}>{dateFormat.format(new Date(post.publishedAt))}</time>
                  </p>
                ) : null}
                {post.summary ? <p className="mt-2 text-slate-800">{post.summary}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={TEXT.pagesNav} className="mt-10 flex justify-between text-sm">
          {page > 1 ? (
            <Link to={page === 2 ? href("/blog") : `${href("/blog")}?page=${page - 1}`} className="text-brand-700 underline">
              {TEXT.newer}
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link to={`${href("/blog")}?page=${page + 1}`} className="text-brand-700 underline">
              {TEXT.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page ?? 1;
  return pageMeta(args, {
    title: TEXT.title(page),
    description: TEXT.description,
    path: page > 1 ? `/blog?page=${page}` : "/blog",
  });
}
