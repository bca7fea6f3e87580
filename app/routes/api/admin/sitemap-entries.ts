import type { Route } from "./+types/sitemap-entries";
import { requireAdmin } from "~/auth/guard.server";
import { CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, objectBody, parseWith, readJsonBody } from "~/lib/api.server";
import { sitemapEntrySchema, sitemapJsonDefaults } from "~/seo/schema";
import { createSitemapEntry, listSitemapEntries } from "~/seo/sitemap-entries.server";

/** GET /api/admin/sitemap: every entry {id, url, changeFrequency, priority, lastModified, include}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    return Response.json(listSitemapEntries(context.get(dbContext)));
  });
}

/** POST /api/admin/sitemap {url, changeFrequency?, priority?, include?} → 201. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") throw methodNotAllowed(request, ["GET", "POST"]);
    const user = await requireAdmin(request, context);
    const input = parseWith(sitemapEntrySchema, sitemapJsonDefaults(objectBody(await readJsonBody(request, CONTENT_JSON))));
    const saved = createSitemapEntry(context.get(dbContext), input, user.id);
    if (!saved.ok) fail(saved.status, saved.message, { errors: { [saved.field ?? ""]: [saved.message] } });
    return Response.json(saved.value, { status: 201 });
  });
}
