/**
 * Stores a validated submission: status pending (a moderator publishes it), a
 * slug unique across both listing tables, the organisation found by name
 * (case-insensitive) or created, and the attribute values category, duration,
 * stipend, hasPaid and skills, all in one immediate transaction. The attribute
 * definitions are the seeded essentials (db/seed.ts `seedEssentials`); one an
 * admin has deleted is not stored. The poster's email is kept with the page's
 * language, which their mails are written in (decision 283).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import type { Locale } from "~/i18n/locales";
import { jobListings, listingPosters, opportunities } from "../../db/schema";
import { normaliseEmail } from "~/mail/address";
import { type NoticeSite, queuePosterNotice } from "~/posters/notices.server";
import {
  findOrCreateSubmittedOrganization,
  proposedLogo,
  setOpportunityAttributes,
  setProposedLogo,
  uniqueListingSlug,
} from "~/opportunities/store.server";
import { deadlineInstant } from "./deadline-city";
import { submissionFlags } from "~/trust/signals.server";
import { setListingCausesByName } from "~/causes/causes.server";
import type { SubmissionValue } from "./schema";
import { pickWho, whoColumns } from "~/eligibility/values";

export interface CreatedSubmission {
  id: number;
  slug: string;
  status: "pending";
  opportunityType: SubmissionValue["opportunityType"];
  title: string;
  organizationId: number;
}

export function createSubmission(
  db: Db,
  value: SubmissionValue,
  {
    postedBy = null,
    now = new Date(),
    site,
    language = "en",
    postedAgainFrom = null,
  }: {
    postedBy?: number | null;
    now?: Date;
    site?: NoticeSite;
    language?: Locale;
    /** The listing this one was posted again from ("Post again", docs/decisions/391): named to the moderator, never its duplicate. */
    postedAgainFrom?: number | null;
  } = {},
): CreatedSubmission {
  if (value.opportunityType === "job") return createJobSubmission(db, value, now);
  const opportunityType = value.opportunityType;
  const run = db.$client.transaction((): CreatedSubmission => {
    const againFrom = postedAgainFrom === null ? null : (db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, postedAgainFrom)).get()?.id ?? null);
    // An existing organisation is never changed by an unreviewed submission: the logo it proposes
    // waits with the listing and is applied on approval (docs/decisions/365).
    const organization = findOrCreateSubmittedOrganization(db, value.companyName, value.companyLogo);
    const organizationId = organization.id;
    const slug = uniqueListingSlug(db, `${value.positionTitle} at ${value.companyName}`);
    // Stored for admins, never a refusal (app/trust/signals.ts).
    const flags = submissionFlags(
      db,
      {
        organizationId,
        title: value.positionTitle,
        description: value.description,
        requirements: value.requirements,
        applicationInstructions: value.applicationInstructions,
        stipend: value.offersStipend ? value.salary : null,
        applicationUrl: value.applicationUrl,
        organization,
      },
      { now: now.getTime(), excludeId: againFrom ?? 0 },
    );
    const { id } = db
      .insert(opportunities)
      .values({
        title: value.positionTitle,
        organizationId,
        opportunityType,
        slug,
        status: "pending",
        featured: false,
        postedAt: now,
        location: value.opportunityType === "fellowship" ? null : value.location,
        city: value.city,
        expiresAt: deadlineInstant(value.expiresAt),
        description: value.description,
        requirements: value.requirements,
        applicationInstructions: value.applicationInstructions,
        applicationUrl: value.applicationUrl,
        postedBy,
        flags,
        ...whoColumns(pickWho(value)),
        postedAgainFrom: againFrom,
      })
      .returning({ id: opportunities.id })
      .get();
    setProposedLogo(db, id, proposedLogo(organization, value.companyLogo));
    setOpportunityAttributes(db, id, submissionAttributes(value));
    setListingCausesByName(db, id, value.causes);
    // The poster's email brings the private manage link, in the same transaction.
    if (value.posterEmail && site) {
      db.insert(listingPosters).values({ opportunityId: id, email: normaliseEmail(value.posterEmail), language }).run();
      queuePosterNotice(db, site, id, { kind: "received" });
    }
    return {
      id,
      slug,
      status: "pending",
      opportunityType: value.opportunityType,
      title: value.positionTitle,
      organizationId,
    };
  });
  return run.immediate();
}

/**
 * A job from /submit: pending in job_listings with the board's other jobs, reviewed in the same
 * Pending Approvals (docs/decisions/396-jobs-from-submit.md). Its place is its location type and
 * cities in one line ("In-Person (On-Site), Pune"), which the board's facets read for remote,
 * on-site and city; its causes are keyed by minus its id, as every job's are.
 */
function createJobSubmission(db: Db, value: SubmissionValue, now: Date): CreatedSubmission {
  const run = db.$client.transaction((): CreatedSubmission => {
    // As for every submission, an existing organisation's face is not changed here (docs/decisions/365).
    const organizationId = findOrCreateSubmittedOrganization(db, value.companyName, value.companyLogo).id;
    const slug = uniqueListingSlug(db, `${value.positionTitle} at ${value.companyName}`);
    const { id } = db
      .insert(jobListings)
      .values({
        companyName: value.companyName,
        positionTitle: value.positionTitle,
        slug,
        category: value.category,
        location: [value.location, value.city].filter(Boolean).join(", "),
        duration: null,
        salary: value.salary,
        description: value.description,
        requirements: value.requirements,
        applicationInstructions: value.applicationInstructions,
        applicationUrl: value.applicationUrl,
        companyLogo: value.companyLogo,
        postedAt: now,
        applicationDeadline: deadlineInstant(value.expiresAt),
        skills: value.skills,
        status: "pending",
      })
      .returning({ id: jobListings.id })
      .get();
    setListingCausesByName(db, -id, value.causes);
    return { id, slug, status: "pending", opportunityType: "job", title: value.positionTitle, organizationId };
  });
  return run.immediate();
}

/** A submission's attributes as stored; absent values are not stored (no empty attribute rows). */
export function submissionAttributes(value: SubmissionValue) {
  return {
    category: value.category,
    duration: value.duration ?? undefined,
    stipend: value.offersStipend && value.salary ? value.salary : undefined,
    hasPaid: value.offersStipend,
    skills: value.skills.length > 0 ? value.skills : undefined,
  };
}
