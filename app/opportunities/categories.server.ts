import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { categories } from "../../db/schema";

/** The categories table, for GET /api/categories (§7): id, name, colour. */
export function listCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, color: categories.color })
    .from(categories)
    .orderBy(asc(categories.name))
    .all();
}
