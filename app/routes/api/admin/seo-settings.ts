/**
 * GET /api/admin/seo: every SEO setting; POST {pageKey, metaTitle, metaDescription, canonicalUrl?,
 * openGraphType?, openGraphImage?, isIndexed?, structuredData?} → 201.
 */
import { adminListEndpoint } from "~/lib/admin-item-endpoint.server";
import { objectBody, parseWith } from "~/lib/api.server";
import { seoSettingCreateSchema, seoSettingJsonDefaults } from "~/seo/schema";
import { createSeoSetting, listSeoSettings } from "~/seo/seo-settings.server";

const endpoint = adminListEndpoint({
  list: listSeoSettings,
  parseCreate: (body) => parseWith(seoSettingCreateSchema, seoSettingJsonDefaults(objectBody(body))),
  create: createSeoSetting,
});
export const loader = endpoint.loader;
export const action = endpoint.action;
