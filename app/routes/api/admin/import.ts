import type { Route } from "./+types/import";
import { requireAdmin } from "~/auth/guard.server";
import { importOpportunities } from "~/import/import.server";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importApiSchema } from "~/import/schema";
import { CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, fail, methodNotAllowed, objectBody, parseWith, readJsonBody } from "~/lib/api.server";

/**
 * POST /api/admin/opportunities/import {opportunities:[...], defaultType?}
 * → {results:{successful, failed, errors:[{index, error}]}} (index from 0).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") throw methodNotAllowed(request, ["POST"]);
    const user = await requireAdmin(request, context);
    const body = objectBody(await readJsonBody(request, { ...CONTENT_JSON, limit: IMPORT_MAX_BYTES }));
    if (body.opportunities === undefined) fail(400, IMPORT_MESSAGES.dataRequired);
    const { opportunities, defaultType } = parseWith(importApiSchema, body);
    try {
      const results = importOpportunities(context.get(dbContext), { id: user.id }, opportunities, { defaultType });
      return Response.json({ results });
    } catch (error) {
      console.error("import failed", error);
      return fail(500, IMPORT_MESSAGES.failed);
    }
  });
}
