/** GET /api/admin/opportunities/pending — the opportunities waiting for review, oldest first. */
import type { Route } from "./+types/opportunities-pending";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, json, methodNotAllowed, pageParams } from "~/lib/api.server";
import { listAdminOpportunities, withAttributes } from "~/moderation/queries.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const db = context.get(dbContext);
    const { items, total } = listAdminOpportunities(db, {
      status: "pending",
      ...pageParams(new URL(request.url).searchParams),
    });
    return json(withAttributes(db, items), { headers: { "X-Total-Count": String(total) } });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
