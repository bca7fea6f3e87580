/** GET /api/admin/site-settings: every setting (the panel's list); POST {key, value, type, label, description?} → 201. */
import { adminListEndpoint } from "~/lib/admin-item-endpoint.server";
import { parseWith } from "~/lib/api.server";
import { siteSettingCreateSchema } from "~/settings/schema";
import { createSiteSetting, listSiteSettings } from "~/settings/site-settings.server";

const endpoint = adminListEndpoint({
  list: listSiteSettings,
  parseCreate: (body) => parseWith(siteSettingCreateSchema, body),
  create: createSiteSetting,
});
export const loader = endpoint.loader;
export const action = endpoint.action;
