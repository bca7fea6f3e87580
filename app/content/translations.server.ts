/**
 * Content pages' and blog posts' translations (decision 360): one row per page (or post) and
 * language. A page under a language's prefix shows its translation there; without one it shows
 * the English text, says so in one line, and is claimed in that language by neither hreflang nor
 * the sitemap (its canonical is the English page).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { contentTranslations } from "../../db/schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/languages";

export type ContentRef = { pageId: number } | { postId: number };

const column = (ref: ContentRef) => ("pageId" in ref ? contentTranslations.pageId : contentTranslations.postId);
const id = (ref: ContentRef) => ("pageId" in ref ? ref.pageId : ref.postId);

/** The page's translation into `language`, or undefined (English has none: it is the page itself). */
export function contentTranslation(db: Db, ref: ContentRef, language: Locale) {
  if (language === DEFAULT_LOCALE) return undefined;
  return db
    .select({ title: contentTranslations.title, summary: contentTranslations.summary, content: contentTranslations.content, metaDescription: contentTranslations.metaDescription, updatedAt: contentTranslations.updatedAt })
    .from(contentTranslations)
    .where(and(eq(column(ref), id(ref)), eq(contentTranslations.language, language)))
    .get();
}

/** The languages a page exists in: English and each of its translations'. */
export function contentLanguages(db: Db, ref: ContentRef): Locale[] {
  const rows = db.select({ language: contentTranslations.language }).from(contentTranslations).where(eq(column(ref), id(ref))).all();
  return [DEFAULT_LOCALE, ...rows.map((row) => row.language).filter(isLocale)];
}

/** Every page's (or post's) languages at once, by its id, for the sitemap. */
export function allContentLanguages(db: Db, kind: "page" | "post"): Map<number, Locale[]> {
  const key = kind === "page" ? contentTranslations.pageId : contentTranslations.postId;
  const languages = new Map<number, Locale[]>();
  for (const row of db.select({ id: key, language: contentTranslations.language }).from(contentTranslations).where(isNotNull(key)).all()) {
    if (!isLocale(row.language)) continue;
    languages.set(row.id!, [...(languages.get(row.id!) ?? [DEFAULT_LOCALE]), row.language]);
  }
  return languages;
}

/** Stores (or, with no title, removes) a page's translation into one language. */
export function setContentTranslation(
  db: Db,
  ref: ContentRef,
  language: Locale,
  words: { title: string; summary?: string | null; content: string; metaDescription?: string | null } | null,
): void {
  const where = and(eq(column(ref), id(ref)), eq(contentTranslations.language, language));
  if (!words?.title.trim() || !words.content.trim()) {
    db.delete(contentTranslations).where(where).run();
    return;
  }
  const values = { title: words.title.trim(), summary: words.summary ?? null, content: words.content, metaDescription: words.metaDescription ?? null, updatedAt: new Date() };
  const updated = db.update(contentTranslations).set(values).where(where).returning({ id: contentTranslations.id }).all();
  if (updated.length === 0) db.insert(contentTranslations).values({ ...values, ...ref, language }).run();
}
