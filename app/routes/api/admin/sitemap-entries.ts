/** GET /api/admin/sitemap: every entry; POST {url, changeFrequency?, priority?, include?} → 201. */
import { adminListEndpoint } from "~/lib/admin-item-endpoint.server";
import { objectBody, parseWith } from "~/lib/api.server";
import { sitemapEntrySchema, sitemapJsonDefaults } from "~/seo/schema";
import { createSitemapEntry, listSitemapEntries } from "~/seo/sitemap-entries.server";

const endpoint = adminListEndpoint({
  list: listSitemapEntries,
  parseCreate: (body) => parseWith(sitemapEntrySchema, sitemapJsonDefaults(objectBody(body))),
  create: createSitemapEntry,
});
export const loader = endpoint.loader;
export const action = endpoint.action;
