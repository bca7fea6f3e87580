/** PATCH /api/admin/organizations/{id} — `{verified?, description?, website?}`; admin only. */
import type { Route } from "./+types/organization";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { handleApi, idParam, json, methodNotAllowed, readJson } from "~/moderation/api.server";
import { getAdminOrganization, updateOrganizationTrust } from "~/trust/organizations.server";
import { ORGANIZATION_MESSAGES, organizationTrustSchema } from "~/trust/schema";
import { ListingError } from "~/opportunities/write.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireAdmin(request, context);
    const organization = getAdminOrganization(context.get(dbContext), idParam(params.id, ORGANIZATION_MESSAGES.notFound));
    if (!organization) throw new ListingError(404, ORGANIZATION_MESSAGES.notFound);
    return json(organization);
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request, ["GET", "PATCH"]);
  return handleApi(async () => {
    const admin = await requireAdmin(request, context);
    const id = idParam(params.id, ORGANIZATION_MESSAGES.notFound);
    const input = await readJson(request, organizationTrustSchema);
    return json(updateOrganizationTrust(context.get(dbContext), admin, id, input));
  });
}
