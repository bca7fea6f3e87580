import type { Route } from "./+types/categories";
import { dbContext } from "~/lib/context";
import { publicCache } from "~/lib/http";
import { listCategories } from "~/opportunities/categories.server";

/** GET /api/categories (§7): [{ id, name, color }], by name. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(listCategories(context.get(dbContext)), { headers: { "Cache-Control": publicCache(300) } });
}
