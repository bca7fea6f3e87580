/**
 * Causes' and categories' names (and a cause's description) in the interface languages other than
 * English, stored by language code in `taxonomy_names` (docs/decisions/301). Pages ask for the
 * words of their language; a cause or category without a row is shown in English, marked so.
 */
import { and, eq } from "drizzle-orm";
import { databaseVersion, type Db } from "../../db/client.server";
import { taxonomyNames } from "../../db/schema";
import { categoryLabel } from "~/opportunities/constants";
import { prepared } from "~/lib/statements.server";
import { isPseudo, pseudoName } from "~/i18n/pseudo-name";
import type { TranslatedNames } from "./languages";

export type TaxonomyKind = "cause" | "category";

/** A cause's or category's stored names, by language. */
export function namesOf(db: Db, kind: TaxonomyKind, refId: number): TranslatedNames {
  const rows = db
    .select({ language: taxonomyNames.language, name: taxonomyNames.name, description: taxonomyNames.description })
    .from(taxonomyNames)
    .where(and(eq(taxonomyNames.kind, kind), eq(taxonomyNames.refId, refId)))
    .all();
  return Object.fromEntries(rows.map(({ language, ...words }) => [language, words]));
}

/** Stores the names an admin wrote (inside the cause's or category's transaction); an empty name removes the language's row. */
export function setNames(db: Db, kind: TaxonomyKind, refId: number, names: TranslatedNames): void {
  for (const [language, { name, description }] of Object.entries(names)) {
    const where = and(eq(taxonomyNames.kind, kind), eq(taxonomyNames.refId, refId), eq(taxonomyNames.language, language));
    if (!name) {
      db.delete(taxonomyNames).where(where).run();
      continue;
    }
    db.insert(taxonomyNames)
      .values({ kind, refId, language, name, description })
      .onConflictDoUpdate({ target: [taxonomyNames.kind, taxonomyNames.refId, taxonomyNames.language], set: { name, description } })
      .run();
  }
}

const NAMES_SQL = `SELECT n.kind, coalesce(c.name, g.name) AS english, n.name, n.description FROM taxonomy_names n
  LEFT JOIN causes c ON n.kind = 'cause' AND c.id = n.ref_id
  LEFT JOIN categories g ON n.kind = 'category' AND g.id = n.ref_id
  WHERE n.language = ?`;

/** The pseudo-language of tests has no rows: every cause's and category's English, to be accented (decision 455). */
const ENGLISH_NAMES_SQL = `SELECT 'cause' AS kind, name AS english, name, description FROM causes
  UNION ALL SELECT 'category', name, name, '' FROM categories`;

export interface DataNames {
  /** English name (a cause's, or a category's label as cards show it) → the language's name. */
  names: Record<string, string>;
  /** A cause's English description → the language's. */
  descriptions: Record<string, string>;
}
const cache = new WeakMap<object, Map<string, { version: string; words: DataNames }>>();

/** Every translated cause and category name of a language, read again when the database changes. */
export function dataNames(db: Db, language: string): DataNames {
  const version = databaseVersion(db);
  const byLanguage = cache.get(db.$client) ?? new Map<string, { version: string; words: DataNames }>();
  cache.set(db.$client, byLanguage);
  const hit = byLanguage.get(language);
  if (hit?.version === version) return hit.words;
  const words: DataNames = { names: {}, descriptions: {} };
  const pseudo = isPseudo(language);
  const rows = (pseudo ? prepared(db, ENGLISH_NAMES_SQL).all() : prepared(db, NAMES_SQL).all(language)) as { kind: TaxonomyKind; english: string | null; name: string; description: string }[];
  for (const row of rows) {
    if (!row.english) continue;
    const english = row.kind === "category" ? categoryLabel(row.english.toLowerCase()) : row.english;
    words.names[english] = pseudo ? pseudoName(english) : row.name;
    if (row.description) words.descriptions[row.english] = pseudo ? pseudoName(row.description) : row.description;
  }
  byLanguage.set(language, { version, words });
  return words;
}

/** A cause's description in a language, or its English when it has none there. */
export function localDescription(db: Db, cause: { name: string; description: string }, language: string): string {
  return language === "en" ? cause.description : (dataNames(db, language).descriptions[cause.name] ?? cause.description);
}
