/** SEO settings: list, create, update (the page key is fixed), delete. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { seoSettings } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import type { WriteResult } from "~/settings/site-settings.server";
import { SEO_MESSAGES, type SeoSettingInput } from "./schema";

export type SeoSettingRow = typeof seoSettings.$inferSelect;
export type SeoUpdate = Omit<SeoSettingInput, "pageKey">;

export function listSeoSettings(db: Db) {
  return db
    .select({
      id: seoSettings.id,
      pageKey: seoSettings.pageKey,
      metaTitle: seoSettings.metaTitle,
      metaDescription: seoSettings.metaDescription,
      canonicalUrl: seoSettings.canonicalUrl,
      openGraphType: seoSettings.openGraphType,
      openGraphImage: seoSettings.openGraphImage,
      isIndexed: seoSettings.isIndexed,
      structuredData: seoSettings.structuredData,
    })
    .from(seoSettings)
    .orderBy(asc(seoSettings.pageKey))
    .all();
}

export function getSeoSetting(db: Db, id: number) {
  return db.select().from(seoSettings).where(eq(seoSettings.id, id)).get();
}

export function createSeoSetting(db: Db, input: SeoSettingInput, actorId: number): WriteResult<SeoSettingRow> {
  return db.transaction(
    () => {
      const taken = db.select({ id: seoSettings.id }).from(seoSettings).where(eq(seoSettings.pageKey, input.pageKey)).get();
      if (taken) return { ok: false, field: "pageKey", message: SEO_MESSAGES.pageKeyTaken, status: 409 } as const;
      const row = db.insert(seoSettings).values(input).returning().get();
      recordAudit(db, { actorId, action: "create", entityType: "seo", entityId: row.id, details: { pageKey: row.pageKey } });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function updateSeoSetting(db: Db, id: number, input: SeoUpdate, actorId: number): WriteResult<SeoSettingRow> {
  const row = db
    .update(seoSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(seoSettings.id, id))
    .returning()
    .get();
  if (!row) return { ok: false, message: "SEO setting not found", status: 404 };
  recordAudit(db, { actorId, action: "update", entityType: "seo", entityId: id, details: { pageKey: row.pageKey } });
  return { ok: true, value: row };
}

export function deleteSeoSetting(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(seoSettings).where(eq(seoSettings.id, id)).returning({ pageKey: seoSettings.pageKey }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "delete", entityType: "seo", entityId: id, details: { pageKey: row.pageKey } });
  return true;
}
