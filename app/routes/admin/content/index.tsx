import { data, Form, href, Link, useLoaderData, useSearchParams } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/auth/guard.server";
import { btn, btnPrimary, ConfirmDeleteDialog, table, td, th } from "~/components/admin-ui";
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

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const formatDate = (d: Date | string | null) => (d ? dateFormat.format(new Date(d)) : "—");

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}

function PublishToggle({ id, published, kind, title }: { id: number; published: boolean; kind: "page" | "post"; title: string }) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={`${published ? "unpublish" : "publish"}-${kind}`} />
      <button type="submit" className={btn} aria-label={`${published ? "Unpublish" : "Publish"} ${title}`}>
        {published ? "Unpublish" : "Publish"}
      </button>
    </Form>
  );
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
          <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
            <table className={table}>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Title</th>
                  <th scope="col" className={th}>Slug</th>
                  <th scope="col" className={th}>Status</th>
                  <th scope="col" className={th}>Last Updated</th>
                  <th scope="col" className={th}>Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {pages.map((p) => (
                  <tr key={p.id}>
                    <td className={td}>{p.title}</td>
                    <td className={`${td} font-mono text-xs`}>
                      {p.published ? (
                        <a href={href("/pages/:slug", { slug: p.slug })} className="text-brand-700 underline">
                          {p.slug}
                        </a>
                      ) : (
                        p.slug
                      )}
                    </td>
                    <td className={td}>
                      <StatusBadge published={p.published} />
                    </td>
                    <td className={td}>{formatDate(p.updatedAt)}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <Link to={href("/admin/content/edit/:id", { id: String(p.id) })} className={btn} aria-label={`Edit ${p.title}`}>
                        Edit
                      </Link>{" "}
                      <PublishToggle id={p.id} published={p.published} kind="page" title={p.title} />{" "}
                      <Link to={`?deletePage=${p.id}`} preventScrollReset className={btn} aria-label={`Delete ${p.title}`}>
                        Delete
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
          <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
            <table className={table}>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Title</th>
                  <th scope="col" className={th}>Author</th>
                  <th scope="col" className={th}>Status</th>
                  <th scope="col" className={th}>Published Date</th>
                  <th scope="col" className={th}>Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {posts.map((p) => (
                  <tr key={p.id}>
                    <td className={td}>
                      {p.published ? (
                        <a href={href("/blog/:slug", { slug: p.slug })} className="text-brand-700 underline">
                          {p.title}
                        </a>
                      ) : (
                        p.title
                      )}
                    </td>
                    <td className={td}>{p.author}</td>
                    <td className={td}>
                      <StatusBadge published={p.published} />
                    </td>
                    <td className={td}>{p.published ? formatDate(p.publishedAt) : "—"}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <Link to={href("/admin/blog/edit/:id", { id: String(p.id) })} className={btn} aria-label={`Edit ${p.title}`}>
                        Edit
                      </Link>{" "}
                      <PublishToggle id={p.id} published={p.published} kind="post" title={p.title} />{" "}
                      <Link to={`?deletePost=${p.id}`} preventScrollReset className={btn} aria-label={`Delete ${p.title}`}>
                        Delete
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
