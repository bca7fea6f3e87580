/** GET /api/admin/organizations — every organisation, by name. */
import type { Route } from "./+types/organizations";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, json, methodNotAllowed } from "~/lib/api.server";
import { listOrganizations } from "~/moderation/queries.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return json(listOrganizations(context.get(dbContext)));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
