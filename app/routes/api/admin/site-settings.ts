import type { Route } from "./+types/site-settings";
import { requireAdmin } from "~/auth/guard.server";
import { jsonEndpoint, fail, methodNotAllowed, parseWith, readJsonBody } from "~/lib/api.server";
import { CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { dbContext } from "~/lib/context";
import { siteSettingCreateSchema } from "~/settings/schema";
import { createSiteSetting, listSiteSettings } from "~/settings/site-settings.server";

/** GET /api/admin/site-settings: every setting (the panel's list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return Response.json(listSiteSettings(context.get(dbContext)));
  });
}

/** POST /api/admin/site-settings {key, value, type, label, description?} → 201 with the setting. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") throw methodNotAllowed(request, ["GET", "POST"]);
    const user = await requireAdmin(request, context);
    const input = parseWith(siteSettingCreateSchema, await readJsonBody(request, CONTENT_JSON));
    const saved = createSiteSetting(context.get(dbContext), input, user.id);
    if (!saved.ok) fail(saved.status, saved.message, { errors: { [saved.field ?? ""]: [saved.message] } });
    return Response.json(saved.value, { status: 201 });
  });
}
