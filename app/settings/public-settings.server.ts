import type { Db } from "../../db/client.server";
import { sanitizeRichHtml } from "~/content/sanitize.server";
import { listSiteSettings } from "./site-settings.server";

/**
 * Every site setting, for GET /api/site-settings (§7): a list of rows without
 * the editor's user id (docs/decisions/045-public-api-shapes.md). Html values
 * go out sanitised, exactly as the pages render them, so a client that inserts
 * them cannot be handed a script.
 */
export function listPublicSiteSettings(db: Db) {
  return listSiteSettings(db)
    .map((row) => ({
      ...row,
      value: row.type === "html" ? sanitizeRichHtml(row.value) : row.value,
      updatedAt: row.updatedAt.toISOString(),
    }));
}
