import type { Route } from "./+types/site-setting";
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
import { siteSettingUpdateSchema } from "~/settings/schema";
import { deleteSiteSetting, getSiteSetting, updateSiteSetting } from "~/settings/site-settings.server";

const NOT_FOUND = "Site setting not found";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const row = getSiteSetting(context.get(dbContext), parseIdParam(params.id, NOT_FOUND));
    if (!row) jsonError(404, NOT_FOUND);
    return Response.json(row);
  });
}

/** PATCH /api/admin/site-settings/{id} (fields or {data:{…}}; the key is fixed) and DELETE → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") methodNotAllowed(["PATCH", "DELETE"]);
    const user = await requireAdmin(request, context);
    const db = context.get(dbContext);
    const id = parseIdParam(params.id, NOT_FOUND);
    if (request.method === "DELETE") {
      if (!deleteSiteSetting(db, id, user.id)) jsonError(404, NOT_FOUND);
      return noContent();
    }
    const existing = getSiteSetting(db, id);
    if (!existing) jsonError(404, NOT_FOUND);
    const patch = patchBody(await readJsonBody(request));
    const merged = {
      value: existing.value,
      type: existing.type,
      label: existing.label,
      description: existing.description,
      ...patch,
    };
    const input = parseWith(siteSettingUpdateSchema(existing.key), merged);
    const saved = updateSiteSetting(db, id, input, user.id);
    if (!saved.ok) jsonError(saved.status, saved.message);
    return Response.json(saved.value);
  });
}
