/**
 * listing_facets is derived data kept by triggers (db/migrations/0002): it must
 * follow every write to listings and attributes, and its SQL rules must agree
 * with the JavaScript ones the pages use (listing-rules.ts, job-posting.ts).
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { attributeDefinitions, jobListings, opportunities } from "../../../db/schema";
import { workPlace } from "../../../app/seo/job-posting";
import { isPaid } from "../../../app/opportunities/listing-rules";
import { setOpportunityAttributes } from "../../../app/opportunities/store.server";
import { createTestDb, type TestDb } from "../../support/db";
import { facetBackfillStatements } from "../../../bench/lib/listings-data";
import { createJob, createOpportunity } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

interface FacetRow {
  key: number;
  visible: number;
  opportunity_type: string;
  featured: number;
  posted_at: number;
  deadline: number | null;
  category: string | null;
  duration: string | null;
  paid: number;
  remote: number;
  on_site: number;
}
const facet = (key: number) =>
  t.db.$client.prepare("SELECT * FROM listing_facets WHERE key = ?").get(key) as FacetRow | undefined;

describe("search facets follow every write", () => {
  it("are created with a listing and follow its attributes, status and deletion", () => {
    t = createTestDb();
    const posted = new Date(Date.UTC(2025, 0, 10));
    const { id } = createOpportunity(t.db, {
      title: "Facet intern",
      category: "Design",
      duration: "3-6 months",
      hasPaid: true,
      stipend: "₹7,000/month",
      location: "Both Remote & In-Person",
      postedAt: posted,
      expiresAt: new Date(Date.UTC(2025, 1, 1)),
      featured: true,
    });
    expect(facet(id)).toEqual({
      key: id,
      visible: 1,
      opportunity_type: "internship",
      featured: 1,
      posted_at: posted.getTime(),
      deadline: Date.UTC(2025, 1, 1),
      category: "design",
      duration: "3-6 months",
      paid: 1,
      remote: 1,
      on_site: 1,
      city: null,
      state: null,
      cause_mask: 0,
      stipend_monthly: 7000,
      // Who can apply (migration 0035): open to anyone, full-time, nothing said.
      open_to: 0,
      part_time: 0,
      perks: 0,
      work_languages: null,
      programme_for: null,
    });

    setOpportunityAttributes(t.db, id, { category: "data", hasPaid: false, duration: "6+ months" });
    expect(facet(id)).toMatchObject({ category: "data", paid: 0, duration: "6+ months" });

    t.db.update(opportunities).set({ status: "draft", opportunityType: "fellowship", location: null }).where(eq(opportunities.id, id)).run();
    expect(facet(id)).toMatchObject({ visible: 0, opportunity_type: "fellowship", remote: 0, on_site: 0 });
    t.db.update(opportunities).set({ status: "published", archived: true }).where(eq(opportunities.id, id)).run();
    expect(facet(id)?.visible).toBe(0);

    t.db.delete(opportunities).where(eq(opportunities.id, id)).run();
    expect(facet(id)).toBeUndefined();
  });

  it("drop an attribute's value when the attribute is deleted or its definition renamed", () => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "Rename check", category: "marketing" });
    t.db.update(attributeDefinitions).set({ name: "area" }).where(eq(attributeDefinitions.name, "category")).run();
    expect(facet(id)?.category).toBeNull();
    t.db.update(attributeDefinitions).set({ name: "category" }).where(eq(attributeDefinitions.name, "area")).run();
    expect(facet(id)?.category).toBe("marketing");
    t.db.delete(attributeDefinitions).where(eq(attributeDefinitions.name, "category")).run();
    expect(facet(id)?.category).toBeNull();
  });

  it("cover legacy jobs under the key -id, as jobs, closing at the earlier date", () => {
    t = createTestDb();
    const { id } = createJob(t.db, {
      title: "Legacy facet",
      category: "Engineering",
      location: "Pune, Maharashtra",
      salary: "Unpaid",
      applicationDeadline: new Date(Date.UTC(2025, 5, 30)),
      expiryDate: new Date(Date.UTC(2025, 5, 20)),
    });
    expect(facet(-id)).toMatchObject({
      visible: 1,
      opportunity_type: "job",
      category: "engineering",
      deadline: Date.UTC(2025, 5, 20),
      paid: 0,
      remote: 0,
      on_site: 1,
    });
    t.db.update(jobListings).set({ status: "draft", salary: "₹4,000/month" }).where(eq(jobListings.id, id)).run();
    expect(facet(-id)).toMatchObject({ visible: 0, paid: 1 });
    t.db.delete(jobListings).where(eq(jobListings.id, id)).run();
    expect(facet(-id)).toBeUndefined();
  });

  it("are filled by the migration for listings that existed before it", () => {
    t = createTestDb();
    const a = createOpportunity(t.db, { title: "Before facets", category: "design", hasPaid: null, stipend: "₹3,000/month" });
    const b = createJob(t.db, { title: "Legacy before facets" });
    const before = [facet(a.id), facet(-b.id)];
    t.db.$client.exec("DELETE FROM listing_facets");
    const statements = facetBackfillStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) t.db.$client.exec(statement);
    expect([facet(a.id), facet(-b.id)]).toEqual(before);
  });
});

describe("the SQL rules agree with the JavaScript rules", () => {
  const stipends: [boolean | null, string | null][] = [
    [true, null],
    [false, "₹10,000/month"],
    [null, "₹10,000/month"],
    [null, "Unpaid"],
    [null, "unpaid internship"],
    [null, "  "],
    [null, null],
    [null, "0"],
    [null, "None"],
    [null, "N/A"],
    [null, "-"],
    [null, "Not paid"],
    [null, "No stipend"],
    [null, "Certificate + ₹2000"],
  ];
  it.each(stipends)("paid(hasPaid=%j, stipend=%j)", (hasPaid, stipend) => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "Paid rule", hasPaid, stipend });
    expect(facet(id)?.paid === 1).toBe(isPaid(hasPaid, stipend));
  });

  const locations = [
    "Remote (Work From Home)",
    "In-Person (On-Site)",
    "Both Remote & In-Person",
    "Pune, Maharashtra",
    "Remote, India",
    "WFH",
    "Onsite in Delhi",
    "in person / remote",
    "",
  ];
  it.each(locations)("remote / on-site reading of %j", (location) => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "Place rule", location });
    const row = facet(id)!;
    const place = location.trim() ? workPlace(location) : null;
    expect({ remote: row.remote === 1, onSite: row.on_site === 1 }).toEqual({
      remote: place === "remote" || place === "hybrid",
      onSite: place === "on-site" || place === "hybrid",
    });
  });
});
