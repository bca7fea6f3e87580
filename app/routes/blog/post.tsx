import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/post";
import { getPublishedPost } from "~/content/blog.server";
import { prose } from "~/content/prose";
import { markdownExcerpt, renderMarkdown } from "~/content/sanitize.server";
import { dbContext, envContext } from "~/lib/context";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { loadSiteConfig } from "~/settings/public-config.server";
import { CONTENT_TEXTS } from "~/content/texts";

const TEXT = CONTENT_TEXTS.post;

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const post = getPublishedPost(db, params.slug);
  if (!post) throw data(null, { status: 404 });
  const site = loadSiteConfig(db, context.get(envContext));
  const description = post.metaDescription ?? post.summary ?? markdownExcerpt(post.content);
  const published = post.publishedAt ?? post.updatedAt;
  return {
    post: {
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      featuredImage: post.featuredImage,
      metaTitle: post.metaTitle,
      description,
      publishedAt: published,
      author: post.authorName ?? TEXT.teamAuthor(site.siteName),
    },
    html: renderMarkdown(post.content),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      datePublished: new Date(published).toISOString(),
      dateModified: new Date(post.updatedAt).toISOString(),
      author: { "@type": post.authorName ? "Person" : "Organization", name: post.authorName ?? site.siteName },
      publisher: { "@type": "Organization", name: site.siteName },
      mainEntityOfPage: absoluteUrl(site.siteUrl, `/blog/${post.slug}`),
      ...(post.featuredImage ? { image: absoluteUrl(site.siteUrl, post.featuredImage) } : {}),
    },
  };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export default function BlogPost() {
  const { post, html } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <Link to={href("/blog")} className="text-sm text-brand-700 underline">
        {TEXT.backToBlog}
      </Link>
      <article className="mt-4">
        <header>
          <h1 className="text-3xl font-bold sm:text-4xl">{post.title}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {TEXT.byline(post.author)}
            <time dateTime={new Date(post.publishedAt).toISOString()}>{dateFormat.format(new Date(post.publishedAt))}</time>
          </p>
        </header>
        {post.featuredImage ? (
          <img src={post.featuredImage} alt="" className="mt-6 h-auto w-full rounded-lg" width={1200} height={630} />
        ) : null}
        <div className={`${prose} mt-6`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, { title: TEXT.notFound, noindex: true });
  return pageMeta(args, {
    title: post.metaTitle ?? post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: post.featuredImage ?? undefined,
    ogType: "article",
    jsonLd: args.loaderData.jsonLd,
  });
}
