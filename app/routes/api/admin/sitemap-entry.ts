/** GET, PATCH ({id, data:{…}} or the fields) and DELETE → 204 of /api/admin/sitemap/{id}. */
import { adminItemEndpoint, type AdminItemResource, patchOver } from "~/lib/admin-item-endpoint.server";
import { parseWith } from "~/lib/api.server";
import { sitemapEntrySchema, type SitemapEntryInput } from "~/seo/schema";
import { deleteSitemapEntry, getSitemapEntry, type SitemapEntryRow, updateSitemapEntry } from "~/seo/sitemap-entries.server";

const sitemapEntry: AdminItemResource<SitemapEntryRow, SitemapEntryInput> = {
  notFound: "Sitemap entry not found",
  get: getSitemapEntry,
  parsePatch: (existing, patch) =>
    parseWith(sitemapEntrySchema, patchOver(existing, ["url", "changeFrequency", "priority", "include"], patch)),
  update: updateSitemapEntry,
  remove: deleteSitemapEntry,
};

const endpoint = adminItemEndpoint(sitemapEntry);
export const loader = endpoint.loader;
export const action = endpoint.action;
