import type { Route } from "./+types/causes";
import { visibleCauses } from "~/causes/causes.server";
import { dbContext } from "~/lib/context";
import { publicCache } from "~/lib/http";

/** GET /api/causes: the visible causes, [{ id, slug, name, description }], in the admin's order. */
export function loader({ context }: Route.LoaderArgs) {
  const list = visibleCauses(context.get(dbContext)).map(({ id, slug, name, description }) => ({ id, slug, name, description }));
  return Response.json(list, { headers: { "Cache-Control": publicCache(300) } });
}
