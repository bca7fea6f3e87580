import type { Route } from "./+types/sitemap-entry";
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
import { sitemapEntrySchema } from "~/seo/schema";
import { deleteSitemapEntry, getSitemapEntry, updateSitemapEntry } from "~/seo/sitemap-entries.server";

const NOT_FOUND = "Sitemap entry not found";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const row = getSitemapEntry(context.get(dbContext), parseIdParam(params.id, NOT_FOUND));
    if (!row) jsonError(404, NOT_FOUND);
    return Response.json(row);
  });
}

/** PATCH /api/admin/sitemap/{id} ({id, data:{…}} or the fields) and DELETE → 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") methodNotAllowed(["PATCH", "DELETE"]);
    const user = await requireAdmin(request, context);
    const db = context.get(dbContext);
    const id = parseIdParam(params.id, NOT_FOUND);
    if (request.method === "DELETE") {
      if (!deleteSitemapEntry(db, id, user.id)) jsonError(404, NOT_FOUND);
      return noContent();
    }
    const existing = getSitemapEntry(db, id);
    if (!existing) jsonError(404, NOT_FOUND);
    const current = { url: existing.url, changeFrequency: existing.changeFrequency, priority: existing.priority, include: existing.include };
    const input = parseWith(sitemapEntrySchema, { ...current, ...patchBody(await readJsonBody(request)) });
    const saved = updateSitemapEntry(db, id, input, user.id);
    if (!saved.ok) jsonError(saved.status, saved.message);
    return Response.json(saved.value);
  });
}
