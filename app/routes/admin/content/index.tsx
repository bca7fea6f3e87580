import { data, href, Link, useLoaderData, useSearchParams } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/auth/guard.server";
import { btnPrimary, ConfirmDeleteDialog } from "~/components/admin-ui";
import { ContentTable } from "~/content/content-table";
import { deleteBlogPost, listBlogPosts, setBlogPostPublished } from "~/content/blog.server";
import { deleteContentPage, listContentPages, setContentPagePublished } from "~/content/pages.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";

const PANEL = "/admin/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return { pages: listContentPages(db), posts: listBlogPosts(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const id = Number(formData.get("id"));
  const valid = Number.isSafeInteger(id) && id > 0;

  switch (intent) {
    case "delete-page":
      return valid && deleteContentPage(db, id, user.id)
        ? redirectWithSuccess(PANEL, "Content page deleted successfully")
        : redirectWithError(PANEL, "Failed to delete content page");
    case "publish-page":
    case "unpublish-page":
      return valid && setContentPagePublished(db, id, intent === "publish-page", user.id)
        ? redirectWithSuccess(PANEL, "Content page updated successfully")
        : redirectWithError(PANEL, "Failed to update content page");
    case "delete-post":
      return valid && deleteBlogPost(db, id, user.id)
        ? redirectWithSuccess(PANEL, "Blog post deleted successfully")
        : redirectWithError(PANEL, "Failed to delete blog post");
    case "publish-post":
    case "unpublish-post":
      return valid && setBlogPostPublished(db, id, intent === "publish-post", user.id)
        ? redirectWithSuccess(PANEL, "Blog post updated successfully")
        : redirectWithError(PANEL, "Failed to update blog post");
    default:
      throw data({ message: "Unknown action" }, { status: 400 });
  }
}

export default function ContentAdmin() {
  const { pages, posts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const deletingPage = pages.find((p) => p.id === Number(params.get("deletePage")));
  const deletingPost = posts.find((p) => p.id === Number(params.get("deletePost")));

  return (
    <div className="space-y-10">
      <section aria-labelledby="content-pages-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="content-pages-heading" className="text-xl font-semibold">
            Content Pages
          </h2>
          <Link to={href("/admin/content/new-page")} className={btnPrimary}>
            New Page
          </Link>
        </div>
        {pages.length === 0 ? (
          <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">No content pages yet.</p>
        ) : (
          <ContentTable kind="page" rows={pages} />
        )}
      </section>

      <section aria-labelledby="blog-posts-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="blog-posts-heading" className="text-xl font-semibold">
            Blog Posts
          </h2>
          <Link to={href("/admin/blog/new-post")} className={btnPrimary}>
            New Post
          </Link>
        </div>
        {posts.length === 0 ? (
          <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">No blog posts yet.</p>
        ) : (
          <ContentTable kind="post" rows={posts} />
        )}
      </section>

      {deletingPage ? (
        <ConfirmDeleteDialog
          title={`Delete "${deletingPage.title}"?`}
          message="Are you sure you want to delete this content page? This action cannot be undone."
          closeTo={PANEL}
          id={deletingPage.id}
          intent="delete-page"
        />
      ) : null}
      {deletingPost ? (
        <ConfirmDeleteDialog
          title={`Delete "${deletingPost.title}"?`}
          message="Are you sure you want to delete this blog post? This action cannot be undone."
          closeTo={PANEL}
          id={deletingPost.id}
          intent="delete-post"
        />
      ) : null}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Content & Blog", noindex: true });
}
