/**
 * Causes and the listings tagged with them (docs/decisions/271, 272). The admin's list
 * (create, rename, reorder, hide, delete) follows the back office's CRUD shape
 * (app/lib/admin-crud.server.ts); listings keep their causes in `listing_causes`, keyed like
 * `listing_facets` (the opportunity id, or minus the legacy job id).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.server";
import { causes, listingCauses } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { slugify } from "~/lib/slugify";
import type { WriteResult } from "~/settings/site-settings.server";
import { CAUSE_MESSAGES, type CauseInput } from "./schema";
import { translatedNames } from "~/taxonomy/languages";
import { setNames } from "~/taxonomy/names.server";
import { preparedQuery } from "~/lib/statements.server";

const columns = {
  id: causes.id,
  slug: causes.slug,
  name: causes.name,
  description: causes.description,
  position: causes.position,
  hidden: causes.hidden,
};

export type CauseRow = { id: number; slug: string; name: string; description: string; position: number; hidden: boolean };
/** What public pages and the API show of a cause. */
export type PublicCause = Pick<CauseRow, "slug" | "name">;

const ORDER = [asc(causes.position), asc(sql`${causes.name} collate nocase`)];

/** Every cause, hidden ones too, in the admin's order. */
export function listCauses(db: Db): CauseRow[] {
  return db.select(columns).from(causes).orderBy(...ORDER).all();
}

/** The causes visitors see and posters choose from. */
export function visibleCauses(db: Db): CauseRow[] {
  return db.select(columns).from(causes).where(eq(causes.hidden, false)).orderBy(...ORDER).all();
}

export function getCause(db: Db, id: number): CauseRow | undefined {
  return db.select(columns).from(causes).where(eq(causes.id, id)).get();
}

export function visibleCauseBySlug(db: Db, slug: string): CauseRow | undefined {
  return db.select(columns).from(causes).where(and(eq(causes.slug, slug), eq(causes.hidden, false))).get();
}

function clash(db: Db, input: { name: string; slug: string }, exceptId?: number): WriteResult<never> | null {
  const rows = db
    .select({ id: causes.id, slug: causes.slug, name: causes.name })
    .from(causes)
    .where(sql`${causes.slug} = ${input.slug} or ${causes.name} = ${input.name} collate nocase`)
    .all()
    .filter((row) => row.id !== exceptId);
  if (rows.some((row) => row.name.toLowerCase() === input.name.toLowerCase())) {
    return { ok: false, field: "name", message: CAUSE_MESSAGES.nameTaken, status: 409 };
  }
  if (rows.length > 0) return { ok: false, field: "slug", message: CAUSE_MESSAGES.slugTaken, status: 409 };
  return null;
}

/** The causes table's own fields of the form (the translated names go to taxonomy_names). */
function causeColumns({ name, slug, description, position, hidden }: CauseInput) {
  return { name, slug, description, position, hidden };
}

export function createCause(db: Db, input: CauseInput, actorId: number): WriteResult<CauseRow> {
  return db.transaction(
    () => {
      const values = { ...causeColumns(input), slug: input.slug ?? slugify(input.name) };
      const refused = clash(db, values, undefined);
      if (refused) return refused;
      const row = db.insert(causes).values(values).returning(columns).get();
      setNames(db, "cause", row.id, translatedNames(input));
      recordAudit(db, { actorId, action: "cause.create", entityType: "cause", entityId: row.id, details: values });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

/** Renames, reorders, hides or shows a cause; its slug (the page's address) stays unless the admin types a new one. */
export function updateCause(db: Db, id: number, input: CauseInput, actorId: number): WriteResult<CauseRow> {
  return db.transaction(
    () => {
      const before = getCause(db, id);
      if (!before) return { ok: false, message: "Cause not found", status: 404 } as const;
      const values = { ...causeColumns(input), slug: input.slug ?? before.slug };
      const refused = clash(db, values, id);
      if (refused) return refused;
      const row = db.update(causes).set(values).where(eq(causes.id, id)).returning(columns).get()!;
      setNames(db, "cause", id, translatedNames(input));
      recordAudit(db, { actorId, action: "cause.update", entityType: "cause", entityId: id, details: { before, after: values } });
      return { ok: true, value: row } as const;
    },
    { behavior: "immediate" },
  );
}

/** Deletes a cause; its listings lose the tag (hiding keeps it). */
export function deleteCause(db: Db, id: number, actorId: number): boolean {
  const row = db.delete(causes).where(eq(causes.id, id)).returning({ name: causes.name }).get();
  if (!row) return false;
  recordAudit(db, { actorId, action: "cause.delete", entityType: "cause", entityId: id, details: { name: row.name } });
  return true;
}

// ── Listings' causes ─────────────────────────────────────────────────────────

/**
 * The causes named by slugs or names (case-insensitive), in the order given, and the
 * tokens that name none. Hidden causes count only when `includeHidden` (admins).
 */
export function resolveCauses(db: Db, tokens: readonly string[], { includeHidden = false } = {}) {
  return causeResolver(db, { includeHidden })(tokens);
}

/** resolveCauses with the causes read once (bulk import resolves thousands of rows). */
export function causeResolver(db: Db, { includeHidden = false } = {}) {
  const all = includeHidden ? listCauses(db) : visibleCauses(db);
  return (tokens: readonly string[]) => {
    const found: CauseRow[] = [];
    const unknown: string[] = [];
    for (const token of tokens) {
      const key = token.toLowerCase();
      const cause = all.find((c) => c.slug === key || c.name.toLowerCase() === key);
      if (!cause) unknown.push(token);
      else if (!found.includes(cause)) found.push(cause);
    }
    return { found, unknown };
  };
}

/** Replaces a listing's causes (key: the opportunity id, or minus the legacy job id). Call inside the listing's transaction. */
export function setListingCauses(db: Db, key: number, causeIds: readonly number[]): void {
  db.delete(listingCauses).where(eq(listingCauses.key, key)).run();
  if (causeIds.length === 0) return;
  db.insert(listingCauses)
    .values(causeIds.map((causeId) => ({ causeId, key })))
    .onConflictDoNothing()
    .run();
}

/** Stores the causes a validated form named (slugs or names; unknown ones were refused by the schema check). */
export function setListingCausesByName(db: Db, key: number, tokens: readonly string[]): void {
  setListingCauses(db, key, resolveCauses(db, tokens, { includeHidden: true }).found.map((c) => c.id));
}

/** The visible causes of each listing, in the admin's order. */
export function causesOfListings(db: Db, keys: readonly number[]): Map<number, PublicCause[]> {
  const byKey = new Map<number, PublicCause[]>();
  if (keys.length === 0) return byKey;
  const query = preparedQuery(db, "causesOfListings", (db) =>
    db
      .select({ key: listingCauses.key, slug: causes.slug, name: causes.name })
      .from(listingCauses)
      .innerJoin(causes, eq(causes.id, listingCauses.causeId))
      .where(and(inArray(listingCauses.key, sql`(SELECT value FROM json_each(${sql.placeholder("keys")}))`), eq(causes.hidden, false)))
      .orderBy(...ORDER)
      .prepare(),
  );
  for (const { key, slug, name } of query.all({ keys: JSON.stringify(keys) })) {
    const list = byKey.get(key) ?? [];
    list.push({ slug, name });
    byKey.set(key, list);
  }
  return byKey;
}

/** A listing's causes' slugs, hidden ones included (the edit forms start from them). */
export function listingCauseSlugs(db: Db, key: number): string[] {
  return db
    .select({ slug: causes.slug })
    .from(listingCauses)
    .innerJoin(causes, eq(causes.id, listingCauses.causeId))
    .where(eq(listingCauses.key, key))
    .orderBy(...ORDER)
    .all()
    .map((r) => r.slug);
}

/**
 * A listing schema with the one rule the shared schema cannot know: every cause it names exists
 * and is visible (hidden ones too for admins). The form, the API and import add it on the server.
 */
export function withKnownCauses<S extends z.ZodType<{ causes: string[] }>>(db: Db, schema: S, options: { includeHidden?: boolean } = {}) {
  return schema.superRefine((value, ctx) => {
    const { unknown } = resolveCauses(db, value.causes, options);
    if (unknown.length > 0) ctx.addIssue({ code: "custom", path: ["causes"], message: CAUSE_MESSAGES.unknownCause(unknown.join(", ")) });
  });
}

/** The checkboxes' choices: the visible causes' slugs and names. */
export function causeChoices(db: Db): PublicCause[] {
  return visibleCauses(db).map(({ slug, name }) => ({ slug, name }));
}

/**
 * An admin's write (editor, API, import): stores the causes when every one exists, hidden ones
 * included, and returns the refusal message otherwise (nothing stored).
 */
export function setKnownCauses(db: Db, key: number, tokens: readonly string[]): string | null {
  const { found, unknown } = resolveCauses(db, tokens, { includeHidden: true });
  if (unknown.length > 0) return CAUSE_MESSAGES.unknownCause(unknown.join(", "));
  setListingCauses(db, key, found.map((c) => c.id));
  return null;
}
