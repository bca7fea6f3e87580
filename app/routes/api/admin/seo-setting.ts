/** GET, PATCH (the page key is fixed) and DELETE → 204 of /api/admin/seo/{id}. */
import { adminItemEndpoint, type AdminItemResource } from "~/lib/admin-item-endpoint.server";
import { parseWith } from "~/lib/api.server";
import { seoSettingUpdateSchema } from "~/seo/schema";
import { deleteSeoSetting, getSeoSetting, type SeoSettingRow, type SeoUpdate, updateSeoSetting } from "~/seo/seo-settings.server";

const seoSetting: AdminItemResource<SeoSettingRow, SeoUpdate> = {
  notFound: "SEO setting not found",
  get: getSeoSetting,
  parsePatch: (existing, patch) => {
    const { pageKey: _p, createdAt: _c, updatedAt: _u, id: _i, ...current } = existing;
    return parseWith(seoSettingUpdateSchema(existing.pageKey), { ...current, ...patch });
  },
  update: updateSeoSetting,
  remove: deleteSeoSetting,
};

const endpoint = adminItemEndpoint(seoSetting);
export const loader = endpoint.loader;
export const action = endpoint.action;
