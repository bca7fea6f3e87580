import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { siteSettings } from "../../db/schema";
import { sanitizeRichHtml } from "~/content/sanitize.server";

/**
 * Every site setting, for GET /api/site-settings (§7): a list of rows without
 * the editor's user id (docs/decisions/045-public-api-shapes.md). Html values
 * go out sanitised, exactly as the pages render them, so a client that inserts
 * them cannot be handed a script.
 */
export function listPublicSiteSettings(db: Db) {
  return db
    .select({
      id: siteSettings.id,
      key: siteSettings.key,
      value: siteSettings.value,
      type: siteSettings.type,
      label: siteSettings.label,
      description: siteSettings.description,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .orderBy(asc(siteSettings.key))
    .all()
    .map((row) => ({
      ...row,
      value: row.type === "html" ? sanitizeRichHtml(row.value) : row.value,
      updatedAt: row.updatedAt.toISOString(),
    }));
}
