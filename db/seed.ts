/**
 * Loads the demo data of db/seed-data.ts into a migrated database, in one
 * transaction. Called on first start when there are no opportunities
 * (server/startup.ts) and by `npm run db:seed` (db/seed-cli.ts).
 *
 * Deterministic: the same `now` gives the same rows (no randomness anywhere);
 * dates are fixed offsets from `now` so a demo board always has open listings
 * (docs/decisions/020-demo-data.md).
 */
import { eq } from "drizzle-orm";
import { findOrCreateOrganization, setOpportunityAttributes, uniqueListingSlug } from "../app/opportunities/store.server";
import { monthlyStipendRupees } from "../app/opportunities/stipend-amount";
import { OPPORTUNITY_TYPES } from "../app/opportunities/constants";
import { canonicalCity } from "../app/taxonomy/cities";
import { setListingCausesByName } from "../app/causes/causes.server";
import { SEED_LISTING_CAUSES } from "./seed-causes";
import type { Db } from "./client.server";
import {
  attributeDefinitions,
  blogPosts,
  categories,
  contentPages,
  contentTranslations,
  jobListings,
  opportunities,
  opportunityAttributes,
  organizations,
  seoSettings,
  siteSettings,
  sitemapEntries,
  users,
} from "./schema";
import {
  SEED_ATTRIBUTE_DEFINITIONS,
  SEED_BLOG_POSTS,
  SEED_CATEGORIES,
  SEED_CATEGORY_NAMES,
  SEED_CONTENT_PAGES,
  SEED_CONTENT_TRANSLATIONS,
  SEED_EDITORIAL_FULL_NAME,
  SEED_EDITORIAL_USERNAME,
  SEED_JOBS,
  SEED_OPPORTUNITIES,
  SEED_ORGANIZATIONS,
  SEED_REJECTED_JOB_REASON,
  SEED_SEO_SETTINGS,
  SEED_SITE_SETTINGS,
  SEED_SITEMAP_ENTRIES,
  applicationInstructionsFor,
  jobSlugSource,
} from "./seed-data";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The stored password of the editorial user. It is not in the `scrypt$…` format,
 * so `verifyPassword` rejects every password: the account can never log in
 * (until an admin resets it with `npm run admin:create`).
 */
export const UNUSABLE_PASSWORD = "!";

export interface SeedOptions {
  /** The moment of seeding; every demo date is a fixed offset from it. */
  now?: Date;
  /** Initial values of the site_name and support_email settings (startup passes SITE_NAME and SUPPORT_EMAIL). */
  siteName?: string;
  supportEmail?: string;
}

export interface SeedSummary {
  organizations: number;
  opportunities: number;
  jobs: number;
  blogPosts: number;
  contentPages: number;
}

/** Midnight UTC of the day `days` after (or before, when negative) `now`'s day. */
export function deadlineFrom(now: Date, days: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY);
}

/**
 * A posting time `daysAgo` days before `now`, shifted back by a fixed number of
 * minutes per listing (index-based, so deterministic) so listings do not share a time.
 */
function postedAt(now: Date, daysAgo: number, index: number): Date {
  const minutes = 17 + ((index * 97) % (10 * 60));
  return new Date(now.getTime() - daysAgo * DAY - minutes * MINUTE);
}

export function seedDatabase(db: Db, options: SeedOptions = {}): SeedSummary {
  const now = options.now ?? new Date();
  const run = db.$client.transaction(() => {
    insertEssentials(db, now, options);
    return insertDemoContent(db, now);
  });
  return run.immediate();
}

/**
 * What a real board needs even without demo data (`SEED_DEMO_DATA=false`): the
 * attribute definitions the submission form writes, the categories, the site
 * settings, SEO settings and sitemap entries. Existing rows are left alone.
 */
export function seedEssentials(db: Db, options: SeedOptions = {}): void {
  const now = options.now ?? new Date();
  db.$client.transaction(() => insertEssentials(db, now, options)).immediate();
}

/** The starting categories' names in the other languages (a database migrated before 0025, as some tests seed, has no table for them). */
function insertCategoryNames(db: Db): void {
  if (!db.$client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'taxonomy_names'").get()) return;
  const nameCategory = db.$client.prepare(
    "INSERT OR IGNORE INTO taxonomy_names (kind, ref_id, language, name) SELECT 'category', id, ?, ? FROM categories WHERE lower(name) = ?",
  );
  for (const [language, names] of Object.entries(SEED_CATEGORY_NAMES)) {
    for (const [value, name] of Object.entries(names)) nameCategory.run(language, name, value);
  }
}

function insertEssentials(db: Db, now: Date, options: SeedOptions): void {
  // Attribute definitions first: the opportunities' attributes refer to them by name.
  for (const definition of SEED_ATTRIBUTE_DEFINITIONS) {
    db.insert(attributeDefinitions)
      .values({ ...definition, opportunityTypes: [...OPPORTUNITY_TYPES], createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: attributeDefinitions.name })
      .run();
  }

  db.insert(categories)
    .values(SEED_CATEGORIES.map((c) => ({ ...c, createdAt: now })))
    .onConflictDoNothing({ target: categories.name })
    .run();
  insertCategoryNames(db);

  const overrides: Record<string, string | undefined> = {
    site_name: options.siteName,
    support_email: options.supportEmail,
  };
  for (const setting of SEED_SITE_SETTINGS) {
    db.insert(siteSettings)
      .values({ ...setting, value: overrides[setting.key] ?? setting.value, updatedAt: now })
      .onConflictDoNothing({ target: siteSettings.key })
      .run();
  }
  for (const seo of SEED_SEO_SETTINGS) {
    db.insert(seoSettings)
      .values({ ...seo, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: seoSettings.pageKey })
      .run();
  }
  for (const entry of SEED_SITEMAP_ENTRIES) {
    db.insert(sitemapEntries)
      .values({ ...entry, lastModified: deadlineFrom(now, 0) })
      .onConflictDoNothing({ target: sitemapEntries.url })
      .run();
  }
}

function causesOf(title: string): readonly string[] {
  const list = SEED_LISTING_CAUSES[title];
  if (!list) throw new Error(`Seed data: no causes for ${title}`);
  return list;
}

/** The fictional organisations, listings, content pages and blog posts. */
function insertDemoContent(db: Db, now: Date): SeedSummary {
  const orgIds = new Map<string, number>();
  const orgNames = new Map<string, string>();
  const orgDomains = new Map<string, string>();
  const orgCities = new Map<string, string>();
  for (const org of SEED_ORGANIZATIONS) {
    const website = org.hasWebsite ? `https://${org.domain}.example.org` : null;
    const id = findOrCreateOrganization(db, org.name, { website, description: org.description });
    if (org.verified) db.update(organizations).set({ verified: true }).where(eq(organizations.id, id)).run();
    orgIds.set(org.key, id);
    orgNames.set(org.key, org.name);
    orgDomains.set(org.key, org.domain);
    orgCities.set(org.key, canonicalCity(org.city));
  }

  // The migration tests seed databases from before causes (db/migrations/0019).
  const tagCauses = db.$client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'causes'").get() !== undefined;
  const setCauses = (key: number, title: string) => {
    if (tagCauses) setListingCausesByName(db, key, causesOf(title));
  };
  SEED_OPPORTUNITIES.forEach((item, index) => {
    const organizationId = orgIds.get(item.org);
    if (organizationId === undefined) throw new Error(`Seed data: unknown organisation key ${item.org}`);
    const slug = uniqueListingSlug(db, item.title);
    const applicationUrl = `https://${orgDomains.get(item.org)}.example.org/apply/${slug}`;
    const posted = postedAt(now, item.postedDaysAgo, index);
    const published = item.status === "published" || item.status === "expired";
    // Plain SQL naming its columns: migration tests seed databases from before the later columns of opportunities.
    const row = {
      title: item.title,
      organization_id: organizationId,
      opportunity_type: item.type,
      slug,
      status: item.status,
      featured: item.status === "published" && item.featured === true ? 1 : 0,
      posted_at: posted.getTime(),
      expires_at: item.deadlineInDays === null ? null : deadlineFrom(now, item.deadlineInDays).getTime(),
      location: item.type === "fellowship" ? null : item.location,
      // Where the organisation works: every in-person, hybrid listing and fellowship has a city (decision 270).
      city: item.location?.startsWith("Remote") ? null : (orgCities.get(item.org) ?? null),
      description: item.description,
      application_url: applicationUrl,
      requirements: item.requirements,
      application_instructions: applicationInstructionsFor(item.type, orgNames.get(item.org)!),
      approved_at: published ? posted.getTime() : null,
      rejection_reason: item.status === "rejected" ? (item.rejectionReason ?? null) : null,
      created_at: posted.getTime(),
      updated_at: posted.getTime(),
    };
    const columns = Object.keys(row);
    const id = Number(
      db.$client.prepare(`INSERT INTO opportunities (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row)
        .lastInsertRowid,
    );
    setCauses(id, item.title);
    setOpportunityAttributes(db, id, {
      category: item.category,
      duration: item.duration,
      stipend: item.stipend,
      hasPaid: item.stipend !== null,
      skills: item.skills,
      applicationUrl,
    });
  });

  SEED_JOBS.forEach((job, index) => {
    const slug = uniqueListingSlug(db, jobSlugSource(job));
    const posted = postedAt(now, job.postedDaysAgo, index);
    const deadline = job.deadlineInDays === null ? null : deadlineFrom(now, job.deadlineInDays);
    const domain = SEED_ORGANIZATIONS.find((o) => o.name === job.company)?.domain ?? slugDomain(job.company);
    // Plain SQL naming its columns: migration tests seed databases from before job_listings.salary_monthly.
    const row = {
      company_name: job.company,
      position_title: job.position,
      slug,
      category: job.category,
      location: job.location,
      duration: job.duration,
      salary: job.salary,
      description: job.description,
      requirements: job.requirements,
      application_instructions: applicationInstructionsFor("job", job.company),
      application_url: `https://${domain}.example.org/careers/${slug}`,
      company_logo: null,
      posted_at: posted.getTime(),
      application_deadline: deadline ? deadline.getTime() : null,
      skills: JSON.stringify(job.skills),
      featured: job.status === "published" && job.featured === true ? 1 : 0,
      status: job.status,
      expiry_date: deadline ? deadline.getTime() : null,
      rejection_reason: job.status === "rejected" ? SEED_REJECTED_JOB_REASON : null,
      approved_at: job.status === "published" || job.status === "expired" ? posted.getTime() : null,
      created_at: posted.getTime(),
      updated_at: posted.getTime(),
    };
    const columns = Object.keys(row);
    const id = Number(
      db.$client.prepare(`INSERT INTO job_listings (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row)
        .lastInsertRowid,
    );
    if (db.$client.prepare("SELECT 1 FROM pragma_table_info('job_listings') WHERE name = 'salary_monthly'").get()) {
      db.$client.prepare("UPDATE job_listings SET salary_monthly = ? WHERE id = ?").run(monthlyStipendRupees(job.salary), id);
    }
    setCauses(-id, job.position);
  });

  const authorId = editorialUserId(db, now);
  for (const page of SEED_CONTENT_PAGES) {
    const { updatedDaysAgo, ...values } = page;
    const updated = new Date(now.getTime() - updatedDaysAgo * DAY);
    db.insert(contentPages)
      .values({ ...values, createdAt: updated, updatedAt: updated, createdBy: authorId, updatedBy: authorId })
      .onConflictDoNothing({ target: contentPages.slug })
      .run();
  }
  // The seeded pages' translations (decision 360), kept if a translation is already there; the migration
  // tests seed databases from before content_translations (db/migrations/0038).
  const translatable = db.$client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'content_translations'").get() !== undefined;
  for (const { slug, ...words } of translatable ? SEED_CONTENT_TRANSLATIONS : []) {
    const page = db.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, slug)).get();
    if (page) db.insert(contentTranslations).values({ ...words, pageId: page.id }).onConflictDoNothing().run();
  }
  for (const post of SEED_BLOG_POSTS) {
    const { publishedDaysAgo, ...values } = post;
    const publishedAt = publishedDaysAgo === null ? null : new Date(now.getTime() - publishedDaysAgo * DAY);
    const written = publishedAt ?? new Date(now.getTime() - 2 * DAY);
    db.insert(blogPosts)
      .values({ ...values, publishedAt, authorId, createdAt: written, updatedAt: written })
      .onConflictDoNothing({ target: blogPosts.slug })
      .run();
  }

  return {
    organizations: SEED_ORGANIZATIONS.length,
    opportunities: SEED_OPPORTUNITIES.length,
    jobs: SEED_JOBS.length,
    blogPosts: SEED_BLOG_POSTS.length,
    contentPages: SEED_CONTENT_PAGES.length,
  };
}

/**
 * Deletes the demo content, so that `npm run db:seed -- --reset` can load it again:
 * every listing of both kinds, organisations, attribute definitions, categories,
 * settings, SEO, sitemap, content pages and blog posts. Users (admins and the
 * editorial author), sessions and the audit log are kept.
 */
export function resetDemoContent(db: Db): void {
  db.$client.transaction(() => {
    db.delete(opportunityAttributes).run();
    db.delete(opportunities).run();
    db.delete(jobListings).run();
    db.delete(organizations).run();
    db.delete(attributeDefinitions).run();
    db.delete(categories).run();
    db.delete(siteSettings).run();
    db.delete(seoSettings).run();
    db.delete(sitemapEntries).run();
    db.delete(contentPages).run();
    db.delete(blogPosts).run();
  })();
}

/**
 * Whether the database is a fresh one that should receive the demo data on start:
 * no listings of either kind, no organisations and no attribute definitions.
 * A real board whose listings were all deleted still has its organisations and
 * attributes, so it is not re-seeded behind the operator's back.
 */
export function isFreshDatabase(db: Db): boolean {
  const row = db.$client
    .prepare(
      `select exists(select 1 from opportunities) or exists(select 1 from job_listings)
           or exists(select 1 from organizations) or exists(select 1 from attribute_definitions) as used`,
    )
    .get() as { used: number };
  return row.used === 0;
}

/** How many listings (opportunities and legacy jobs) the database holds. */
export function countListings(db: Db): number {
  const row = db.$client
    .prepare("select (select count(*) from opportunities) + (select count(*) from job_listings) as n")
    .get() as { n: number };
  return row.n;
}

/** The non-login author of the demo blog posts and pages: found, or created. */
function editorialUserId(db: Db, now: Date): number {
  const existing = db.select({ id: users.id }).from(users).where(eq(users.username, SEED_EDITORIAL_USERNAME)).get();
  if (existing) return existing.id;
  return db
    .insert(users)
    .values({
      username: SEED_EDITORIAL_USERNAME,
      fullName: SEED_EDITORIAL_FULL_NAME,
      password: UNUSABLE_PASSWORD,
      isAdmin: false,
      createdAt: now,
    })
    .returning({ id: users.id })
    .get().id;
}

function slugDomain(company: string): string {
  return company.toLowerCase().replace(/[^a-z0-9]+/g, "");
}
