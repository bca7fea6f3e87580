/** Content pages: Markdown pages published at /pages/{slug}. */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { contentPages, contentTranslations } from "../../db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import { recordAudit } from "~/audit/audit-log.server";
import { auditContentSave, slugFromTitle } from "./content-store.server";
import type { WriteResult } from "~/settings/site-settings.server";
import { CONTENT_MESSAGES, type ContentPageInput } from "./schema";

export type ContentPageRow = typeof contentPages.$inferSelect;

/** The admin table and GET /api/admin/content: id, title, slug, published, updatedAt. */
export function listContentPages(db: Db) {
  return db
    .select({
      id: contentPages.id,
      title: contentPages.title,
      slug: contentPages.slug,
      published: contentPages.published,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .orderBy(desc(contentPages.updatedAt), desc(contentPages.id))
    .all();
}

export function getContentPage(db: Db, id: number) {
  return db.select().from(contentPages).where(eq(contentPages.id, id)).get();
}

export function getPublishedPage(db: Db, slug: string) {
  return db
    .select({
      id: contentPages.id,
      title: contentPages.title,
      slug: contentPages.slug,
      content: contentPages.content,
      metaTitle: contentPages.metaTitle,
      metaDescription: contentPages.metaDescription,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .get();
}

function slugInUse(db: Db, slug: string, exceptId?: number) {
  const row = db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(exceptId ? and(eq(contentPages.slug, slug), ne(contentPages.id, exceptId)) : eq(contentPages.slug, slug))
    .get();
  return row !== undefined;
}

export function saveContentPage(
  db: Db,
  id: number | null,
  input: ContentPageInput,
  actorId: number,
): WriteResult<ContentPageRow> {
  return db.transaction(
    () => {
      const before = id ? db.select({ published: contentPages.published }).from(contentPages).where(eq(contentPages.id, id)).get() : null;
      if (id && !before) return { ok: false, message: "Content page not found", status: 404 } as const;
      if (input.slug && slugInUse(db, input.slug, id ?? undefined)) {
        return { ok: false, field: "slug", message: CONTENT_MESSAGES.slugTaken, status: 409 } as const;
      }
      const slug = input.slug ?? slugFromTitle(input.title, "page", (slug) => slugInUse(db, slug, id ?? undefined));
      const values = {
        title: input.title,
        slug,
        content: input.content,
        metaTitle: input.metaTitle ?? null,
        metaDescription: input.metaDescription ?? null,
        published: input.published,
        showInFooter: input.showInFooter,
        updatedBy: actorId,
        updatedAt: new Date(),
      };
      const row = id
        ? db.update(contentPages).set(values).where(eq(contentPages.id, id)).returning().get()!
        : db.insert(contentPages).values({ ...values, createdBy: actorId }).returning().get();
      auditContentSave(db, "content", actorId, before, row);
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function setContentPagePublished(db: Db, id: number, published: boolean, actorId: number) {
  const row = db
    .update(contentPages)
    .set({ published, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(contentPages.id, id))
    .returning({ id: contentPages.id, slug: contentPages.slug })
    .get();
  if (!row) return false;
  recordAudit(db, {
    actorId,
    action: published ? "publish" : "unpublish",
    entityType: "content",
    entityId: id,
    statusAfter: published ? "published" : "draft",
    details: { slug: row.slug },
  });
  return true;
}

export function deleteContentPage(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(contentPages).where(eq(contentPages.id, id)).returning({ slug: contentPages.slug }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "delete", entityType: "content", entityId: id, details: { slug: row.slug } });
  return true;
}

/** The published pages an admin marked for the footer, by title. */
export function footerPages(db: Db, language: Locale = DEFAULT_LOCALE) {
  // Each page by its title in the page's language where it is translated (decision 360), else its English title.
  return db
    .select({ title: sql<string>`coalesce(${contentTranslations.title}, ${contentPages.title})`, slug: contentPages.slug })
    .from(contentPages)
    .leftJoin(contentTranslations, and(eq(contentTranslations.pageId, contentPages.id), eq(contentTranslations.language, language)))
    .where(and(eq(contentPages.published, true), eq(contentPages.showInFooter, true)))
    .orderBy(asc(contentPages.title))
    .all();
}
