/**
 * The poster's edits: the form's values (the pending revision, else the listing) and the save
 * (a pending or not-approved listing goes back to review; a published one gets a revision).
 */
import { categoryValues } from "~/opportunities/categories.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { attributeDefinitions, listingRevisions, opportunities, opportunityAttributes, organizations } from "../../db/schema";
import {
  findOrCreateSubmittedOrganization,
  getOpportunityAttributes,
  getOpportunityWithOrganization,
  proposedLogo,
  setOpportunityAttributes,
  setProposedLogo,
} from "~/opportunities/store.server";
import { submissionAttributes } from "~/submissions/create.server";
import { listingCauseSlugs, setListingCausesByName } from "~/causes/causes.server";
import type { SubmissionValue } from "~/submissions/schema";
import { MANAGE_MESSAGES } from "./schema";
import { flagText, listingSignals } from "~/trust/signals";
import { organizationFactsByName, submissionFlags } from "~/trust/signals.server";

/** The texts of a submission the signals read. */
function submissionSignalTexts(value: SubmissionValue) {
  return {
    title: value.positionTitle,
    description: value.description,
    requirements: value.requirements,
    applicationInstructions: value.applicationInstructions,
    applicationUrl: value.applicationUrl,
  };
}
import { pickWho, whoColumns, whoFormValues, whoFromColumns } from "~/eligibility/values";
import { WHO_SELECT } from "~/eligibility/store.server";
import { auditPosterAction, immediate, loadStatus, ManageError } from "./managed-listing.server";

/** The form's fields as strings, the way /submit posts them. */
export type SubmissionFormValues = Record<string, string | undefined>;

export function valueToForm(value: SubmissionValue): SubmissionFormValues {
  return {
    opportunityType: value.opportunityType,
    companyName: value.companyName,
    positionTitle: value.positionTitle,
    category: value.category,
    location: value.location ?? undefined,
    city: value.city ?? undefined,
    duration: value.duration,
    offersStipend: value.offersStipend ? "on" : undefined,
    salary: value.salary ?? undefined,
    description: value.description,
    requirements: value.requirements,
    applicationInstructions: value.applicationInstructions,
    applicationUrl: value.applicationUrl,
    companyLogo: value.companyLogo ?? undefined,
    skills: value.skills.join(", "),
    // A revision stored before listings had causes has none.
    causes: value.causes?.join(", "),
    ...(value.openTo === undefined ? {} : whoFormValues(pickWho(value))),
  };
}

/** The listing as the submission form shows it (the approved text; see `editFormValues`). */
export function currentFormValues(db: Db, id: number): SubmissionFormValues {
  const row = getOpportunityWithOrganization(db, id, {
      opportunityType: opportunities.opportunityType,
      title: opportunities.title,
      location: opportunities.location,
      city: opportunities.city,
      description: opportunities.description,
      requirements: opportunities.requirements,
      applicationInstructions: opportunities.applicationInstructions,
      applicationUrl: opportunities.applicationUrl,
      organization: organizations.name,
      logo: organizations.logo,
      ...WHO_SELECT,
    });
  if (!row) throw new ManageError(404, MANAGE_MESSAGES.listingNotFound);
  const attributes = getOpportunityAttributes(db, [id]).get(id) ?? {};
  const skills = Array.isArray(attributes.skills) ? attributes.skills : [];
  return {
    opportunityType: row.opportunityType,
    companyName: row.organization,
    positionTitle: row.title,
    category: typeof attributes.category === "string" ? attributes.category : undefined,
    location: row.location ?? undefined,
    city: row.city ?? undefined,
    duration: typeof attributes.duration === "string" ? attributes.duration : undefined,
    offersStipend: attributes.hasPaid === true ? "on" : undefined,
    salary: typeof attributes.stipend === "string" ? attributes.stipend : undefined,
    description: row.description,
    requirements: row.requirements ?? undefined,
    applicationInstructions: row.applicationInstructions ?? undefined,
    applicationUrl: row.applicationUrl ?? undefined,
    companyLogo: row.logo && /^https?:\/\//.test(row.logo) ? row.logo : undefined,
    skills: skills.join(", "),
    causes: listingCauseSlugs(db, id).join(", "),
    ...whoFormValues(whoFromColumns(row)),
  };
}

export function pendingRevision(db: Db, id: number): SubmissionValue | null {
  const row = db.select({ data: listingRevisions.data }).from(listingRevisions).where(eq(listingRevisions.opportunityId, id)).get();
  return row ? (row.data as unknown as SubmissionValue) : null;
}

/** What the edit form starts from: the revision waiting for review, else the listing. */
export function editFormValues(db: Db, id: number): SubmissionFormValues {
  const revision = pendingRevision(db, id);
  return revision ? valueToForm(revision) : currentFormValues(db, id);
}

/** The categories the edit form offers and accepts: the table's, and the listing's own if an admin removed it (decision 277). */
export function editCategories(db: Db, id: number): [string, ...string[]] {
  const values = categoryValues(db);
  const own = currentFormValues(db, id).category?.toLowerCase();
  return own && !values.includes(own) ? [...values, own] : values;
}

/**
 * Writes a submission's fields onto an opportunity (its type and slug never change). `reviewed`:
 * a moderator approved this text, so the logo it names is the organisation's; otherwise an existing
 * organisation stays as it is, the logo waits with the listing, and the signals are computed again
 * (docs/decisions/365).
 */
export function applySubmission(
  db: Db,
  id: number,
  value: SubmissionValue,
  now: number,
  extra: Partial<typeof opportunities.$inferInsert>,
  { reviewed }: { reviewed: boolean },
) {
  const organization = findOrCreateSubmittedOrganization(db, value.companyName, value.companyLogo);
  const organizationId = organization.id;
  if (reviewed && value.companyLogo && value.companyLogo !== organization.logo) {
    db.update(organizations).set({ logo: value.companyLogo, updatedAt: new Date(now) }).where(eq(organizations.id, organizationId)).run();
  }
  setProposedLogo(db, id, reviewed ? null : proposedLogo(organization, value.companyLogo));
  const review = reviewed
    ? {}
    : { flags: submissionFlags(db, { ...submissionSignalTexts(value), organizationId, organization }, { now, excludeId: id }) };
  const current = db.select({ type: opportunities.opportunityType }).from(opportunities).where(eq(opportunities.id, id)).get()!;
  db.update(opportunities)
    .set({
      title: value.positionTitle,
      organizationId,
      location: current.type === "fellowship" ? null : value.location,
      city: value.city,
      description: value.description,
      requirements: value.requirements,
      applicationInstructions: value.applicationInstructions,
      applicationUrl: value.applicationUrl,
      updatedAt: new Date(now),
      ...review,
      // A revision stored before listings had these fields keeps the stored ones.
      ...(value.openTo === undefined ? {} : whoColumns(pickWho(value))),
      ...extra,
    })
    .where(eq(opportunities.id, id))
    .run();
  setOpportunityAttributes(db, id, submissionAttributes(value));
  if (value.causes) setListingCausesByName(db, id, value.causes);
  // Values the poster removed are removed, not kept from before.
  const removed = [
    ...(value.offersStipend && value.salary ? [] : ["stipend"]),
    ...(value.skills.length > 0 ? [] : ["skills"]),
  ];
  if (removed.length > 0) {
    const ids = db
      .select({ id: attributeDefinitions.id })
      .from(attributeDefinitions)
      .where(inArray(attributeDefinitions.name, removed))
      .all()
      .map((r) => r.id);
    if (ids.length > 0) {
      db.delete(opportunityAttributes)
        .where(and(eq(opportunityAttributes.opportunityId, id), inArray(opportunityAttributes.attributeId, ids)))
        .run();
    }
  }
}

export type EditOutcome = "resubmitted" | "revision";

/**
 * A pending or not-approved listing is updated and goes (back) to review as pending;
 * a published one keeps its public text and gets a revision for the team to review.
 */
export function saveManagedEdit(db: Db, id: number, value: SubmissionValue, now = Date.now()): EditOutcome {
  return immediate(db, () => {
    const before = loadStatus(db, id);
    if (before.status === "pending" || before.status === "rejected") {
      applySubmission(db, id, value, now, { status: "pending", rejectionReason: null }, { reviewed: false });
      auditPosterAction(db, id, "poster-edit", before.status, "pending", { title: value.positionTitle });
      return "resubmitted";
    }
    if (before.status === "published") {
      const data = value as unknown as Record<string, unknown>;
      // The proposed text's signals, for the team's review (app/trust/signals.ts).
      const flags = listingSignals(submissionSignalTexts(value), organizationFactsByName(db, value.companyName)).map(flagText);
      db.insert(listingRevisions)
        .values({ opportunityId: id, data, flags, createdAt: new Date(now) })
        .onConflictDoUpdate({ target: listingRevisions.opportunityId, set: { data, flags, createdAt: new Date(now) } })
        .run();
      auditPosterAction(db, id, "poster-revision", before.status, before.status, { title: before.title, proposedTitle: value.positionTitle });
      return "revision";
    }
    throw new ManageError(409, MANAGE_MESSAGES.notEditable);
  });
}
