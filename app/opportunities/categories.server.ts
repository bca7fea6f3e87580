import { asc } from "drizzle-orm";
import { databaseVersion, type Db } from "../../db/client.server";
import { categories } from "../../db/schema";
import { CATEGORY_VALUES } from "./constants";
import { openDeadlineCutoff } from "./listing-rules";
import { prepared } from "../lib/statements.server";

/** The categories table, for GET /api/categories (§7): id, name, colour. */
export function listCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, color: categories.color })
    .from(categories)
    .orderBy(asc(categories.name))
    .all();
}

/**
 * The category values every form and import offers and accepts: the categories
 * table's names, lower-cased as listings store them (decision 277). A board whose
 * table is empty (every database is seeded with its essentials) falls back to the
 * built-in list, so posting never has no category to choose.
 */
export function categoryValues(db: Db): [string, ...string[]] {
  const names = tableCategoryValues(db);
  return names.length ? (names as [string, ...string[]]) : [...CATEGORY_VALUES];
}

/** The categories table's values, lower-cased; none when the table is empty. */
export function tableCategoryValues(db: Db): string[] {
  return (prepared(db, "SELECT DISTINCT lower(name) AS name FROM categories ORDER BY name COLLATE NOCASE").all() as {
    name: string;
  }[]).map((r) => r.name);
}

/**
 * The board's category filter: every category of the categories table that has
 * open listings, with its label (docs/decisions/145-category-filter-from-the-table.md).
 * Reused while the database is unchanged, for at most `cacheSeconds`.
 */
const OPEN_CATEGORIES_SQL = `SELECT c.name FROM categories c
  WHERE lower(c.name) IN (SELECT DISTINCT f.category FROM listing_facets f
    WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > ?) AND f.category IS NOT NULL)
  ORDER BY c.name COLLATE NOCASE`;
const openCategoryCache = new WeakMap<object, { version: string; at: number; names: string[] }>();

export function openCategoryNames(db: Db, { now = Date.now(), cacheSeconds = 0 } = {}): string[] {
  const version = databaseVersion(db);
  const hit = openCategoryCache.get(db.$client);
  if (hit && hit.version === version && now - hit.at < cacheSeconds * 1000) return hit.names;
  const names = (prepared(db, OPEN_CATEGORIES_SQL).all(openDeadlineCutoff(now)) as { name: string }[]).map((r) =>
    r.name.toLowerCase(),
  );
  openCategoryCache.set(db.$client, { version, at: now, names });
  return names;
}
