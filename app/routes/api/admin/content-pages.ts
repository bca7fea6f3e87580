import type { Route } from "./+types/content-pages";
import { requireAdmin } from "~/auth/guard.server";
import { listContentPages } from "~/content/pages.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint } from "~/lib/api.server";

/** GET /api/admin/content: content page rows {id, title, slug, published, updatedAt}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return Response.json(listContentPages(context.get(dbContext)));
  });
}
