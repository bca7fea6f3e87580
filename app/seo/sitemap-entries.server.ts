/**
 * Sitemap entries managed by admins (the Sitemap sub-tab). /sitemap.xml lists
 * the included ones (app/seo/sitemap.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { sitemapEntries } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import type { WriteResult } from "~/settings/site-settings.server";
import { SITEMAP_MESSAGES, type SitemapEntryInput } from "./schema";

export type SitemapEntryRow = typeof sitemapEntries.$inferSelect;

export function listSitemapEntries(db: Db) {
  return db
    .select({
      id: sitemapEntries.id,
      url: sitemapEntries.url,
      changeFrequency: sitemapEntries.changeFrequency,
      priority: sitemapEntries.priority,
      lastModified: sitemapEntries.lastModified,
      include: sitemapEntries.include,
    })
    .from(sitemapEntries)
    .orderBy(asc(sitemapEntries.url))
    .all();
}

export function getSitemapEntry(db: Db, id: number) {
  return db.select().from(sitemapEntries).where(eq(sitemapEntries.id, id)).get();
}

function urlTaken(db: Db, url: string, exceptId?: number) {
  const row = db.select({ id: sitemapEntries.id }).from(sitemapEntries).where(eq(sitemapEntries.url, url)).get();
  return row !== undefined && row.id !== exceptId;
}

export function createSitemapEntry(db: Db, input: SitemapEntryInput, actorId: number): WriteResult<SitemapEntryRow> {
  return db.transaction(
    () => {
      if (urlTaken(db, input.url)) return { ok: false, field: "url", message: SITEMAP_MESSAGES.urlTaken, status: 409 } as const;
      const row = db
        .insert(sitemapEntries)
        .values({ ...input, lastModified: new Date() })
        .returning()
        .get();
      recordAudit(db, { actorId, action: "create", entityType: "sitemap", entityId: row.id, details: { url: row.url } });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function updateSitemapEntry(db: Db, id: number, input: SitemapEntryInput, actorId: number): WriteResult<SitemapEntryRow> {
  return db.transaction(
    () => {
      if (urlTaken(db, input.url, id)) return { ok: false, field: "url", message: SITEMAP_MESSAGES.urlTaken, status: 409 } as const;
      const row = db
        .update(sitemapEntries)
        .set({ ...input, lastModified: new Date() })
        .where(eq(sitemapEntries.id, id))
        .returning()
        .get();
      if (!row) return { ok: false, message: "Sitemap entry not found", status: 404 } as const;
      recordAudit(db, { actorId, action: "update", entityType: "sitemap", entityId: id, details: { url: row.url } });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function deleteSitemapEntry(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(sitemapEntries).where(eq(sitemapEntries.id, id)).returning({ url: sitemapEntries.url }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "delete", entityType: "sitemap", entityId: id, details: { url: row.url } });
  return true;
}
