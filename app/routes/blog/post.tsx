import { data, href, useLoaderData } from "react-router";
import type { Route } from "./+types/post";
import { getPublishedPost } from "~/content/blog.server";
import { formatPostDate } from "~/content/post-date";
import { prose } from "~/content/prose";
import { markdownExcerpt, renderMarkdown } from "~/content/sanitize.server";
import { dbContext, envContext } from "~/lib/context";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { routeHandle } from "~/lib/route-rules";
import { langAttribute } from "~/lib/text-language";
import { loadSiteConfig } from "~/settings/public-config.server";
import { BLOG_TEXTS } from "~/content/texts";
import { contentLanguages, contentTranslation } from "~/content/translations.server";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";

/** A post: public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

const TEXT = BLOG_TEXTS.post;

/** Where the post's <time> goes in the byline. */
const DATE = "\u0000";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const english = getPublishedPost(db, params.slug);
  if (!english) throw data(null, { status: 404 });
  // The post's translation into the page's language; without one, its English text, said so (decision 360).
  const i18n = context.get(i18nContext);
  const translation = contentTranslation(db, { postId: english.id }, i18n.locale);
  const post = translation ? { ...english, ...translation, metaTitle: null, summary: translation.summary ?? english.summary } : english;
  const note = i18n.locale !== "en" && !translation ? i18n.t(BLOG_TEXTS.untranslated) : null;
  const languages = contentLanguages(db, { postId: english.id });
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
      author: post.authorName ?? context.get(i18nContext).t(TEXT.teamAuthor, { siteName: site.siteName }),
    },
    html: renderMarkdown(post.content),
    note,
    languages,
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

export default function BlogPost() {
  const { post, html, note } = useLoaderData<typeof loader>();
  const t = useT();
  // The admin's words keep their own language on a Hindi page (decision 257); the byline is one sentence around the date.
  const locale = useLocale();
  const [beforeDate, afterDate] = t(TEXT.byline, { author: post.author, date: DATE }).split(DATE);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <LocalLink to={href("/blog")} className="text-sm text-brand-700 underline">
        {t(TEXT.backToBlog)}
      </LocalLink>
      {note ? <p className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{note}</p> : null}
      <article className="mt-4">
        <header>
          <h1 lang={note ? "en" : langAttribute(post.title, locale)} className="text-3xl font-bold sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            {beforeDate}
            <time dateTime={new Date(post.publishedAt).toISOString()}>{formatPostDate(post.publishedAt, locale)}</time>
            {afterDate}
          </p>
        </header>
        {post.featuredImage ? (
          <img src={post.featuredImage} alt="" className="mt-6 h-auto w-full rounded-lg" width={1200} height={630} />
        ) : null}
        <div lang={note ? "en" : langAttribute(html, locale)} className={`${prose} mt-6`} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const post = args.loaderData?.post;
  // A missing post is a 404: the root's meta writes its title, in the page's language.
  if (!post) return pageMeta(args, { noindex: true });
  return pageMeta(args, {
    title: post.metaTitle ?? post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    image: post.featuredImage ?? undefined,
    ogType: "article",
    jsonLd: args.loaderData.jsonLd,
    languages: args.loaderData.languages,
  });
}
