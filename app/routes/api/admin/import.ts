/**
 * POST /api/admin/opportunities/import {opportunities:[...], defaultType?}
 * → {results:{successful, failed, errors:[{index, error}]}} (index from 0).
 */
import { importOpportunities } from "~/import/import.server";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importApiSchema } from "~/import/schema";
import { adminEndpoint, CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { fail, json, objectBody, parseWith, readJsonBody } from "~/lib/api.server";
import { log } from "~/lib/log.server";

const endpoint = adminEndpoint(["POST"], async ({ request, db, admin }) => {
  const body = objectBody(await readJsonBody(request, { ...CONTENT_JSON, limit: IMPORT_MAX_BYTES }));
  if (body.opportunities === undefined) fail(400, IMPORT_MESSAGES.dataRequired);
  const { opportunities, defaultType } = parseWith(importApiSchema, body);
  try {
    return json({ results: importOpportunities(db, { id: admin.id }, opportunities, { defaultType }) });
  } catch (error) {
    log.error({ err: error }, "import failed");
    return fail(500, IMPORT_MESSAGES.failed);
  }
});
export const loader = endpoint.loader;
export const action = endpoint.action;
