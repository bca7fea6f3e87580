import type { Route } from "./+types/blog-posts";
import { requireAdmin } from "~/auth/guard.server";
import { listBlogPosts } from "~/content/blog.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint } from "~/lib/api.server";

/** GET /api/admin/blog: post rows {id, title, slug, published, publishedAt, updatedAt, authorId, author}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return Response.json(listBlogPosts(context.get(dbContext)));
  });
}
