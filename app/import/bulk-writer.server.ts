/**
 * Stores validated opportunities for bulk import with statements prepared once
 * per import (the per-item query building of the ORM made 10,000 items take
 * minutes). Attributes are written before their opportunity (foreign keys
 * deferred to the end of the batch), so the search-index triggers build each
 * listing's index row once instead of rewriting it per attribute. It writes
 * exactly what `createOpportunity`
 * (app/opportunities/write.server.ts) writes; a test compares the two
 * (tests/integration/content/import.test.ts). docs/decisions/085-bulk-import.md.
 */
import type { Db } from "../../db/client.server";
import type { AttributeDefinition } from "../../db/schema";
import { type CreatableStatus, listingTextColumns } from "~/opportunities/write.server";
import type { AttributeInputValue, OpportunityInput } from "~/opportunities/opportunity-schema";
import { slugify } from "~/lib/slugify";
import { monthlyStipendRupees, STIPEND_ATTRIBUTE } from "~/opportunities/stipend-amount";
import { assignOrganizationSlug } from "~/organizations/slug.server";
import { causeResolver } from "~/causes/causes.server";
import { reviewedListingFlags, type SignalOrganization } from "~/trust/signals";
import { WHO_DEFAULTS, whoColumns } from "~/eligibility/values";

/** Who can apply as the insert binds it (a boolean as 0 or 1). */
function bindableWho(input: OpportunityInput) {
  const columns = whoColumns(input.who ?? WHO_DEFAULTS);
  return { ...columns, partTime: columns.partTime ? 1 : 0 };
}

type Definition = Pick<AttributeDefinition, "id" | "name" | "dataType">;

function encodeAttribute(dataType: Definition["dataType"], value: AttributeInputValue) {
  const row = { s: null as string | null, n: null as number | null, b: null as number | null, d: null as number | null, a: null as string | null };
  switch (dataType) {
    case "number": {
      const n = typeof value === "number" ? value : Number(value);
      row.n = Number.isFinite(n) ? n : null;
      break;
    }
    case "boolean":
      row.b = value === true || value === "true" || value === "on" ? 1 : 0;
      break;
    case "date": {
      const d = value instanceof Date ? value : new Date(String(value));
      row.d = Number.isNaN(d.getTime()) ? null : d.getTime();
      break;
    }
    case "array":
      row.a = JSON.stringify(Array.isArray(value) ? value : String(value).split(/[,\n]/).map((s) => s.trim()).filter(Boolean));
      break;
    default:
      row.s = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return row;
}

export function createBulkWriter(db: Db, actorId: number) {
  const sqlite = db.$client;
  const findOrg = sqlite.prepare<[string], { id: number; name: string; website: string | null; verified: number }>(
    "select id, name, website, verified from organizations where name = ? collate nocase",
  );
  const insertOrg = sqlite.prepare<[string, string | null, string | null]>(
    "insert into organizations (name, website, description) values (?, ?, ?)",
  );
  const slugTaken = sqlite.prepare<[string, string]>(
    "select 1 from opportunities where slug = ? union all select 1 from job_listings where slug = ? limit 1",
  );
  const nextId = sqlite.prepare<[], { id: number }>(
    `select max(coalesce((select seq from sqlite_sequence where name = 'opportunities'), 0),
                coalesce((select max(id) from opportunities), 0)) + 1 as id`,
  );
  const insertOpportunity = sqlite.prepare(
    `insert into opportunities (id, title, organization_id, opportunity_type, slug, status, featured, posted_at, expires_at,
       location, city, description, application_url, requirements, application_instructions, posted_by, approved_by, approved_at, flags,
       open_to, part_time, hours_per_week, work_languages, openings, perks, programme_for, accessibility)
     values (@id, @title, @organizationId, @type, @slug, @status, @featured, @postedAt, @expiresAt,
       @location, @city, @description, @applicationUrl, @requirements, @applicationInstructions, @postedBy, @approvedBy, @approvedAt, @flags,
       @openTo, @partTime, @hoursPerWeek, @workLanguages, @openings, @perks, @programmeFor, @accessibility)`,
  );
  const insertAttribute = sqlite.prepare(
    `insert into opportunity_attributes (opportunity_id, attribute_id, string_value, number_value, boolean_value, date_value, array_value)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const definitions = new Map(
    (sqlite.prepare("select id, name, data_type as dataType from attribute_definitions").all() as Definition[]).map((d) => [d.name, d]),
  );
  const insertCause = sqlite.prepare<[number, number]>("insert or ignore into listing_causes (cause_id, key) values (?, ?)");
  const resolveCauses = causeResolver(db, { includeHidden: true });
  /** Organisation ids by lower-cased name, for this import (dropped when a write is rolled back). */
  const orgIds = new Map<string, number>();
  /** What the signals know of each organisation an item names (app/trust/signals.ts). */
  const orgFacts = new Map<number, SignalOrganization>();

  function organizationId(company: { name: string; website?: string; description?: string }, created: string[]) {
    const name = company.name.trim().replace(/\s+/g, " ");
    const key = name.toLowerCase();
    const cached = orgIds.get(key);
    if (cached) return cached;
    const existing = findOrg.get(name);
    if (existing) {
      orgIds.set(key, existing.id);
      orgFacts.set(existing.id, { name: existing.name, existing: true, verified: existing.verified === 1, website: existing.website });
      return existing.id;
    }
    const id = Number(insertOrg.run(name, company.website ?? null, company.description ?? null).lastInsertRowid);
    orgFacts.set(id, { name, existing: false, verified: false, website: company.website ?? null });
    assignOrganizationSlug(db, id);
    orgIds.set(key, id);
    created.push(key);
    return id;
  }

  function uniqueSlug(title: string) {
    const base = slugify(title);
    if (!slugTaken.get(base, base)) return base;
    for (let n = 2; n < 10_000; n++) {
      const candidate = `${base}-${n}`;
      if (!slugTaken.get(candidate, candidate)) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  /** Stores one opportunity; call inside a transaction that began with `deferForeignKeys()`. */
  function write(
    input: OpportunityInput,
    status: CreatableStatus,
    company: { name: string; website?: string; description?: string },
  ): number {
    const created: string[] = [];
    try {
      return insert(input, status, organizationId(company, created));
    } catch (error) {
      // The caller rolls this write back: forget organisations it created.
      for (const key of created) orgIds.delete(key);
      throw error;
    }
  }

  function insert(input: OpportunityInput, status: CreatableStatus, organizationId: number): number {
    const now = Date.now();
    const id = nextId.get()!.id;
    for (const [name, value] of Object.entries(input.attributes)) {
      const definition = definitions.get(name);
      if (!definition || value === undefined) continue;
      const v = encodeAttribute(definition.dataType, value);
      // A stipend is also kept as a monthly amount in rupees (decision 315), as setOpportunityAttributes does.
      const n = name === STIPEND_ATTRIBUTE && v.s !== null ? monthlyStipendRupees(v.s) : v.n;
      insertAttribute.run(id, definition.id, v.s, n, v.b, v.d, v.a);
    }
    for (const cause of resolveCauses(input.causes ?? []).found) insertCause.run(cause.id, id);
    insertOpportunity.run({
        id,
        title: input.title,
        organizationId,
        type: input.opportunityType,
        slug: uniqueSlug(input.title),
        status,
        featured: input.featured ? 1 : 0,
        postedAt: now,
        expiresAt: input.expiresAt ? input.expiresAt.getTime() : null,
        ...listingTextColumns(input),
        // Each row's signals, for the team (app/trust/signals.ts).
        flags: JSON.stringify(reviewedListingFlags(listingTextColumns(input), orgFacts.get(organizationId))),
        postedBy: actorId,
        approvedBy: status === "published" ? actorId : null,
        approvedAt: status === "published" ? now : null,
        ...bindableWho(input),
    });
    return id;
  }

  return {
    write,
    /** The causes of `tokens` no cause is named by (the row is refused). */
    unknownCauses: (tokens: readonly string[] | undefined) => (tokens ? resolveCauses(tokens).unknown : []),
    /** Foreign keys are checked at the end of the current transaction (attributes go in first). */
    deferForeignKeys: () => sqlite.pragma("defer_foreign_keys = ON"),
    /** After a rolled-back batch: organisations created in it are gone. */
    forgetOrganizations: () => orgIds.clear(),
  };
}
