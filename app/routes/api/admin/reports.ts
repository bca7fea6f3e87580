/** GET /api/admin/reports — open reports grouped by listing, newest first; admin only. */
import type { Route } from "./+types/reports";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { handleApi, json, methodNotAllowed } from "~/moderation/api.server";
import { listOpenReportGroups } from "~/trust/reports.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireAdmin(request, context);
    const items = listOpenReportGroups(context.get(dbContext));
    return json({ items, total: items.length });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
