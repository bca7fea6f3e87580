import type { Route } from "./+types/blog-publish";
import { requireAdmin } from "~/auth/guard.server";
import { setBlogPostPublished } from "~/content/blog.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, parseId } from "~/lib/api.server";

/** PATCH /api/admin/blog/{id}/publish and /unpublish → {id, slug, published, publishedAt}. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (params.transition !== "publish" && params.transition !== "unpublish") fail(404, "Not found");
    if (request.method !== "PATCH") throw methodNotAllowed(request, ["PATCH"]);
    const user = await requireAdmin(request, context);
    const id = parseId(params.id, "Blog post not found");
    const row = setBlogPostPublished(context.get(dbContext), id, params.transition === "publish", user.id);
    if (!row) fail(404, "Blog post not found");
    return Response.json(row);
  });
}
