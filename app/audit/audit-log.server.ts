/** Every moderation and content decision is written here: who, what, when, status before and after. */
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { auditLog, users } from "../../db/schema";

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entityType:
    | "opportunity"
    | "job"
    | "category"
    | "attribute"
    | "setting"
    | "seo"
    | "sitemap"
    | "content"
    | "blog"
    | "user"
    | "import"
    | "report"
    | "organization"
    | "cause";
  entityId?: number | null;
  statusBefore?: string | null;
  statusAfter?: string | null;
  details?: Record<string, unknown>;
}

export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      statusBefore: entry.statusBefore ?? null,
      statusAfter: entry.statusAfter ?? null,
      details: entry.details ?? null,
    })
    .run();
}

/** The newest entries with the actor's login name, of the given kinds of entity only when named. */
export function latestAuditEntries(db: Db, limit = 10, entityTypes?: AuditEntry["entityType"][]) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      statusBefore: auditLog.statusBefore,
      statusAfter: auditLog.statusAfter,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actor: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(entityTypes ? inArray(auditLog.entityType, entityTypes) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all();
}
