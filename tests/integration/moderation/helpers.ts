/** Fixtures for the moderation tests: attribute definitions, listings, a valid opportunity. */
import type { Db } from "../../../db/client.server";
import { attributeDefinitions, jobListings, opportunities } from "../../../db/schema";
import { findOrCreateOrganization } from "../../../app/opportunities/store.server";

export function seedDefinitions(db: Db) {
  db.insert(attributeDefinitions)
    .values([
      {
        name: "category",
        label: "Category",
        dataType: "string",
        opportunityTypes: ["internship", "fellowship", "course"],
        isRequired: true,
        displayOrder: 1,
      },
      {
        name: "duration",
        label: "Duration",
        dataType: "string",
        opportunityTypes: ["internship", "course"],
        displayOrder: 2,
      },
      {
        name: "stipend",
        label: "Stipend",
        dataType: "string",
        opportunityTypes: ["internship", "fellowship"],
        displayOrder: 3,
      },
      {
        name: "hasPaid",
        label: "Paid",
        dataType: "boolean",
        opportunityTypes: ["internship", "fellowship"],
        displayOrder: 4,
      },
      {
        name: "skills",
        label: "Skills",
        dataType: "array",
        opportunityTypes: ["internship", "fellowship", "course"],
        displayOrder: 5,
      },
      {
        name: "cohortSize",
        label: "Cohort size",
        dataType: "number",
        opportunityTypes: ["fellowship"],
        displayOrder: 6,
      },
    ])
    .run();
}

let counter = 0;

export function insertOpportunity(
  db: Db,
  values: Partial<typeof opportunities.$inferInsert> & { organization?: string } = {},
) {
  counter++;
  const organizationId = findOrCreateOrganization(db, values.organization ?? "Green Earth Trust");
  const { organization: _o, ...rest } = values;
  return db
    .insert(opportunities)
    .values({
      title: `Solar field intern ${counter}`,
      organizationId,
      opportunityType: "internship",
      slug: `solar-field-intern-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      description: "Help villages in Rajasthan install and maintain solar micro-grids.",
      applicationInstructions: "Apply with your CV",
      location: "Remote (Work From Home)",
      ...rest,
    })
    .returning({ id: opportunities.id, slug: opportunities.slug })
    .get();
}

export function insertJob(db: Db, values: Partial<typeof jobListings.$inferInsert> = {}) {
  counter++;
  return db
    .insert(jobListings)
    .values({
      companyName: "Pratham Books",
      positionTitle: `Design intern ${counter}`,
      slug: `design-intern-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      category: "design",
      location: "Remote (Work From Home)",
      description: "Illustrate children's books in twelve Indian languages for free distribution.",
      requirements: "A portfolio of illustration work",
      applicationUrl: "https://example.org/apply",
      ...values,
    })
    .returning({ id: jobListings.id, slug: jobListings.slug })
    .get();
}

export const validOpportunity = {
  title: "Climate policy fellow",
  organizationName: "Centre for Clean Air",
  opportunityType: "fellowship",
  location: "In-Person (On-Site)",
  description: "Research clean-air policy across three Indian states with our team.",
  requirements: "A degree in public policy or environmental science",
  applicationInstructions: "Send a cover letter",
  applicationUrl: "https://cleanair.example.org/apply",
  expiresAt: "2030-06-30",
  featured: false,
  attributes: {
    category: "data",
    skills: "research, writing",
    cohortSize: 12,
    hasPaid: true,
    stipend: "₹20,000/month",
  },
};
