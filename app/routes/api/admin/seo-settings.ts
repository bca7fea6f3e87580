import type { Route } from "./+types/seo-settings";
import { requireAdmin } from "~/auth/guard.server";
import { CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, objectBody, parseWith, readJsonBody } from "~/lib/api.server";
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
    if (request.method !== "POST") throw methodNotAllowed(request, ["GET", "POST"]);
    const user = await requireAdmin(request, context);
    const input = parseWith(seoSettingCreateSchema, seoSettingJsonDefaults(objectBody(await readJsonBody(request, CONTENT_JSON))));
    const saved = createSeoSetting(context.get(dbContext), input, user.id);
    if (!saved.ok) fail(saved.status, saved.message, { errors: { [saved.field ?? ""]: [saved.message] } });
    return Response.json(saved.value, { status: 201 });
  });
}
