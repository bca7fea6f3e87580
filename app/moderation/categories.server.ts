/**
 * Categories: a name unique
 * regardless of case and a hex colour. Every change is audited.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { categories } from "../../db/schema";
import { recordAudit } from "../audit/audit-log.server";
import { type Actor, ListingError } from "../opportunities/write.server";
import { CATEGORY_MESSAGES, type CategoryInput } from "./schemas";
import { translatedNames } from "../taxonomy/languages";
import { setNames } from "../taxonomy/names.server";

export const CATEGORY_NOT_FOUND = "Category not found";

const columns = { id: categories.id, name: categories.name, color: categories.color, createdAt: categories.createdAt };

export function listCategories(db: Db) {
  return db
    .select(columns)
    .from(categories)
    .orderBy(asc(sql`${categories.name} collate nocase`))
    .all();
}

export type AdminCategory = ReturnType<typeof listCategories>[number];

export function getCategory(db: Db, id: number): AdminCategory {
  const row = db.select(columns).from(categories).where(eq(categories.id, id)).get();
  if (!row) throw new ListingError(404, CATEGORY_NOT_FOUND);
  return row;
}

function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} = ${name} collate nocase`)
    .all()
    .find((row) => row.id !== exceptId);
  if (clash) throw new ListingError(409, CATEGORY_MESSAGES.duplicate);
}

export function createCategory(db: Db, actor: Actor, input: CategoryInput): AdminCategory {
  return db.$client
    .transaction(() => {
      assertNameFree(db, input.name);
      const row = db.insert(categories).values({ name: input.name, color: input.color }).returning(columns).get();
      setNames(db, "category", row.id, translatedNames(input));
      recordAudit(db, {
        actorId: actor.id,
        action: "category.create",
        entityType: "category",
        entityId: row.id,
        details: input,
      });
      return row;
    })
    .immediate();
}

export function updateCategory(db: Db, actor: Actor, id: number, input: CategoryInput): AdminCategory {
  return db.$client
    .transaction(() => {
      const before = getCategory(db, id);
      assertNameFree(db, input.name, id);
      const row = db.update(categories).set({ name: input.name, color: input.color }).where(eq(categories.id, id)).returning(columns).get()!;
      setNames(db, "category", id, translatedNames(input));
      recordAudit(db, {
        actorId: actor.id,
        action: "category.update",
        entityType: "category",
        entityId: id,
        details: { before: { name: before.name, color: before.color }, after: input },
      });
      return row;
    })
    .immediate();
}

export function deleteCategory(db: Db, actor: Actor, id: number): void {
  db.$client
    .transaction(() => {
      const before = getCategory(db, id);
      db.delete(categories).where(eq(categories.id, id)).run();
      recordAudit(db, {
        actorId: actor.id,
        action: "category.delete",
        entityType: "category",
        entityId: id,
        details: { name: before.name },
      });
    })
    .immediate();
}
