import type { Route } from "./+types/import";
import { requireAdmin } from "~/auth/guard.server";
import { importOpportunities } from "~/import/import.server";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importApiSchema } from "~/import/schema";
import { dbContext } from "~/lib/context";
import { jsonEndpoint, jsonError, methodNotAllowed, objectBody, parseWith, readJsonBody } from "~/lib/json-api.server";

/**
 * POST /api/admin/opportunities/import {opportunities:[...], defaultType?}
 * → {results:{successful, failed, errors:[{index, error}]}} (index from 0).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") methodNotAllowed(["POST"]);
    const user = await requireAdmin(request, context);
    const body = objectBody(await readJsonBody(request, { limit: IMPORT_MAX_BYTES }));
    if (body.opportunities === undefined) jsonError(400, IMPORT_MESSAGES.dataRequired);
    const { opportunities, defaultType } = parseWith(importApiSchema, body);
    try {
      const results = importOpportunities(context.get(dbContext), { id: user.id }, opportunities, { defaultType });
      return Response.json({ results });
    } catch (error) {
      console.error("import failed", error);
      return jsonError(500, IMPORT_MESSAGES.failed);
    }
  });
}
