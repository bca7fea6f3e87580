import type { Route } from "./+types/blog-post";
import { requireAdmin } from "~/auth/guard.server";
import { deleteBlogPost } from "~/content/blog.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, noContent, parseId } from "~/lib/api.server";

/** DELETE /api/admin/blog/{id} → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "DELETE") throw methodNotAllowed(request, ["DELETE"]);
    const user = await requireAdmin(request, context);
    const id = parseId(params.id, "Blog post not found");
    if (!deleteBlogPost(context.get(dbContext), id, user.id)) fail(404, "Blog post not found");
    return noContent();
  });
}
