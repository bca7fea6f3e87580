import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import { verifyPassword } from "../../../app/auth/password.server";
import {
  CATEGORY_VALUES,
  DURATION_VALUES,
  LEGACY_REJECTION_REASON,
  LOCATION_VALUES,
  OPPORTUNITY_TYPES,
} from "../../../app/opportunities/constants";
import { LISTING_STATUSES } from "../../../db/schema";
import { deadlineFrom, seedDatabase } from "../../../db/seed";
import {
  SEED_DRAFT_OPPORTUNITY_SLUG,
  SEED_EDITORIAL_USERNAME,
  SEED_EXPIRED_OPPORTUNITY_SLUG,
  SEED_FEATURED_SLUGS,
  SEED_OPPORTUNITIES,
  SEED_PENDING_JOB_SLUG,
  SEED_PENDING_OPPORTUNITY_SLUG,
  SEED_PUBLISHED_COURSE_SLUG,
  SEED_PUBLISHED_FELLOWSHIP_SLUG,
  SEED_PUBLISHED_INTERNSHIP_SLUG,
  SEED_PUBLISHED_JOB_SLUG,
  SEED_REJECTED_OPPORTUNITY_SLUG,
} from "../../../db/seed-data";
import { createTestDb, type TestDb } from "../../support/db";
import { DEMO_CONTENT_TABLES } from "./demo-tables";
import { keyOfRowid } from "../../../app/search/index-rows";

const NOW = new Date("2025-06-15T09:30:00.000Z");
const TODAY = Date.UTC(2025, 5, 15);
const DAY = 86_400_000;

interface OpportunityRow {
  id: number;
  slug: string;
  title: string;
  opportunity_type: string;
  status: string;
  featured: number;
  location: string | null;
  expires_at: number | null;
  posted_at: number;
  description: string;
  requirements: string | null;
  application_instructions: string | null;
  application_url: string | null;
  rejection_reason: string | null;
}

interface JobRow {
  slug: string;
  status: string;
  featured: number;
  skills: string;
  application_deadline: number | null;
  rejection_reason: string | null;
  application_url: string;
}

let t: TestDb;
let opps: OpportunityRow[];
let jobs: JobRow[];

beforeAll(() => {
  t = createTestDb();
  seedDatabase(t.db, { now: NOW });
  opps = t.db.$client.prepare("select * from opportunities order by id").all() as OpportunityRow[];
  jobs = t.db.$client.prepare("select * from job_listings order by id").all() as JobRow[];
});
afterAll(() => t?.cleanup());

const count = (table: string) => (t.db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

describe("demo data: opportunities", () => {
  it("holds at least 60 opportunities of every type, with realistic texts", () => {
    expect(opps.length).toBeGreaterThanOrEqual(60);
    for (const type of OPPORTUNITY_TYPES) {
      expect(opps.filter((o) => o.opportunity_type === type && o.status === "published").length).toBeGreaterThanOrEqual(10);
    }
    for (const o of opps) {
      expect(o.description.length, o.slug).toBeGreaterThanOrEqual(50);
      expect(o.requirements!.length, o.slug).toBeGreaterThanOrEqual(30);
      expect(o.application_instructions!.length, o.slug).toBeGreaterThanOrEqual(10);
      expect(o.application_url, o.slug).toMatch(/^https:\/\/[a-z]+\.example\.org\/apply\//);
    }
    expect(count("organizations")).toBeGreaterThanOrEqual(20);
  });

  it("covers every category, duration and location, paid and unpaid", () => {
    const attrs = getOpportunityAttributes(
      t.db,
      opps.map((o) => o.id),
    );
    const values = (name: string) => new Set(opps.map((o) => attrs.get(o.id)?.[name]));
    expect([...values("category")].sort()).toEqual([...CATEGORY_VALUES].sort());
    expect([...values("duration")].sort()).toEqual([...DURATION_VALUES].sort());
    const locations = new Set(opps.filter((o) => o.opportunity_type !== "fellowship").map((o) => o.location));
    expect([...locations].sort()).toEqual([...LOCATION_VALUES].sort());
    expect(opps.filter((o) => o.opportunity_type === "fellowship").every((o) => o.location === null)).toBe(true);

    const published = opps.filter((o) => o.status === "published").map((o) => attrs.get(o.id)!);
    const paid = published.filter((a) => a.hasPaid === true);
    const unpaid = published.filter((a) => a.hasPaid === false);
    expect(paid.length).toBeGreaterThanOrEqual(10);
    expect(unpaid.length).toBeGreaterThanOrEqual(10);
    expect(paid.every((a) => typeof a.stipend === "string" && /^₹[\d,]+\/month$/.test(a.stipend))).toBe(true);
    expect(unpaid.every((a) => a.stipend === null)).toBe(true);
    for (const a of attrs.values()) {
      expect(Array.isArray(a.skills) && a.skills.length > 0).toBe(true);
      expect(a.applicationUrl).toMatch(/^https:\/\//);
    }
  });

  it("has every status, rejections with a reason, and only published listings featured", () => {
    for (const status of LISTING_STATUSES) {
      expect(opps.some((o) => o.status === status), status).toBe(true);
    }
    expect(opps.filter((o) => o.status === "rejected").every((o) => (o.rejection_reason ?? "").length > 10)).toBe(true);
    const featured = opps.filter((o) => o.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.every((o) => o.status === "published")).toBe(true);
    expect(featured.map((o) => o.slug)).toEqual([...SEED_FEATURED_SLUGS]);
  });

  it("dates its listings relative to the time of seeding: deadlines at midnight UTC, past and future", () => {
    const deadlines = opps.map((o) => o.expires_at).filter((d): d is number => d !== null);
    expect(deadlines.every((d) => d % DAY === 0)).toBe(true);
    expect(deadlines.some((d) => d < TODAY)).toBe(true);
    expect(deadlines.some((d) => d > TODAY)).toBe(true);
    expect(opps.some((o) => o.expires_at === null)).toBe(true);
    // A demo board is never stale: every published listing is open (future or no deadline)…
    const published = opps.filter((o) => o.status === "published");
    expect(published.every((o) => o.expires_at === null || o.expires_at > TODAY)).toBe(true);
    // …and every expired one has a deadline in the past.
    expect(opps.filter((o) => o.status === "expired").every((o) => o.expires_at !== null && o.expires_at < TODAY)).toBe(true);
    // Posted over the last ~60 days, never in the future.
    expect(opps.every((o) => o.posted_at <= NOW.getTime() && o.posted_at > NOW.getTime() - 62 * DAY)).toBe(true);
    expect(deadlineFrom(NOW, 1).toISOString()).toBe("2025-06-16T00:00:00.000Z");
  });

  it("verifies some organisations with published listings, so the verified filter finds listings on a fresh board", () => {
    const verified = t.db.$client
      .prepare("select count(*) n from opportunities o join organizations g on g.id = o.organization_id where g.verified = 1 and o.status = 'published'")
      .get() as { n: number };
    expect(verified.n).toBeGreaterThanOrEqual(5);
    // Not all of them: the badge still means something.
    expect(count("organizations")).toBeGreaterThan((t.db.$client.prepare("select count(*) n from organizations where verified = 1").get() as { n: number }).n);
  });

  it("provides the well-known slugs other tests rely on", () => {
    const bySlug = new Map(opps.map((o) => [o.slug, o]));
    const internship = bySlug.get(SEED_PUBLISHED_INTERNSHIP_SLUG)!;
    expect(internship).toMatchObject({ opportunity_type: "internship", status: "published", featured: 1 });
    expect(internship.location).toBe("Remote (Work From Home)");
    expect(bySlug.get(SEED_PUBLISHED_FELLOWSHIP_SLUG)).toMatchObject({ opportunity_type: "fellowship", status: "published", featured: 1 });
    expect(bySlug.get(SEED_PUBLISHED_COURSE_SLUG)).toMatchObject({ opportunity_type: "course", status: "published", featured: 1 });
    expect(bySlug.get(SEED_PENDING_OPPORTUNITY_SLUG)).toMatchObject({ status: "pending", featured: 0 });
    expect(bySlug.get(SEED_DRAFT_OPPORTUNITY_SLUG)).toMatchObject({ status: "draft" });
    expect(bySlug.get(SEED_REJECTED_OPPORTUNITY_SLUG)).toMatchObject({ status: "rejected" });
    expect(bySlug.get(SEED_EXPIRED_OPPORTUNITY_SLUG)).toMatchObject({ status: "expired" });
    const jobBySlug = new Map(jobs.map((j) => [j.slug, j]));
    expect(jobBySlug.get(SEED_PUBLISHED_JOB_SLUG)).toMatchObject({ status: "published", featured: 1 });
    expect(jobBySlug.get(SEED_PENDING_JOB_SLUG)).toMatchObject({ status: "pending" });
    // Every seeded title became its own slug (no -2 suffixes), in table order.
    expect(opps.map((o) => o.title)).toEqual(SEED_OPPORTUNITIES.map((o) => o.title));
    expect(opps.some((o) => /-\d+$/.test(o.slug))).toBe(false);
  });
});

describe("demo data: legacy job listings", () => {
  it("holds at least 20 jobs in every status, featured only when published", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(20);
    for (const status of LISTING_STATUSES) {
      expect(jobs.some((j) => j.status === status), status).toBe(true);
    }
    expect(jobs.filter((j) => j.featured).length).toBeGreaterThanOrEqual(2);
    expect(jobs.filter((j) => j.featured).every((j) => j.status === "published")).toBe(true);
    expect(jobs.filter((j) => j.status === "rejected").every((j) => j.rejection_reason === LEGACY_REJECTION_REASON)).toBe(true);
    expect(jobs.every((j) => (JSON.parse(j.skills) as string[]).length > 0)).toBe(true);
    const deadlines = jobs.map((j) => j.application_deadline);
    expect(deadlines.some((d) => d === null)).toBe(true);
    expect(deadlines.some((d) => d !== null && d < TODAY)).toBe(true);
    expect(deadlines.some((d) => d !== null && d > TODAY)).toBe(true);
  });

  it("keeps slugs unique across both listing tables", () => {
    const all = [...opps.map((o) => o.slug), ...jobs.map((j) => j.slug)];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("demo data: search index", () => {
  const match = (q: string) =>
    (t.db.$client.prepare("select rowid from listing_search where listing_search match ?").all(q) as { rowid: number }[]).map((r) =>
      keyOfRowid(r.rowid),
    );

  it("indexes every seeded listing, opportunities by id and legacy jobs above them (their keys minus their id)", () => {
    expect(count("listing_search")).toBe(opps.length + jobs.length);
  });

  it("finds an organisation's listings by its name, and listings by skill and category", () => {
    const haritIds = t.db.$client
      .prepare("select o.id from opportunities o join organizations g on g.id = o.organization_id where g.name = 'Harit Climate Lab'")
      .all()
      .map((r) => (r as { id: number }).id);
    expect(haritIds.length).toBeGreaterThanOrEqual(3);
    const found = match('organization:"harit climate"');
    for (const id of haritIds) expect(found).toContain(id);
    expect(found.some((id) => id < 0)).toBe(true); // the Harit legacy job too
    const internship = opps.find((o) => o.slug === SEED_PUBLISHED_INTERNSHIP_SLUG)!;
    expect(match("skills:pandas")).toContain(internship.id);
    expect(match("category:data")).toContain(internship.id);
  });
});

describe("demo data: the rest of the product", () => {
  it("defines the six attributes for all three types", () => {
    const rows = t.db.$client
      .prepare("select name, data_type, opportunity_types, is_required from attribute_definitions order by display_order")
      .all() as { name: string; data_type: string; opportunity_types: string; is_required: number }[];
    expect(rows.map((r) => [r.name, r.data_type])).toEqual([
      ["category", "string"],
      ["duration", "string"],
      ["hasPaid", "boolean"],
      ["stipend", "string"],
      ["skills", "array"],
      ["applicationUrl", "string"],
    ]);
    expect(rows.every((r) => JSON.parse(r.opportunity_types).length === 3)).toBe(true);
    expect(rows.find((r) => r.name === "category")!.is_required).toBe(1);
  });

  it("stores categories, settings, SEO, sitemap, pages and posts", () => {
    const categories = t.db.$client.prepare("select name, color from categories").all() as { name: string; color: string }[];
    expect(categories.map((c) => c.name).sort()).toEqual([...CATEGORY_VALUES].sort());
    expect(categories.every((c) => /^#[0-9a-f]{6}$/.test(c.color))).toBe(true);
    const setting = (key: string) =>
      (t.db.$client.prepare("select value from site_settings where key = ?").get(key) as { value: string } | undefined)?.value;
    expect(setting("site_name")).toBe("Impact Careers");
    expect(setting("hero_title")).toBe("Build your Career of Impact");
    expect(setting("hero_tagline")).toBe("Explore Internships, Fellowships and Courses with India's leading changemakers");
    expect(setting("default_social_image")).toBe("/social-default.png");
    const types = t.db.$client.prepare("select distinct type from site_settings").all() as { type: string }[];
    expect(types.map((r) => r.type).sort()).toEqual(["color", "html", "image", "text"]);
    const seoKeys = (t.db.$client.prepare("select page_key from seo_settings").all() as { page_key: string }[]).map((r) => r.page_key);
    expect(seoKeys).toEqual(expect.arrayContaining(["home", "about", "submit", "terms"]));
    const urls = (t.db.$client.prepare("select url from sitemap_entries").all() as { url: string }[]).map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(["/", "/about", "/submit", "/terms", "/blog"]));
    const pages = t.db.$client.prepare("select published from content_pages").all() as { published: number }[];
    expect(pages.some((p) => p.published) && pages.some((p) => !p.published)).toBe(true);
    const posts = t.db.$client.prepare("select published, published_at, author_id from blog_posts").all() as {
      published: number;
      published_at: number | null;
      author_id: number;
    }[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.some((p) => p.published && p.published_at !== null)).toBe(true);
    expect(posts.some((p) => !p.published && p.published_at === null)).toBe(true);
  });

  it("credits posts to an editorial user who is not an admin and cannot log in", async () => {
    const author = t.db.$client.prepare("select id, is_admin, password from users where username = ?").get(SEED_EDITORIAL_USERNAME) as {
      id: number;
      is_admin: number;
      password: string;
    };
    expect(author.is_admin).toBe(0);
    const authors = t.db.$client.prepare("select distinct author_id from blog_posts").all() as { author_id: number }[];
    expect(authors).toEqual([{ author_id: author.id }]);
    for (const guess of ["", "!", "impact-team", "password"]) {
      expect(await verifyPassword(guess, author.password)).toBe(false);
    }
  });
});

describe("determinism", () => {
  it("gives identical rows in two fresh databases seeded at the same time", () => {
    const other = createTestDb();
    try {
      seedDatabase(other.db, { now: NOW });
      for (const table of [...DEMO_CONTENT_TABLES, "users"]) {
        const dump = (db: TestDb["db"]) =>
          (db.$client.prepare(`select * from ${table} order by 1`).all() as Record<string, unknown>[]).map((row) => {
            // Row timestamps written by SQL defaults (created/updated) are the only allowed difference.
            const { created_at: _c, updated_at: _u, ...rest } = row;
            return rest;
          });
        expect(dump(other.db), table).toEqual(dump(t.db));
      }
    } finally {
      other.cleanup();
    }
  });

  it("seeds in one transaction: a failure leaves the database empty", () => {
    const other = createTestDb();
    try {
      // Make the legacy-job inserts fail, after the opportunities were written.
      other.db.$client.exec("create trigger boom before insert on job_listings begin select raise(abort, 'boom'); end");
      expect(() => seedDatabase(other.db, { now: NOW })).toThrow(/boom/);
      for (const table of ["opportunities", "organizations", "attribute_definitions", "categories", "users"]) {
        expect((other.db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n, table).toBe(0);
      }
    } finally {
      other.cleanup();
    }
  });
});
