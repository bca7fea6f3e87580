import type { Route } from "./+types/seo-setting";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import {
  jsonEndpoint,
  jsonError,
  methodNotAllowed,
  noContent,
  parseIdParam,
  parseWith,
  patchBody,
  readJsonBody,
} from "~/lib/json-api.server";
import { seoSettingUpdateSchema } from "~/seo/schema";
import { deleteSeoSetting, getSeoSetting, updateSeoSetting } from "~/seo/seo-settings.server";

const NOT_FOUND = "SEO setting not found";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const row = getSeoSetting(context.get(dbContext), parseIdParam(params.id, NOT_FOUND));
    if (!row) jsonError(404, NOT_FOUND);
    return Response.json(row);
  });
}

/** PATCH /api/admin/seo/{id} (the page key is fixed) and DELETE → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") methodNotAllowed(["PATCH", "DELETE"]);
    const user = await requireAdmin(request, context);
    const db = context.get(dbContext);
    const id = parseIdParam(params.id, NOT_FOUND);
    if (request.method === "DELETE") {
      if (!deleteSeoSetting(db, id, user.id)) jsonError(404, NOT_FOUND);
      return noContent();
    }
    const existing = getSeoSetting(db, id);
    if (!existing) jsonError(404, NOT_FOUND);
    const { pageKey: _p, createdAt: _c, updatedAt: _u, id: _i, ...current } = existing;
    const input = parseWith(seoSettingUpdateSchema(existing.pageKey), { ...current, ...patchBody(await readJsonBody(request)) });
    const saved = updateSeoSetting(db, id, input, user.id);
    if (!saved.ok) jsonError(saved.status, saved.message);
    return Response.json(saved.value);
  });
}
