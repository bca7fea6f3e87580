import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/auth/guard.server";
import { listBlogPosts } from "~/content/blog.server";
import { ContentListSection, formatContentDate, PublicLink, PublishedBadge } from "~/content/content-list";
import { CONTENT_PANEL, contentListAction } from "~/content/content-list.server";
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
        heading="Content Pages"
        newLink={{ to: href("/admin/content/new-page"), label: "New Page" }}
        emptyText="No content pages yet."
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
          { header: "Status", cell: (p) => <PublishedBadge published={p.published} /> },
          { header: "Last Updated", cell: (p) => formatContentDate(p.updatedAt) },
        ]}
        editHref={(p) => href("/admin/content/edit/:id", { id: String(p.id) })}
        closeTo={CONTENT_PANEL}
      />
      <ContentListSection
        kind="post"
        heading="Blog Posts"
        newLink={{ to: href("/admin/blog/new-post"), label: "New Post" }}
        emptyText="No blog posts yet."
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
          { header: "Status", cell: (p) => <PublishedBadge published={p.published} /> },
          { header: "Published Date", cell: (p) => (p.published ? formatContentDate(p.publishedAt) : "—") },
        ]}
        editHref={(p) => href("/admin/blog/edit/:id", { id: String(p.id) })}
        closeTo={CONTENT_PANEL}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Content & Blog", noindex: true });
}
