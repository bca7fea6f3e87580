/**
 * Site settings: list, create, update (the key is fixed), delete. Every write
 * drops the public-config cache so the next page view shows the change.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { siteSettings } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { SITE_SETTING_MESSAGES, type SiteSettingInput, type SiteSettingUpdate } from "./schema";

export type SiteSettingRow = typeof siteSettings.$inferSelect;

export type WriteResult<T> = { ok: true; value: T } | { ok: false; field?: string; message: string; status: 400 | 404 | 409 };

export function listSiteSettings(db: Db) {
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
    .all();
}

export function getSiteSetting(db: Db, id: number) {
  return db.select().from(siteSettings).where(eq(siteSettings.id, id)).get();
}

function normaliseValue(type: string, value: string) {
  return type === "html" ? value : value.trim();
}

export function createSiteSetting(db: Db, input: SiteSettingInput, actorId: number): WriteResult<SiteSettingRow> {
  return db.transaction(
    () => {
      const existing = db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.key, input.key)).get();
      if (existing) return { ok: false, field: "key", message: SITE_SETTING_MESSAGES.keyTaken, status: 409 } as const;
      const row = db
        .insert(siteSettings)
        .values({
          key: input.key,
          value: normaliseValue(input.type, input.value),
          type: input.type,
          label: input.label,
          description: input.description ?? null,
          updatedBy: actorId,
        })
        .returning()
        .get();
      recordAudit(db, { actorId, action: "create", entityType: "setting", entityId: row.id, details: { key: row.key } });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function updateSiteSetting(db: Db, id: number, input: SiteSettingUpdate, actorId: number): WriteResult<SiteSettingRow> {
  const row = db
    .update(siteSettings)
    .set({
      value: normaliseValue(input.type, input.value),
      type: input.type,
      label: input.label,
      description: input.description ?? null,
      updatedBy: actorId,
      updatedAt: new Date(),
    })
    .where(eq(siteSettings.id, id))
    .returning()
    .get();
  if (!row) return { ok: false, message: "Site setting not found", status: 404 };
  recordAudit(db, { actorId, action: "update", entityType: "setting", entityId: id, details: { key: row.key } });
  return { ok: true, value: row };
}

export function deleteSiteSetting(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(siteSettings).where(eq(siteSettings.id, id)).returning({ key: siteSettings.key }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "delete", entityType: "setting", entityId: id, details: { key: row.key } });
  return true;
}
