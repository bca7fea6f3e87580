/**
 * Shared write and read helpers for listings, used by the seed, submissions,
 * moderation and import: slugs unique across both kinds of listing,
 * organisations found by name, typed attribute values.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client.server";
import {
  type AttributeDefinition,
  attributeDefinitions,
  opportunities,
  opportunityAttributes,
  organizationProposals,
  organizations,
} from "../../db/schema";
import { assignOrganizationSlug } from "../organizations/slug.server";
import { prepared } from "../lib/statements.server";
import { monthlyStipendRupees, STIPEND_ATTRIBUTE } from "./stipend-amount";
import { slugify } from "~/lib/slugify";

function slugTaken(db: Db, slug: string): boolean {
  const row = prepared(db, "select 1 from opportunities where slug = ? union all select 1 from job_listings where slug = ? limit 1").get(
    slug,
    slug,
  );
  return row !== undefined;
}

/** A slug from `text`, unique across opportunities and legacy job listings. */
export function uniqueListingSlug(db: Db, text: string): string {
  const base = slugify(text);
  if (!slugTaken(db, base)) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}-${n}`;
    if (!slugTaken(db, candidate)) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** What an unreviewed submission found or made of the organisation it names. */
export interface SubmittedOrganization {
  id: number;
  name: string;
  /** It existed before this submission (so it may be published and verified). */
  existing: boolean;
  verified: boolean;
  logo: string | null;
  website: string | null;
}

/**
 * The organisation an unreviewed submission names, found by name (case-insensitive, trimmed) or
 * created with the submitted logo. An existing organisation is never changed: its name, logo,
 * website and verified mark change only through review (docs/decisions/365).
 */
export function findOrCreateSubmittedOrganization(db: Db, name: string, logo: string | null | undefined): SubmittedOrganization {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const existing = db
    .select({
      id: organizations.id,
      name: organizations.name,
      logo: organizations.logo,
      website: organizations.website,
      verified: organizations.verified,
    })
    .from(organizations)
    .where(sql`${organizations.name} = ${trimmed} collate nocase`)
    .get();
  if (existing) return { ...existing, existing: true };
  return { id: findOrCreateOrganization(db, trimmed, { logo: logo ?? null }), name: trimmed, existing: false, verified: false, logo: logo ?? null, website: null };
}

/** The logo a submission proposes for an existing organisation, to wait for review; null when it changes nothing. */
export function proposedLogo(organization: SubmittedOrganization, logo: string | null | undefined): string | null {
  return organization.existing && logo && logo !== organization.logo ? logo : null;
}

/** Keeps (or drops, with null) the logo a listing's submission proposes, until review (docs/decisions/365). */
export function setProposedLogo(db: Db, opportunityId: number, logo: string | null): void {
  if (logo === null) {
    db.delete(organizationProposals).where(eq(organizationProposals.opportunityId, opportunityId)).run();
    return;
  }
  db.insert(organizationProposals)
    .values({ opportunityId, logo })
    .onConflictDoUpdate({ target: organizationProposals.opportunityId, set: { logo } })
    .run();
}

/** Applies the logo a listing's submission proposed to its organisation, once; the logo set, or null. */
export function applyProposedLogo(db: Db, opportunityId: number, organizationId: number): string | null {
  const row = db.select({ logo: organizationProposals.logo }).from(organizationProposals).where(eq(organizationProposals.opportunityId, opportunityId)).get();
  if (!row) return null;
  db.update(organizations).set({ logo: row.logo, updatedAt: new Date() }).where(eq(organizations.id, organizationId)).run();
  setProposedLogo(db, opportunityId, null);
  return row.logo;
}

/** Finds an organisation by name (case-insensitive, trimmed) or creates it (trusted callers: admins, import, seed). */
export function findOrCreateOrganization(
  db: Db,
  name: string,
  extra: { logo?: string | null; website?: string | null; description?: string | null } = {},
): number {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const existing = db
    .select({ id: organizations.id, logo: organizations.logo })
    .from(organizations)
    .where(sql`${organizations.name} = ${trimmed} collate nocase`)
    .get();
  if (existing) {
    if (extra.logo && !existing.logo) {
      db.update(organizations).set({ logo: extra.logo }).where(eq(organizations.id, existing.id)).run();
    }
    return existing.id;
  }
  const id = db
    .insert(organizations)
    .values({
      name: trimmed,
      logo: extra.logo ?? null,
      website: extra.website ?? null,
      description: extra.description ?? null,
    })
    .returning({ id: organizations.id })
    .get().id;
  assignOrganizationSlug(db, id);
  return id;
}

export type AttributeValue = string | number | boolean | Date | string[] | null;

function columnsFor(definition: Pick<AttributeDefinition, "dataType">, value: AttributeValue) {
  const empty = { stringValue: null, numberValue: null, booleanValue: null, dateValue: null, arrayValue: null };
  if (value === null || value === undefined) return empty;
  switch (definition.dataType) {
    case "number": {
      const n = typeof value === "number" ? value : Number(value);
      return { ...empty, numberValue: Number.isFinite(n) ? n : null };
    }
    case "boolean":
      return { ...empty, booleanValue: value === true || value === "true" || value === "on" };
    case "date": {
      const d = value instanceof Date ? value : new Date(String(value));
      return { ...empty, dateValue: Number.isNaN(d.getTime()) ? null : d };
    }
    case "array": {
      const list = Array.isArray(value)
        ? value
        : String(value)
            .split(/[,\n]/)
            .map((s) => s.trim())
            .filter(Boolean);
      return { ...empty, arrayValue: list };
    }
    default:
      return { ...empty, stringValue: Array.isArray(value) ? value.join(", ") : String(value) };
  }
}

/**
 * Stores attribute values by definition name (unknown names are ignored).
 * With `replace`, values of other attributes are removed (a type change resets them).
 */
export function setOpportunityAttributes(
  db: Db,
  opportunityId: number,
  values: Record<string, AttributeValue | undefined>,
  { replace = false }: { replace?: boolean } = {},
): void {
  // Prepared statements: every submission, edit and imported row comes through here.
  const definitions = prepared(db, "SELECT id, name, data_type AS dataType FROM attribute_definitions").all() as Pick<
    AttributeDefinition,
    "id" | "name" | "dataType"
  >[];
  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (replace) {
    prepared(db, "DELETE FROM opportunity_attributes WHERE opportunity_id = ?").run(opportunityId);
  }
  const upsert = prepared(
    db,
    `INSERT INTO opportunity_attributes (opportunity_id, attribute_id, string_value, number_value, boolean_value, date_value, array_value)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (opportunity_id, attribute_id) DO UPDATE SET string_value = excluded.string_value,
       number_value = excluded.number_value, boolean_value = excluded.boolean_value, date_value = excluded.date_value,
       array_value = excluded.array_value, updated_at = ?`,
  );
  for (const [name, value] of Object.entries(values)) {
    const definition = byName.get(name);
    if (!definition || value === undefined) continue;
    const c = columnsFor(definition, value);
    upsert.run(
      opportunityId,
      definition.id,
      c.stringValue,
      // A stipend's text is also kept as a monthly amount in rupees, for its filter and sort (decision 315).
      name === STIPEND_ATTRIBUTE && c.stringValue !== null ? monthlyStipendRupees(c.stringValue) : c.numberValue,
      c.booleanValue === null ? null : c.booleanValue ? 1 : 0,
      c.dateValue === null ? null : c.dateValue.getTime(),
      c.arrayValue === null ? null : JSON.stringify(c.arrayValue),
      Date.now(),
    );
  }
}

/** Attribute values keyed by opportunity id, then by definition name. */
export function getOpportunityAttributes(
  db: Db,
  opportunityIds: number[],
): Map<number, Record<string, AttributeValue>> {
  const result = new Map<number, Record<string, AttributeValue>>();
  if (opportunityIds.length === 0) return result;
  const rows = db
    .select({
      opportunityId: opportunityAttributes.opportunityId,
      name: attributeDefinitions.name,
      dataType: attributeDefinitions.dataType,
      stringValue: opportunityAttributes.stringValue,
      numberValue: opportunityAttributes.numberValue,
      booleanValue: opportunityAttributes.booleanValue,
      dateValue: opportunityAttributes.dateValue,
      arrayValue: opportunityAttributes.arrayValue,
    })
    .from(opportunityAttributes)
    .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, opportunityAttributes.attributeId))
    .where(inArray(opportunityAttributes.opportunityId, opportunityIds))
    .all();
  for (const row of rows) {
    const values = result.get(row.opportunityId) ?? {};
    values[row.name] =
      row.dataType === "number"
        ? row.numberValue
        : row.dataType === "boolean"
          ? row.booleanValue
          : row.dataType === "date"
            ? row.dateValue
            : row.dataType === "array"
              ? (row.arrayValue ?? [])
              : row.stringValue;
    result.set(row.opportunityId, values);
  }
  return result;
}

/** Whether a listing with this slug exists in either table. */
export function listingSlugExists(db: Db, slug: string) {
  return slugTaken(db, slug);
}


/** The given columns of one opportunity and its organisation (undefined when there is no such id). */
export function getOpportunityWithOrganization<Columns extends SelectedFields>(db: Db, id: number, columns: Columns) {
  // Drizzle cannot carry a generic selection through the join; the result has exactly these columns.
  return db
    .select(columns as SelectedFields)
    .from(opportunities)
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .where(eq(opportunities.id, id))
    .get() as SelectResultFields<Columns> | undefined;
}
