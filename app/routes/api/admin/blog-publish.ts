import type { Route } from "./+types/blog-publish";
import { requireAdmin } from "~/auth/guard.server";
import { setBlogPostPublished } from "~/content/blog.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, jsonError, methodNotAllowed, parseIdParam } from "~/lib/json-api.server";

/** PATCH /api/admin/blog/{id}/publish and /unpublish → {id, slug, published, publishedAt}. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (params.transition !== "publish" && params.transition !== "unpublish") jsonError(404, "Not found");
    if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
    const user = await requireAdmin(request, context);
    const id = parseIdParam(params.id, "Blog post not found");
    const row = setBlogPostPublished(context.get(dbContext), id, params.transition === "publish", user.id);
    if (!row) jsonError(404, "Blog post not found");
    return Response.json(row);
  });
}
