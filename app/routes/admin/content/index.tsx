import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/auth/guard.server";
import { listBlogPosts } from "~/content/blog.server";
import { ContentListSection, formatContentDate, PublicLink, statusColumn } from "~/content/content-list";
import { contentListAction } from "~/content/content-list.server";
import { listContentPages } from "~/content/pages.server";
import { readForm } from "~/lib/api.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return { pages: listContentPages(db), posts: listBlogPosts(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return contentListAction(context.get(dbContext), await readForm(request), user.id);
}

export default function ContentAdmin() {
  const { pages, posts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <ContentListSection
        kind="page"
        rows={pages}
        columns={[
          { header: "Title", cell: (p) => p.title },
          {
            header: "Slug",
            className: "font-mono text-xs",
            cell: (p) => (
              <PublicLink published={p.published} to={href("/pages/:slug", { slug: p.slug })}>
                {p.slug}
              </PublicLink>
            ),
          },
          statusColumn,
          { header: "Last Updated", cell: (p) => formatContentDate(p.updatedAt) },
        ]}
      />
      <ContentListSection
        kind="post"
        rows={posts}
        columns={[
          {
            header: "Title",
            cell: (p) => (
              <PublicLink published={p.published} to={href("/blog/:slug", { slug: p.slug })}>
                {p.title}
              </PublicLink>
            ),
          },
          { header: "Author", cell: (p) => p.author },
          statusColumn,
          { header: "Published Date", cell: (p) => (p.published ? formatContentDate(p.publishedAt) : "—") },
        ]}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Content & Blog", noindex: true });
}
