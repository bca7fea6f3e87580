/**
 * Attribute definitions: the typed extra fields of opportunities, per type.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { attributeDefinitions, opportunityAttributes } from "../../db/schema";
import { recordAudit } from "../audit/audit-log.server";
import { CORE_ATTRIBUTE_NAMES } from "../opportunities/constants";
import { type Actor, ATTRIBUTE_SCHEMA_COLUMNS, ListingError } from "../opportunities/write.server";
import { ATTRIBUTE_MESSAGES, type AttributeDefinitionInput } from "./schemas";

export const ATTRIBUTE_NOT_FOUND = "Attribute not found";
export const CORE_ATTRIBUTE_RENAME =
  "This attribute is used by the public board (search and filters) and cannot be renamed";

const columns = {
  id: attributeDefinitions.id,
  ...ATTRIBUTE_SCHEMA_COLUMNS,
  createdAt: attributeDefinitions.createdAt,
  updatedAt: attributeDefinitions.updatedAt,
};

export interface AttributeFilters {
  q?: string | null;
  type?: string | null;
}

/** Lower display order first (§5), then by label. */
export function listAttributeDefinitions(db: Db, filters: AttributeFilters = {}) {
  const q = filters.q?.trim().toLowerCase();
  const rows = db
    .select(columns)
    .from(attributeDefinitions)
    .where(
      q
        ? sql`(instr(lower(${attributeDefinitions.name}), ${q}) > 0 or instr(lower(${attributeDefinitions.label}), ${q}) > 0)`
        : undefined,
    )
    .orderBy(asc(attributeDefinitions.displayOrder), asc(attributeDefinitions.label))
    .all();
  const type = filters.type;
  return type ? rows.filter((r) => r.opportunityTypes.includes(type as never)) : rows;
}

export type AdminAttributeDefinition = ReturnType<typeof listAttributeDefinitions>[number];

export function getAttributeDefinition(db: Db, id: number): AdminAttributeDefinition {
  const row = db.select(columns).from(attributeDefinitions).where(eq(attributeDefinitions.id, id)).get();
  if (!row) throw new ListingError(404, ATTRIBUTE_NOT_FOUND);
  return row;
}

function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = db
    .select({ id: attributeDefinitions.id })
    .from(attributeDefinitions)
    .where(
      exceptId === undefined
        ? sql`${attributeDefinitions.name} = ${name} collate nocase`
        : and(sql`${attributeDefinitions.name} = ${name} collate nocase`, ne(attributeDefinitions.id, exceptId)),
    )
    .get();
  if (clash) throw new ListingError(409, ATTRIBUTE_MESSAGES.duplicate);
}

function stored(input: AttributeDefinitionInput, name: string) {
  return {
    name,
    label: input.label,
    dataType: input.dataType,
    opportunityTypes: input.opportunityTypes,
    isRequired: input.isRequired,
    defaultValue: input.defaultValue,
    validationRules: input.validationRules,
    displayOrder: input.displayOrder,
  };
}

export function createAttributeDefinition(db: Db, actor: Actor, input: AttributeDefinitionInput) {
  return db.$client
    .transaction(() => {
      assertNameFree(db, input.name);
      const row = db.insert(attributeDefinitions).values(stored(input, input.name)).returning(columns).get();
      recordAudit(db, {
        actorId: actor.id,
        action: "attribute.create",
        entityType: "attribute",
        entityId: row.id,
        details: { name: row.name, label: row.label, dataType: row.dataType },
      });
      return row;
    })
    .immediate();
}

/**
 * Saves an edit. An unchanged name is kept exactly as stored (the seeded
 * `hasPaid` stays `hasPaid`); a new name is normalised. The names the product's
 * code and search index rely on cannot be renamed.
 */
export function updateAttributeDefinition(db: Db, actor: Actor, id: number, input: AttributeDefinitionInput) {
  return db.$client
    .transaction(() => {
      const before = getAttributeDefinition(db, id);
      const unchanged = input.submittedName === before.name || input.name === before.name;
      const name = unchanged ? before.name : input.name;
      if (!unchanged && (CORE_ATTRIBUTE_NAMES as readonly string[]).includes(before.name)) {
        throw new ListingError(409, CORE_ATTRIBUTE_RENAME);
      }
      if (!unchanged) assertNameFree(db, name, id);
      const row = db
        .update(attributeDefinitions)
        .set({ ...stored(input, name), updatedAt: new Date() })
        .where(eq(attributeDefinitions.id, id))
        .returning(columns)
        .get()!;
      recordAudit(db, {
        actorId: actor.id,
        action: "attribute.update",
        entityType: "attribute",
        entityId: id,
        details: {
          name,
          ...(before.name !== name ? { previousName: before.name } : {}),
          ...(before.dataType !== input.dataType ? { dataType: { from: before.dataType, to: input.dataType } } : {}),
        },
      });
      return row;
    })
    .immediate();
}

/** Deletes the definition and, by cascade, every value stored for it (the confirmation warns). */
export function deleteAttributeDefinition(db: Db, actor: Actor, id: number): { valuesRemoved: number } {
  return db.$client
    .transaction(() => {
      const before = getAttributeDefinition(db, id);
      const valuesRemoved =
        db
          .select({ n: sql<number>`count(*)` })
          .from(opportunityAttributes)
          .where(eq(opportunityAttributes.attributeId, id))
          .get()?.n ?? 0;
      db.delete(attributeDefinitions).where(eq(attributeDefinitions.id, id)).run();
      recordAudit(db, {
        actorId: actor.id,
        action: "attribute.delete",
        entityType: "attribute",
        entityId: id,
        details: { name: before.name, label: before.label, valuesRemoved },
      });
      return { valuesRemoved };
    })
    .immediate();
}

/** How many opportunities use each definition (shown on the cards). */
export function attributeUsageCounts(db: Db): Map<number, number> {
  const rows = db
    .select({ id: opportunityAttributes.attributeId, n: sql<number>`count(*)` })
    .from(opportunityAttributes)
    .groupBy(opportunityAttributes.attributeId)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}
