import type { Route } from "./+types/site-settings";
import { dbContext } from "~/lib/context";
import { publicCache } from "~/lib/http";
import { listPublicSiteSettings } from "~/settings/public-settings.server";

/** GET /api/site-settings (§7): public, every setting as a list of rows. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(listPublicSiteSettings(context.get(dbContext)), {
    headers: { "Cache-Control": publicCache(60) },
  });
}
