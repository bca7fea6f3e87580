/** GET, PATCH (fields or {data:{…}}; the key is fixed) and DELETE → 204 of /api/admin/site-settings/{id}. */
import { adminItemEndpoint, type AdminItemResource, patchOver } from "~/lib/admin-item-endpoint.server";
import { parseWith } from "~/lib/api.server";
import { siteSettingUpdateSchema, type SiteSettingUpdate } from "~/settings/schema";
import { deleteSiteSetting, getSiteSetting, type SiteSettingRow, updateSiteSetting } from "~/settings/site-settings.server";

const siteSetting: AdminItemResource<SiteSettingRow, SiteSettingUpdate> = {
  notFound: "Site setting not found",
  get: getSiteSetting,
  parsePatch: (existing, patch) =>
    parseWith(siteSettingUpdateSchema(existing.key), patchOver(existing, ["value", "type", "label", "description"], patch)),
  update: updateSiteSetting,
  remove: deleteSiteSetting,
};

const endpoint = adminItemEndpoint(siteSetting);
export const loader = endpoint.loader;
export const action = endpoint.action;
