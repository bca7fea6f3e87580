/**
 * What the moderation screens and the admin API read: the opportunity list with
 * its filters, one opportunity for the edit form, organisations, the dashboard
 * counts and the latest decisions. Only the columns needed are selected.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  attributeDefinitions,
  categories,
  jobListings,
  type ListingStatus,
  LISTING_STATUSES,
  opportunities,
  opportunityAttributes,
  type OpportunityType,
  OPPORTUNITY_TYPES,
  organizations,
} from "../../db/schema";
import { latestAuditEntries } from "../audit/audit-log.server";
import { whoFromColumns } from "~/eligibility/values";
import { WHO_SELECT } from "~/eligibility/store.server";
import { adminListPage } from "./list-page.server";
import { LISTING_SORTS, listingStatsColumns, listingStatsJoin, listingStatsOrder, type ListingSort } from "../insights/admin-list.server";
import { getOpportunityAttributes, getOpportunityWithOrganization } from "../opportunities/store.server";
import { ListingError, OPPORTUNITY_NOT_FOUND } from "../opportunities/write.server";

export interface OpportunityListFilters {
  q?: string | null;
  type?: OpportunityType | null;
  status?: ListingStatus | null;
  limit?: number;
  offset?: number;
  /** Views, apply clicks or apply rate first (app/insights); null: newest first. */
  sort?: ListingSort | null;
}

/** Reads `?q=&type=&status=&sort=` leniently: unknown values mean "all" (and newest first). */
export function parseOpportunityFilters(params: URLSearchParams) {
  const type = params.get("type");
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    type: (OPPORTUNITY_TYPES as readonly string[]).includes(type ?? "") ? (type as OpportunityType) : null,
    status: (LISTING_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListingStatus) : null,
    sort: (LISTING_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as ListingSort) : null,
  };
}

const listColumns = {
  id: opportunities.id,
  slug: opportunities.slug,
  title: opportunities.title,
  description: opportunities.description,
  status: opportunities.status,
  opportunityType: opportunities.opportunityType,
  featured: opportunities.featured,
  postedAt: opportunities.postedAt,
  expiresAt: opportunities.expiresAt,
  location: opportunities.location,
  applicationUrl: opportunities.applicationUrl,
  rejectionReason: opportunities.rejectionReason,
  // Trust and safety signals for admins (app/trust/): stored at submission, never public.
  flags: opportunities.flags,
  underReview: opportunities.underReview,
  // "Post again" (docs/decisions/391): the listing this submission was posted again from.
  postedAgainFrom: opportunities.postedAgainFrom,
  organizationId: organizations.id,
  organizationName: organizations.name,
};

function opportunityWhere(filters: OpportunityListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(opportunities.opportunityType, filters.type));
  if (filters.status) conditions.push(eq(opportunities.status, filters.status));
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    conditions.push(
      sql`(instr(lower(${opportunities.title}), ${q}) > 0 or instr(lower(${organizations.name}), ${q}) > 0 or instr(lower(${opportunities.description}), ${q}) > 0)`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The admin list (§3 "Admin opportunity list entry"), newest first; pending oldest first. */
export function listAdminOpportunities(db: Db, filters: OpportunityListFilters = {}) {
  const where = opportunityWhere(filters);
  const query = db
    .select({ ...listColumns, ...listingStatsColumns })
    .from(opportunities)
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .leftJoin(listingStatsJoin, eq(listingStatsJoin.listingKey, opportunities.id))
    .where(where)
    .$dynamic();
  const rows = adminListPage(query, opportunities, { ...filters, orderFirst: listingStatsOrder(filters.sort) }).all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(opportunities)
      .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
      .where(where)
      .get()?.n ?? 0;
  const items = rows.map(({ organizationId, organizationName, ...row }) => ({
    ...row,
    organization: { id: organizationId, name: organizationName },
  }));
  return { items, total };
}

export type AdminOpportunity = ReturnType<typeof listAdminOpportunities>["items"][number];

/** The list entries with their attribute maps (the JSON API's shape). */
export function withAttributes<T extends { id: number }>(db: Db, items: T[]) {
  const attributes = getOpportunityAttributes(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({ ...item, attributes: attributes.get(item.id) ?? {} }));
}

/** One opportunity with everything the edit form shows. */
export function getAdminOpportunity(db: Db, id: number) {
  const row = getOpportunityWithOrganization(db, id, {
      ...listColumns,
      requirements: opportunities.requirements,
      applicationInstructions: opportunities.applicationInstructions,
      city: opportunities.city,
      organizationLogo: organizations.logo,
      ...WHO_SELECT,
    });
  if (!row) throw new ListingError(404, OPPORTUNITY_NOT_FOUND);
  const { organizationId, organizationName, organizationLogo, openTo, partTime, hoursPerWeek, workLanguages, openings, perks, programmeFor, accessibility, ...rest } = row;
  return {
    ...rest,
    who: whoFromColumns({ openTo, partTime, hoursPerWeek, workLanguages, openings, perks, programmeFor, accessibility }),
    organization: { id: organizationId, name: organizationName, logo: organizationLogo },
    attributes: getOpportunityAttributes(db, [id]).get(id) ?? {},
  };
}

export type AdminOpportunityDetail = ReturnType<typeof getAdminOpportunity>;

export function listOrganizations(db: Db) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      logo: organizations.logo,
      website: organizations.website,
      description: organizations.description,
      verified: organizations.verified,
    })
    .from(organizations)
    .orderBy(asc(sql`${organizations.name} collate nocase`))
    .all();
}


/**
 * Dashboard counts over both kinds of listing: published (Active Listings),
 * published and featured (Featured Listings), pending (Pending Approval), and the
 * published listings per category.
 */
export function dashboardStats(db: Db) {
  const count = (table: typeof opportunities | typeof jobListings, where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(table)
      .where(where)
      .get()?.n ?? 0;
  const published = {
    opportunities: count(opportunities, eq(opportunities.status, "published")),
    jobs: count(jobListings, eq(jobListings.status, "published")),
  };
  const featured = {
    opportunities: count(opportunities, and(eq(opportunities.status, "published"), eq(opportunities.featured, true))),
    jobs: count(jobListings, and(eq(jobListings.status, "published"), eq(jobListings.featured, true))),
  };
  const pending = {
    opportunities: count(opportunities, eq(opportunities.status, "pending")),
    jobs: count(jobListings, eq(jobListings.status, "pending")),
    // Posters' edits to published listings wait in the same queue.
    revisions: pendingRevisionCount(db),
  };
  // Every category of the categories table (docs/decisions/145), matched case-insensitively.
  const names = db
    .select({ name: categories.name })
    .from(categories)
    .orderBy(asc(sql`${categories.name} collate nocase`))
    .all()
    .map((c) => c.name.toLowerCase());
  const opportunityCategories = db
    .select({ category: sql<string>`lower(${opportunityAttributes.stringValue})`, n: sql<number>`count(*)` })
    .from(opportunityAttributes)
    .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, opportunityAttributes.attributeId))
    .innerJoin(opportunities, eq(opportunities.id, opportunityAttributes.opportunityId))
    .where(and(eq(attributeDefinitions.name, "category"), eq(opportunities.status, "published")))
    .groupBy(sql`lower(${opportunityAttributes.stringValue})`)
    .all();
  const jobCategories = db
    .select({ category: sql<string>`lower(${jobListings.category})`, n: sql<number>`count(*)` })
    .from(jobListings)
    .where(eq(jobListings.status, "published"))
    .groupBy(sql`lower(${jobListings.category})`)
    .all();
  const categoryCounts = [...new Set(names)].map((category) => ({
    category,
    count:
      (opportunityCategories.find((r) => r.category === category)?.n ?? 0) +
      (jobCategories.find((r) => r.category === category)?.n ?? 0),
  }));
  return {
    active: published.opportunities + published.jobs,
    featured: featured.opportunities + featured.jobs,
    pending: pending.opportunities + pending.jobs + pending.revisions,
    breakdown: { published, featured, pending },
    categories: categoryCounts,
  };
}

/** The latest moderation decisions (listings, attributes, categories) from the audit log. */
export function latestDecisions(db: Db, limit = 8) {
  return latestAuditEntries(db, limit, ["opportunity", "job", "category", "attribute", "import"]);
}

export type Decision = ReturnType<typeof latestDecisions>[number];

/** How many posters' edits to published listings wait for review (they count as pending). */
export function pendingRevisionCount(db: Db): number {
  return db.$client.prepare("SELECT count(*) AS n FROM listing_revisions").pluck().get() as number;
}
