/** What pages and posts share in the database: free slugs and the audit entry of a save. */
import type { Db } from "../../db/client.server";
import { recordAudit } from "~/audit/audit-log.server";
import { slugify } from "~/lib/slugify";

const publishState = (published: boolean) => (published ? "published" : "draft");

/** A free slug from the title: "privacy", "privacy-2", …; `reserved` replaces the slug "listing". */
export function slugFromTitle(title: string, reserved: string, inUse: (slug: string) => boolean) {
  const base = slugify(title).replace(/^listing$/, reserved);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!inUse(candidate)) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** The audit entry of a created (no `before`) or updated page or post, with its state before and after. */
export function auditContentSave(
  db: Db,
  entityType: "content" | "blog",
  actorId: number,
  before: { published: boolean } | null | undefined,
  row: { id: number; slug: string; published: boolean },
) {
  recordAudit(db, {
    actorId,
    action: before ? "update" : "create",
    entityType,
    entityId: row.id,
    statusBefore: before ? publishState(before.published) : null,
    statusAfter: publishState(row.published),
    details: { slug: row.slug },
  });
}
