/**
 * Listings for the board's integration tests, written with the shared store
 * helpers (the same path the seed, submissions and moderation use).
 */
import type { Db } from "../../../db/client.server";
import { attributeDefinitions } from "../../../db/schema";
import type { OpportunityType } from "../../../app/opportunities/constants";
import {
  findOrCreateOrganization,
  setOpportunityAttributes,
  uniqueListingSlug,
} from "../../../app/opportunities/store.server";
import { monthlyStipendRupees } from "../../../app/opportunities/stipend-amount";

export const DAY = 86_400_000;

/** The core attribute definitions (the seed creates them in a real database). */
export function ensureAttributeDefinitions(db: Db) {
  const all: OpportunityType[] = ["internship", "fellowship", "course"];
  db.insert(attributeDefinitions)
    .values([
      { name: "category", label: "Category", dataType: "string", opportunityTypes: all, displayOrder: 1 },
      { name: "duration", label: "Duration", dataType: "string", opportunityTypes: all, displayOrder: 2 },
      { name: "stipend", label: "Stipend", dataType: "string", opportunityTypes: all, displayOrder: 3 },
      { name: "hasPaid", label: "Offers stipend", dataType: "boolean", opportunityTypes: all, displayOrder: 4 },
      { name: "skills", label: "Skills", dataType: "array", opportunityTypes: all, displayOrder: 5 },
      { name: "applicationUrl", label: "Application URL", dataType: "string", opportunityTypes: all, displayOrder: 6 },
    ])
    .onConflictDoNothing()
    .run();
}

export interface OpportunityInput {
  title: string;
  organization?: string;
  logo?: string | null;
  type?: OpportunityType;
  status?: "pending" | "draft" | "published" | "rejected" | "expired";
  featured?: boolean;
  archived?: boolean;
  location?: string | null;
  city?: string | null;
  description?: string;
  requirements?: string | null;
  applicationInstructions?: string | null;
  applicationUrl?: string | null;
  postedAt?: Date;
  expiresAt?: Date | null;
  category?: string;
  duration?: string;
  stipend?: string | null;
  hasPaid?: boolean | null;
  skills?: string[];
}

export function createOpportunity(db: Db, input: OpportunityInput) {
  ensureAttributeDefinitions(db);
  const organizationId = findOrCreateOrganization(db, input.organization ?? "Green Earth Trust", {
    logo: input.logo ?? null,
  });
  const slug = uniqueListingSlug(db, input.title);
  // The columns a listing has had since the first migrations, named one by one: the migration tests
  // write with this fixture into databases migrated only part of the way, before later columns existed.
  const row = db.$client
    .prepare(
      `INSERT INTO opportunities (title, organization_id, opportunity_type, slug, status, featured, archived, posted_at, expires_at,
         location, city, description, requirements, application_instructions, application_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      input.title,
      organizationId,
      input.type ?? "internship",
      slug,
      input.status ?? "published",
      input.featured ? 1 : 0,
      input.archived ? 1 : 0,
      (input.postedAt ?? new Date()).getTime(),
      input.expiresAt ? input.expiresAt.getTime() : null,
      input.location === undefined ? "Remote (Work From Home)" : input.location,
      input.city ?? null,
      input.description ?? `${input.title}: a description long enough to be a real listing text.`,
      input.requirements === undefined ? "Curiosity and care for the community." : input.requirements,
      input.applicationInstructions === undefined ? "Send your CV through the form." : input.applicationInstructions,
      input.applicationUrl === undefined ? "https://example.org/apply" : input.applicationUrl,
    ) as { id: number };
  setOpportunityAttributes(db, row.id, {
    category: input.category ?? "engineering",
    duration: input.duration ?? "1-3 months",
    stipend: input.stipend === undefined ? "₹10,000/month" : input.stipend,
    hasPaid: input.hasPaid === undefined ? true : input.hasPaid,
    skills: input.skills ?? [],
  });
  return { id: row.id, slug };
}

export interface JobInput {
  title: string;
  company?: string;
  status?: "pending" | "draft" | "published" | "rejected" | "expired";
  featured?: boolean;
  archived?: boolean;
  category?: string;
  location?: string;
  duration?: string | null;
  salary?: string | null;
  description?: string;
  requirements?: string;
  applicationUrl?: string;
  companyLogo?: string | null;
  postedAt?: Date;
  applicationDeadline?: Date | null;
  expiryDate?: Date | null;
  skills?: string[];
}

export function createJob(db: Db, input: JobInput) {
  const slug = uniqueListingSlug(db, input.title);
  const salary = input.salary === undefined ? "₹5,000/month" : input.salary;
  const ms = (date: Date | null | undefined) => (date ? date.getTime() : null);
  // Plain SQL naming its columns: migration tests write jobs into databases from before later columns.
  const row = {
    company_name: input.company ?? "Legacy Works",
    position_title: input.title,
    slug,
    category: input.category ?? "engineering",
    location: input.location ?? "Remote (Work From Home)",
    duration: input.duration === undefined ? "1-3 months" : input.duration,
    salary,
    description: input.description ?? `${input.title}: a legacy job listing description.`,
    requirements: input.requirements ?? "Legacy requirements text.",
    application_url: input.applicationUrl ?? "https://example.org/legacy-apply",
    company_logo: input.companyLogo ?? null,
    posted_at: (input.postedAt ?? new Date()).getTime(),
    application_deadline: ms(input.applicationDeadline),
    expiry_date: ms(input.expiryDate),
    skills: JSON.stringify(input.skills ?? []),
    featured: input.featured ? 1 : 0,
    status: input.status ?? "published",
    archived: input.archived ? 1 : 0,
    created_at: Date.now(),
    updated_at: Date.now(),
  };
  const columns = Object.keys(row);
  const id = Number(
    db.$client
      .prepare(`INSERT INTO job_listings (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`)
      .run(row).lastInsertRowid,
  );
  // The salary read as the back office's writes read it (app/moderation/jobs.server.ts), where the column exists.
  if (db.$client.prepare("SELECT 1 FROM pragma_table_info('job_listings') WHERE name = 'salary_monthly'").get()) {
    db.$client.prepare("UPDATE job_listings SET salary_monthly = ? WHERE id = ?").run(monthlyStipendRupees(salary), id);
  }
  return { id, slug };
}

/** Midnight UTC of the day `days` from now (how deadlines are stored). */
export function dayFromNow(days: number, now = Date.now()) {
  const d = new Date(now + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
