/** Every moderation and content decision is written here: who, what, when, status before and after. */
import { desc, eq } from "drizzle-orm";
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
    | "organization";
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

export function latestAuditEntries(db: Db, limit = 10) {
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
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all();
}
