/**
 * One listing by slug, for its page and for GET /api/opportunities/slug/{slug}.
 *
 * Published and expired unarchived listings of either kind are found, open or
 * closed: a closed listing (deadline or expiry passed, or status 'expired') keeps
 * its page (marked closed, without Apply and without job-posting markup) but
 * leaves search and the sitemap. Pending, draft and rejected listings are not public.
 */
import type { Db } from "../../db/client.server";
import type { OpportunityType } from "./constants";
import { isClosed, type ListingKind, listingPath, listingPathPrefix } from "./listing-rules";
import { prepared } from "../lib/statements.server";
import { OPPORTUNITY_TEXTS } from "./texts";
import { WHO_DEFAULTS, type WhoCanApply, whoFromColumns } from "~/eligibility/values";

export interface ListingDetail {
  kind: ListingKind;
  id: number;
  slug: string;
  /** Legacy jobs are internships on the board (docs/decisions/042). */
  opportunityType: OpportunityType;
  /** /internships/{slug}, /fellowships/{slug}, /courses/{slug} or /jobs/{slug}. */
  path: string;
  pathPrefix: string;
  title: string;
  /** The language its poster wrote it in (the /submit it came from), when the board knows it. */
  writtenIn?: string | null;
  organization: { name: string; logo: string | null; website: string | null; verified: boolean; slug: string | null };
  location: string | null;
  /** Cities of an in-person or hybrid opportunity ("Pune, Mumbai"); null for legacy jobs. */
  city: string | null;
  description: string;
  requirements: string | null;
  applicationInstructions: string | null;
  applicationUrl: string | null;
  postedAt: Date;
  /** The application deadline (midnight UTC), or null when open-ended. */
  deadline: Date | null;
  updatedAt: Date;
  featured: boolean;
  category: string | null;
  duration: string | null;
  stipend: string | null;
  /** A course's fee, from an admin-defined `fee` attribute; null when none is kept. */
  fee?: string | null;
  hasPaid: boolean | null;
  skills: string[];
  closed: boolean;
  /** Hidden from the board after scam reports until an admin decides (app/trust/reports.server.ts). */
  underReview: boolean;
  /** Who can apply and on what terms (app/eligibility); a legacy job: anyone, full-time. */
  who: WhoCanApply;
  /** The signed-in account that posted it, if any: the API shows it a closed listing (docs/lifecycle.md). */
  postedBy: number | null;
}

/** The detail record of §3, with who can apply (its fields by their names, app/eligibility/fields.ts). */
export interface DetailRecord extends WhoCanApply {
  slug: string;
  companyName: string;
  positionTitle: string;
  category: string | null;
  location: string | null;
  salary: string | null;
  description: string;
  requirements: string | null;
  applicationUrl: string | null;
  applicationInstructions: string | null;
  companyLogo: string | null;
  postedAt: string;
  applicationDeadline: string | null;
  skills: string[];
}

interface OpportunityRow {
  written_in: string | null;
  id: number;
  status: string;
  slug: string;
  type: OpportunityType;
  title: string;
  org_name: string;
  org_logo: string | null;
  org_website: string | null;
  org_slug: string | null;
  org_verified: number;
  under_review: number;
  location: string | null;
  city: string | null;
  description: string;
  requirements: string | null;
  application_instructions: string | null;
  application_url: string | null;
  posted_at: number;
  expires_at: number | null;
  updated_at: number;
  featured: number;
  open_to: number;
  part_time: number;
  hours_per_week: number | null;
  work_languages: string | null;
  openings: number | null;
  perks: number;
  programme_for: string | null;
  accessibility: string | null;
  posted_by: number | null;
}

interface JobRow {
  id: number;
  status: string;
  slug: string;
  title: string;
  company: string;
  logo: string | null;
  org_website: string | null;
  org_slug: string | null;
  org_verified: number;
  location: string;
  description: string;
  requirements: string;
  application_instructions: string | null;
  application_url: string;
  posted_at: number;
  deadline: number | null;
  updated_at: number;
  featured: number;
  category: string;
  duration: string | null;
  salary: string | null;
  skills: string | null;
}

function parseSkills(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string" && s.trim() !== "") : [];
  } catch {
    return [];
  }
}

const OPPORTUNITY_SQL = `SELECT o.id, o.slug, o.opportunity_type AS type, o.title, org.name AS org_name,
    org.logo AS org_logo, org.website AS org_website, org.verified AS org_verified, org.slug AS org_slug, o.under_review, o.status, o.location, o.city, o.description, o.requirements,
    o.application_instructions, o.application_url, o.posted_at, o.expires_at, o.updated_at, o.featured, o.posted_by,
    o.open_to, o.part_time, o.hours_per_week, o.work_languages, o.openings, o.perks, o.programme_for, o.accessibility,
    (SELECT p.language FROM listing_posters p WHERE p.opportunity_id = o.id) AS written_in
  FROM opportunities o JOIN organizations org ON org.id = o.organization_id
  WHERE o.slug = ? AND o.status IN ('published', 'expired') AND o.archived = 0`;

const ATTRIBUTES_SQL = `SELECT d.name, a.string_value AS s, a.boolean_value AS b, a.array_value AS a
  FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id
  WHERE a.opportunity_id = ?`;

// A legacy job names its company in text: the organisation of that name (if any) lends its logo, website,
// page and verified mark (decision 345).
const JOB_SQL = `SELECT j.id, j.slug, j.position_title AS title, j.company_name AS company,
         coalesce(j.company_logo, org.logo) AS logo, org.website AS org_website, org.slug AS org_slug,
         coalesce(org.verified, 0) AS org_verified, j.location,
         j.description, j.requirements, j.application_instructions, j.application_url, j.posted_at,
         CASE WHEN j.application_deadline IS NULL THEN j.expiry_date WHEN j.expiry_date IS NULL THEN j.application_deadline
              ELSE min(j.application_deadline, j.expiry_date) END AS deadline,
         j.updated_at, j.featured, j.category, j.duration, j.salary, j.skills, j.status
       FROM job_listings j LEFT JOIN organizations org ON org.name = j.company_name COLLATE NOCASE
       WHERE j.slug = ? AND j.status IN ('published', 'expired') AND j.archived = 0`;

export function getPublicListing(db: Db, slug: string, now = Date.now()): ListingDetail | null {
  const opportunity = prepared(db, OPPORTUNITY_SQL).get(slug) as OpportunityRow | undefined;
  if (opportunity) {
    const values: Record<string, { s: string | null; b: number | null; a: string | null }> = {};
    const rows = prepared(db, ATTRIBUTES_SQL).all(opportunity.id) as {
      name: string;
      s: string | null;
      b: number | null;
      a: string | null;
    }[];
    for (const row of rows) values[row.name] = row;
    const text = (name: string) => values[name]?.s?.trim() || null;
    const deadline = opportunity.expires_at === null ? null : new Date(opportunity.expires_at);
    const hasPaid = values.hasPaid?.b;
    return {
      kind: "opportunity",
      id: opportunity.id,
      slug: opportunity.slug,
      opportunityType: opportunity.type,
      path: listingPath("opportunity", opportunity.type, opportunity.slug),
      pathPrefix: listingPathPrefix("opportunity", opportunity.type),
      title: opportunity.title,
      organization: {
        name: opportunity.org_name,
        logo: opportunity.org_logo,
        website: opportunity.org_website,
        verified: opportunity.org_verified === 1,
        slug: opportunity.org_slug,
      },
      location: opportunity.location,
      city: opportunity.city,
      description: opportunity.description,
      requirements: opportunity.requirements,
      applicationInstructions: opportunity.application_instructions,
      applicationUrl: opportunity.application_url ?? text("applicationUrl"),
      postedAt: new Date(opportunity.posted_at),
      deadline,
      updatedAt: new Date(opportunity.updated_at),
      featured: opportunity.featured === 1,
      category: text("category"),
      duration: text("duration"),
      stipend: text("stipend"),
      fee: text("fee"),
      hasPaid: hasPaid === null || hasPaid === undefined ? null : hasPaid === 1,
      skills: parseSkills(values.skills?.a ?? null),
      closed: opportunity.status === "expired" || isClosed(deadline, now),
      underReview: opportunity.under_review === 1,
      who: whoFromColumns({
        openTo: opportunity.open_to,
        partTime: opportunity.part_time,
        hoursPerWeek: opportunity.hours_per_week,
        workLanguages: opportunity.work_languages,
        openings: opportunity.openings,
        perks: opportunity.perks,
        programmeFor: opportunity.programme_for,
        accessibility: opportunity.accessibility,
      }),
      postedBy: opportunity.posted_by,
      writtenIn: opportunity.written_in,
    };
  }

  const job = prepared(db, JOB_SQL).get(slug) as JobRow | undefined;
  if (!job) return null;
  const deadline = job.deadline === null ? null : new Date(job.deadline);
  return {
    kind: "job",
    id: job.id,
    slug: job.slug,
    opportunityType: "internship",
    path: listingPath("job", "internship", job.slug),
    pathPrefix: "jobs",
    title: job.title,
    organization: { name: job.company, logo: job.logo, website: job.org_website, verified: job.org_verified === 1, slug: job.org_slug },
    location: job.location,
    city: null,
    description: job.description,
    requirements: job.requirements,
    applicationInstructions: job.application_instructions,
    applicationUrl: job.application_url,
    postedAt: new Date(job.posted_at),
    deadline,
    updatedAt: new Date(job.updated_at),
    featured: job.featured === 1,
    category: job.category?.trim() || null,
    duration: job.duration?.trim() || null,
    stipend: job.salary?.trim() || null,
    hasPaid: null,
    skills: parseSkills(job.skills),
    closed: job.status === "expired" || isClosed(deadline, now),
    underReview: false,
    who: WHO_DEFAULTS,
    postedBy: null,
  };
}

/** What the page and the API show as the stipend ("salary" in §3). */
export function salaryText(listing: Pick<ListingDetail, "stipend" | "hasPaid">): string | null {
  if (listing.stipend) return listing.stipend;
  return listing.hasPaid === false ? OPPORTUNITY_TEXTS.stipends.unpaid.message : null;
}

export function toDetailRecord(listing: ListingDetail): DetailRecord {
  return {
    slug: listing.slug,
    companyName: listing.organization.name,
    positionTitle: listing.title,
    category: listing.category,
    location: listing.location,
    salary: salaryText(listing),
    description: listing.description,
    requirements: listing.requirements,
    applicationUrl: listing.applicationUrl,
    applicationInstructions: listing.applicationInstructions,
    companyLogo: listing.organization.logo,
    postedAt: listing.postedAt.toISOString(),
    applicationDeadline: listing.deadline?.toISOString() ?? null,
    skills: listing.skills,
    ...listing.who,
  };
}
