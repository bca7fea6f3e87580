/**
 * Blog posts: Markdown posts published at
 * /blog/{slug}. `publishedAt` is set when a post is first published and kept
 * when it is unpublished and published again.
 */
import { and, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { blogPosts, users } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { auditContentSave, slugFromTitle } from "./content-store.server";
import type { WriteResult } from "~/settings/site-settings.server";
import { type BlogPostInput, CONTENT_MESSAGES } from "./schema";

export type BlogPostRow = typeof blogPosts.$inferSelect;

export const BLOG_PAGE_SIZE = 10;

/** The admin table and GET /api/admin/blog: id, title, slug, published, publishedAt, author. */
export function listBlogPosts(db: Db) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorId: blogPosts.authorId,
      authorName: users.fullName,
      authorUsername: users.username,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .all()
    .map(({ authorName, authorUsername, ...row }) => ({ ...row, author: authorName ?? authorUsername ?? "Admin" }));
}

export function getBlogPost(db: Db, id: number) {
  return db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
}

/** Published posts, newest first, one page at a time. */
export function listPublishedPosts(db: Db, page: number) {
  const where = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt));
  const posts = db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      summary: blogPosts.summary,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE)
    .all();
  const total = db.select({ n: count() }).from(blogPosts).where(where).get()?.n ?? 0;
  return { posts, total, pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

/** A published post with its public author name (full name only; never the login name). */
export function getPublishedPost(db: Db, slug: string) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      summary: blogPosts.summary,
      content: blogPosts.content,
      featuredImage: blogPosts.featuredImage,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorName: users.fullName,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .get();
}

function slugInUse(db: Db, slug: string, exceptId?: number) {
  return (
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
      .get() !== undefined
  );
}

export function saveBlogPost(db: Db, id: number | null, input: BlogPostInput, actorId: number): WriteResult<BlogPostRow> {
  return db.transaction(
    () => {
      const before = id
        ? db.select({ published: blogPosts.published, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).get()
        : null;
      if (id && !before) return { ok: false, message: "Blog post not found", status: 404 } as const;
      if (input.slug && slugInUse(db, input.slug, id ?? undefined)) {
        return { ok: false, field: "slug", message: CONTENT_MESSAGES.slugTaken, status: 409 } as const;
      }
      const values = {
        title: input.title,
        slug: input.slug ?? slugFromTitle(input.title, "post", (slug) => slugInUse(db, slug, id ?? undefined)),
        summary: input.summary ?? null,
        content: input.content,
        featuredImage: input.featuredImage ?? null,
        metaTitle: input.metaTitle ?? null,
        metaDescription: input.metaDescription ?? null,
        published: input.published,
        publishedAt: input.published ? (before?.publishedAt ?? new Date()) : (before?.publishedAt ?? null),
        updatedAt: new Date(),
      };
      const row = id
        ? db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning().get()!
        : db.insert(blogPosts).values({ ...values, authorId: actorId }).returning().get();
      auditContentSave(db, "blog", actorId, before, row);
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

export function setBlogPostPublished(db: Db, id: number, published: boolean, actorId: number) {
  return db.transaction(
    () => {
      const before = db.select({ published: blogPosts.published, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).get();
      if (!before) return null;
      const row = db
        .update(blogPosts)
        .set({
          published,
          publishedAt: published ? (before.publishedAt ?? new Date()) : before.publishedAt,
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id, slug: blogPosts.slug, published: blogPosts.published, publishedAt: blogPosts.publishedAt })
        .get()!;
      recordAudit(db, {
        actorId,
        action: published ? "publish" : "unpublish",
        entityType: "blog",
        entityId: id,
        statusBefore: before.published ? "published" : "draft",
        statusAfter: published ? "published" : "draft",
        details: { slug: row.slug },
      });
      return row;
    },
    { behavior: "immediate" },
  );
}

export function deleteBlogPost(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "delete", entityType: "blog", entityId: id, details: { slug: row.slug } });
  return true;
}
