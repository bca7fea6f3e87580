import type { Route } from "./+types/seo-settings";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, jsonError, methodNotAllowed, objectBody, parseWith, readJsonBody } from "~/lib/json-api.server";
import { seoSettingCreateSchema, seoSettingJsonDefaults } from "~/seo/schema";
import { createSeoSetting, listSeoSettings } from "~/seo/seo-settings.server";

/** GET /api/admin/seo: every SEO setting. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return Response.json(listSeoSettings(context.get(dbContext)));
  });
}

/** POST /api/admin/seo {pageKey, metaTitle, metaDescription, canonicalUrl?, openGraphType?, openGraphImage?, isIndexed?, structuredData?} → 201. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
    const user = await requireAdmin(request, context);
    const input = parseWith(seoSettingCreateSchema, seoSettingJsonDefaults(objectBody(await readJsonBody(request))));
    const saved = createSeoSetting(context.get(dbContext), input, user.id);
    if (!saved.ok) jsonError(saved.status, saved.message, { errors: [{ path: saved.field ?? "", message: saved.message }] });
    return Response.json(saved.value, { status: 201 });
  });
}
