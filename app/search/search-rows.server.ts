/**
 * Loads a search page's rows: just the columns the result shape needs, and their
 * attributes in one query (no N+1), mapped to the board's summaries in id order.
 */
import { causesOfListings } from "~/causes/causes.server";
import { WHO_DEFAULTS, type WhoCanApply, type StoredWhoColumns, whoFromColumns } from "~/eligibility/values";
import type { Db } from "../../db/client.server";
import type { OpportunityType } from "../opportunities/constants";
import { listingPath } from "../opportunities/listing-rules";
import type { ListingSummary } from "./search-results";
import { JOB_DEADLINE } from "./search-query.server";
import { prepared } from "../lib/statements.server";

/** An opportunity's row with who can apply (whoFromColumns reads those columns). */
type OpportunityRow = StoredWhoColumns & {
  /** The language it was posted in (listing_posters), null for the seed's and the admin's. */
  written_in: string | null;
  id: number;
  slug: string;
  title: string;
  type: OpportunityType;
  location: string | null;
  city: string | null;
  org_name: string;
  org_logo: string | null;
  org_slug: string | null;
  org_verified: number;
  posted_at: number;
  expires_at: number | null;
  featured: number;
  application_url: string | null;
};
interface AttributeRow {
  id: number;
  name: string;
  string_value: string | null;
  boolean_value: number | null;
}
interface JobRow {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  org_name: string;
  org_logo: string | null;
  posted_at: number;
  deadline: number | null;
  featured: number;
  category: string | null;
  duration: string | null;
  salary: string | null;
  application_url: string | null;
}

const OPPORTUNITY_ROWS_SQL = `SELECT o.id, o.slug, o.title, o.opportunity_type AS type, o.location, o.city,
    org.name AS org_name, org.logo AS org_logo, org.verified AS org_verified, org.slug AS org_slug, o.posted_at, o.expires_at, o.featured, o.application_url,
    o.open_to AS openTo, o.part_time AS partTime, o.hours_per_week AS hoursPerWeek, o.work_languages AS workLanguages, o.openings,
    o.perks, o.programme_for AS programmeFor, o.accessibility,
    (SELECT p.language FROM listing_posters p WHERE p.opportunity_id = o.id) AS written_in
  FROM opportunities o JOIN organizations org ON org.id = o.organization_id
  WHERE o.id IN (SELECT value FROM json_each(?))`;
// Each listing's attributes read by its id (a few rows each), rather than each attribute of each listing sought.
const ATTRIBUTE_ROWS_SQL = `SELECT a.opportunity_id AS id, d.name, a.string_value, a.boolean_value
  FROM json_each(?) j CROSS JOIN opportunity_attributes a ON a.opportunity_id = j.value
    CROSS JOIN attribute_definitions d ON d.id = a.attribute_id
  WHERE d.name IN ('category', 'duration', 'stipend', 'hasPaid', 'applicationUrl')`;
const JOB_ROWS_SQL = `SELECT j.id, j.slug, j.position_title AS title, j.location, j.company_name AS org_name,
    j.company_logo AS org_logo, j.posted_at, ${JOB_DEADLINE} AS deadline, j.featured, j.category, j.duration,
    j.salary, j.application_url
  FROM job_listings j WHERE j.id IN (SELECT value FROM json_each(?))`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function loadSummaries(db: Db, ids: number[]): ListingSummary[] {
  const oppIds = ids.filter((id) => id > 0);
  const jobIds = ids.filter((id) => id < 0).map((id) => -id);
  const byId = new Map<number, ListingSummary>();
  const who = new Map<number, WhoCanApply>();
  if (oppIds.length) {
    const json = JSON.stringify(oppIds);
    const attributes = new Map<number, Record<string, string | number | null>>();
    for (const row of prepared(db, ATTRIBUTE_ROWS_SQL).all(json) as AttributeRow[]) {
      const values = attributes.get(row.id) ?? {};
      values[row.name] = row.name === "hasPaid" ? row.boolean_value : row.string_value;
      attributes.set(row.id, values);
    }
    for (const row of prepared(db, OPPORTUNITY_ROWS_SQL).all(json) as OpportunityRow[]) {
      const values = attributes.get(row.id) ?? {};
      const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : null);
      byId.set(row.id, {
        id: row.id,
        kind: "opportunity",
        path: listingPath("opportunity", row.type, row.slug),
        slug: row.slug,
        title: row.title,
        opportunityType: row.type,
        location: row.location,
        city: row.city,
        organization: { name: row.org_name, logo: row.org_logo, verified: row.org_verified === 1 },
        organizationSlug: row.org_slug,
        writtenIn: row.written_in,
        postedAt: iso(row.posted_at)!,
        expiresAt: iso(row.expires_at),
        featured: row.featured === 1,
        hasPaid: values.hasPaid === null || values.hasPaid === undefined ? null : values.hasPaid === 1,
        attributes: {
          category: text("category"),
          stipend: text("stipend"),
          duration: text("duration"),
          applicationUrl: row.application_url ?? text("applicationUrl"),
        },
      });
      who.set(row.id, whoFromColumns(row));
    }
  }
  if (jobIds.length) {
    for (const row of prepared(db, JOB_ROWS_SQL).all(JSON.stringify(jobIds)) as JobRow[]) {
      byId.set(-row.id, {
        id: -row.id,
        kind: "job",
        path: listingPath("job", "internship", row.slug),
        slug: row.slug,
        title: row.title,
        opportunityType: "internship",
        location: row.location,
        city: null,
        organization: { name: row.org_name, logo: row.org_logo, verified: false },
        organizationSlug: null,
        postedAt: iso(row.posted_at)!,
        expiresAt: iso(row.deadline),
        featured: row.featured === 1,
        hasPaid: null,
        attributes: {
          category: row.category,
          stipend: row.salary,
          duration: row.duration,
          applicationUrl: row.application_url,
        },
      });
    }
  }
  for (const [key, causes] of causesOfListings(db, ids)) {
    const item = byId.get(key);
    if (item) item.attributes.causes = causes.map((c) => c.slug).join(", ");
  }
  // Who can apply (app/eligibility): an opportunity's columns; a legacy job is open to anyone, full-time.
  for (const [key, item] of byId) Object.assign(item.attributes, who.get(key) ?? WHO_DEFAULTS);
  return ids.map((id) => byId.get(id)).filter((item): item is ListingSummary => item !== undefined);
}
