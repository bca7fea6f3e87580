/**
 * The admin write path for opportunities, shared by the moderation pages, the
 * JSON API (/api/admin/opportunities/*) and bulk import. Every function checks
 * its rules on the server and writes the audit log (who, what, when, status
 * before and after). Errors a client can cause are thrown as `ListingError`
 * with a 4xx status; routes turn them into a toast or a JSON answer.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { attributeDefinitions, type ListingStatus, opportunities, organizations } from "../../db/schema";
import { HttpError } from "../lib/api.server";
import { recordAudit } from "../audit/audit-log.server";
import { findTransition, OPPORTUNITY_TRANSITIONS } from "../moderation/transitions";
import { type NoticeSite, queuePosterNotice } from "../posters/notices.server";
import { tableCategoryValues } from "./categories.server";
import { type AttributeDefinitionForSchema, type OpportunityInput, opportunitySchema } from "./opportunity-schema";
import { cityApplies } from "../taxonomy/cities";
import { DEADLINE_CITY_MESSAGES } from "../submissions/deadline-city-values";
import { setKnownCauses } from "~/causes/causes.server";
import { whoColumns } from "~/eligibility/values";
import { applyProposedLogo, findOrCreateOrganization, setOpportunityAttributes, uniqueListingSlug } from "./store.server";
import { reviewedListingFlags } from "~/trust/signals";
import { organizationFacts } from "~/trust/signals.server";

/** Who is acting: the signed-in admin (from the server-side session). */
export interface Actor {
  id: number;
}

/**
 * A refusal the client caused: bad input (400), unknown id (404), a forbidden
 * transition or duplicate (409), too large (413), wrong kind of content (415).
 * `title` is the toast title where the spec gives one (e.g. 'Invalid file').
 */
export class ListingError extends HttpError {
  override name = "ListingError";
}

/** The causes an admin's write names (absent: the stored ones stay); an unknown one is a 400. */
function storeCauses(db: Db, id: number, input: OpportunityInput) {
  const refused = input.causes ? setKnownCauses(db, id, input.causes) : null;
  if (refused) throw new ListingError(400, refused);
}

export const OPPORTUNITY_NOT_FOUND = "Opportunity not found";
export const REJECTION_REASON_REQUIRED = "Please give a reason for the rejection";

/** What of an attribute definition the form schemas need. */
export const ATTRIBUTE_SCHEMA_COLUMNS = {
  name: attributeDefinitions.name,
  label: attributeDefinitions.label,
  dataType: attributeDefinitions.dataType,
  opportunityTypes: attributeDefinitions.opportunityTypes,
  isRequired: attributeDefinitions.isRequired,
  defaultValue: attributeDefinitions.defaultValue,
  validationRules: attributeDefinitions.validationRules,
  displayOrder: attributeDefinitions.displayOrder,
};

/**
 * Every attribute definition, in display order, as the schema needs them. The category's
 * options are the categories table's, whatever its definition lists (decision 277); an
 * empty table leaves the definition's own rules.
 */
/** The columns a new listing takes from its input as written (the admin's editor, import). */
export function listingTextColumns(input: OpportunityInput) {
  return {
    location: input.location,
    city: input.city ?? null,
    description: input.description,
    applicationUrl: input.applicationUrl,
    requirements: input.requirements,
    applicationInstructions: input.applicationInstructions,
  };
}

export function listAttributeDefinitionsForSchema(db: Db): AttributeDefinitionForSchema[] {
  const definitions = db
    .select(ATTRIBUTE_SCHEMA_COLUMNS)
    .from(attributeDefinitions)
    .orderBy(asc(attributeDefinitions.displayOrder), asc(attributeDefinitions.label))
    .all();
  const options = tableCategoryValues(db);
  if (!options.length) return definitions;
  return definitions.map((d) => (d.name === "category" ? { ...d, validationRules: { ...d.validationRules, options } } : d));
}

/**
 * Validates a raw create/edit payload (flat fields plus `attributes`) by the
 * rules of an edit. For bulk import: one call per item, never throws.
 */
export function validateOpportunityInput(
  db: Db,
  raw: unknown,
  definitions: AttributeDefinitionForSchema[] = listAttributeDefinitionsForSchema(db),
) {
  return opportunitySchema(definitions).safeParse(raw);
}

function resolveOrganization(db: Db, input: Pick<OpportunityInput, "organizationId" | "organizationName">): number {
  // A renamed organisation drops its id: the server finds or creates it by name (§5).
  if (input.organizationName) return findOrCreateOrganization(db, input.organizationName);
  if (input.organizationId) {
    const found = db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .get();
    if (found) return found.id;
  }
  throw new ListingError(400, "Organisation name is required");
}

/**
 * Sets the organisation's logo when the input names one that differs from
 * `previous` (the logo the editor showed); `undefined` leaves it as it is.
 */
function applyOrganizationLogo(db: Db, organizationId: number, logo: string | null | undefined, previous: string | null) {
  if (logo === undefined || logo === previous) return false;
  db.update(organizations).set({ logo }).where(eq(organizations.id, organizationId)).run();
  return true;
}

function organizationLogo(db: Db, organizationId: number): string | null {
  return db.select({ logo: organizations.logo }).from(organizations).where(eq(organizations.id, organizationId)).get()?.logo ?? null;
}

function immediate<T>(db: Db, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

function loadOpportunity(db: Db, id: number) {
  const row = db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      status: opportunities.status,
      featured: opportunities.featured,
      opportunityType: opportunities.opportunityType,
      organizationId: opportunities.organizationId,
      city: opportunities.city,
    })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .get();
  if (!row) throw new ListingError(404, OPPORTUNITY_NOT_FOUND);
  return row;
}

export type CreatableStatus = Extract<ListingStatus, "pending" | "draft" | "published">;

/**
 * Creates an opportunity from validated input. Admin-created listings start as
 * drafts unless a status is given (bulk import items may carry one).
 */
export function createOpportunity(
  db: Db,
  actor: Actor,
  input: OpportunityInput,
  options: { status?: CreatableStatus; audit?: boolean } = {},
): { id: number; slug: string } {
  const status = options.status ?? "draft";
  return immediate(db, () => {
    const organizationId = resolveOrganization(db, input);
    applyOrganizationLogo(db, organizationId, input.organizationLogo, organizationLogo(db, organizationId));
    const slug = uniqueListingSlug(db, input.title);
    const now = new Date();
    // The signals of the texts, as bulk import stores them for each row (app/trust/signals.ts).
    const flags = reviewedListingFlags(listingTextColumns(input), organizationFacts(db, organizationId));
    const { id } = db
      .insert(opportunities)
      .values({
        title: input.title,
        organizationId,
        opportunityType: input.opportunityType,
        slug,
        status,
        featured: input.featured,
        postedAt: now,
        expiresAt: input.expiresAt,
        ...listingTextColumns(input),
        postedBy: actor.id,
        approvedBy: status === "published" ? actor.id : null,
        approvedAt: status === "published" ? now : null,
        flags,
        ...(input.who ? whoColumns(input.who) : {}),
      })
      .returning({ id: opportunities.id })
      .get();
    setOpportunityAttributes(db, id, input.attributes);
    storeCauses(db, id, input);
    if (options.audit !== false) {
      recordAudit(db, {
        actorId: actor.id,
        action: "opportunity.create",
        entityType: "opportunity",
        entityId: id,
        statusAfter: status,
        details: { title: input.title },
      });
    }
    return { id, slug };
  });
}

/**
 * Replaces an opportunity's fields and attributes with validated input. The
 * attributes given replace the stored ones (a type change resets them; the
 * schema keeps only the new type's attributes). The slug never changes.
 */
export function updateOpportunity(db: Db, actor: Actor, id: number, input: OpportunityInput): void {
  immediate(db, () => {
    const before = loadOpportunity(db, id);
    // A PATCH without `city` keeps the stored one, which an in-person listing must have (decision 270).
    if (input.city === undefined && !before.city && input.opportunityType !== "fellowship" && cityApplies(input.location)) {
      throw new ListingError(400, DEADLINE_CITY_MESSAGES.cityRequired);
    }
    const organizationId = resolveOrganization(db, input);
    // Compared with the logo of the organisation the editor showed, so renaming
    // the organisation does not carry the old logo over to another one.
    const logoChanged = applyOrganizationLogo(db, organizationId, input.organizationLogo, organizationLogo(db, before.organizationId));
    db.update(opportunities)
      .set({
        title: input.title,
        organizationId,
        opportunityType: input.opportunityType,
        featured: input.featured,
        expiresAt: input.expiresAt,
        location: input.location,
        // Absent (a client that does not know the field): the stored cities stay.
        ...(input.city === undefined ? {} : { city: input.city }),
        description: input.description,
        applicationUrl: input.applicationUrl,
        requirements: input.requirements,
        applicationInstructions: input.applicationInstructions,
        // Absent from a PATCH (a client that does not know them): the stored values stay.
        ...(input.who ? whoColumns(input.who) : {}),
        updatedAt: new Date(),
      })
      .where(eq(opportunities.id, id))
      .run();
    setOpportunityAttributes(db, id, input.attributes, { replace: true });
    storeCauses(db, id, input);
    recordAudit(db, {
      actorId: actor.id,
      action: "opportunity.update",
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: {
        title: input.title,
        ...(before.title !== input.title ? { previousTitle: before.title } : {}),
        ...(before.opportunityType !== input.opportunityType
          ? { typeChanged: { from: before.opportunityType, to: input.opportunityType } }
          : {}),
        ...(before.organizationId !== organizationId ? { organizationChanged: true } : {}),
        ...(before.featured !== input.featured ? { featured: input.featured } : {}),
        ...(logoChanged ? { organizationLogo: input.organizationLogo } : {}),
      },
    });
  });
}

/**
 * Moves an opportunity along the transition table (§4): pending→published
 * (Approve), pending→rejected (Reject, non-empty reason), draft→published
 * (Publish), published→draft (Unpublish). Anything else: 409.
 */
export function changeOpportunityStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: string,
  options: { rejectionReason?: string | null; /** Mails the poster (when there is one) from this site. */ notify?: NoticeSite } = {},
): { from: ListingStatus; to: ListingStatus; action: string } {
  return immediate(db, () => {
    const before = loadOpportunity(db, id);
    const transition = findTransition(OPPORTUNITY_TRANSITIONS, before.status, to);
    if (!transition) {
      throw new ListingError(409, `An opportunity cannot go from ${before.status} to ${to}`);
    }
    const reason = options.rejectionReason?.trim() ?? "";
    if (transition.to === "rejected" && reason === "") throw new ListingError(400, REJECTION_REASON_REQUIRED);
    if (reason.length > 1000) throw new ListingError(400, "The rejection reason cannot exceed 1000 characters");
    const now = new Date();
    db.update(opportunities)
      .set({
        status: transition.to,
        rejectionReason: transition.to === "rejected" ? reason : null,
        ...(transition.to === "published" ? { approvedBy: actor.id, approvedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(opportunities.id, id))
      .run();
    // The logo a submission proposed for an existing organisation is applied only now (docs/decisions/365).
    const logoApplied = transition.to === "published" ? applyProposedLogo(db, id, before.organizationId) : null;
    recordAudit(db, {
      actorId: actor.id,
      action: `opportunity.${transition.action}`,
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      statusAfter: transition.to,
      details: {
        title: before.title,
        ...(transition.to === "rejected" ? { rejectionReason: reason } : {}),
        ...(logoApplied ? { organizationLogo: logoApplied } : {}),
      },
    });
    // Review news for the poster, queued with the decision.
    if (options.notify && transition.action === "approve") queuePosterNotice(db, options.notify, id, { kind: "approved" });
    if (options.notify && transition.to === "rejected") queuePosterNotice(db, options.notify, id, { kind: "rejected", reason });
    return { from: before.status, to: transition.to, action: transition.action };
  });
}

export function setOpportunityFeatured(db: Db, actor: Actor, id: number, featured: boolean): void {
  immediate(db, () => {
    const before = loadOpportunity(db, id);
    db.update(opportunities).set({ featured, updatedAt: new Date() }).where(eq(opportunities.id, id)).run();
    recordAudit(db, {
      actorId: actor.id,
      action: featured ? "opportunity.feature" : "opportunity.unfeature",
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      statusAfter: before.status,
      details: { title: before.title, featured },
    });
  });
}

export function deleteOpportunity(db: Db, actor: Actor, id: number): void {
  immediate(db, () => {
    const before = loadOpportunity(db, id);
    db.delete(opportunities).where(eq(opportunities.id, id)).run();
    recordAudit(db, {
      actorId: actor.id,
      action: "opportunity.delete",
      entityType: "opportunity",
      entityId: id,
      statusBefore: before.status,
      details: { title: before.title },
    });
  });
}
