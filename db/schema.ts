/**
 * The data model: every stored table of the admin spec §3, plus what the product
 * needs beyond it (server-side sessions, login throttling, rate limits, audit log).
 *
 * Conventions (docs/decisions/003-data-model.md):
 * - timestamps are integer milliseconds since the epoch, UTC (`timestamp_ms`);
 * - dates without a time (deadlines) are stored as midnight UTC of that day;
 * - "text array" columns of the earlier Postgres model are JSON text arrays.
 */
import { sql } from "drizzle-orm";
import type { Locale } from "../app/i18n/languages";
import {
  type AnySQLiteColumn,
  blob,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(now)
    .$onUpdate(() => new Date());

export const OPPORTUNITY_TYPES = ["internship", "fellowship", "course"] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];

export const LISTING_STATUSES = ["pending", "draft", "published", "rejected", "expired"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const ATTRIBUTE_DATA_TYPES = ["string", "number", "boolean", "date", "array"] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];

export const SITE_SETTING_TYPES = ["text", "image", "html", "color"] as const;
export const OPEN_GRAPH_TYPES = ["website", "article", "profile"] as const;
export const CHANGE_FREQUENCIES = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
] as const;

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  /** scrypt hash in PHC-like format, see app/auth/password.server.ts */
  password: text("password").notNull(),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  email: text("email"),
  fullName: text("full_name"),
  /** AES-256-GCM encrypted TOTP secret (never stored in clear) */
  twoFactorSecret: text("two_factor_secret"),
  twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).notNull().default(false),
  /** Last TOTP time step accepted, so that a code is never accepted twice. */
  twoFactorLastStep: integer("two_factor_last_step"),
  lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
  failedLoginAttempts: integer("failed_login_attempts").notNull().default(0),
  createdAt: createdAt(),
});

export const organizations = sqliteTable(
  "organizations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    logo: text("logo"),
    website: text("website"),
    description: text("description"),
    /** The page address /organizations/{slug} (app/organizations/slug.server.ts); old ones in organization_slugs. */
    slug: text("slug"),
    /** Checked by an admin: shown with a "Verified" badge and the board's verified filter. */
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("organizations_name_nocase_idx").on(sql`${t.name} collate nocase`),
    uniqueIndex("organizations_slug_idx").on(t.slug),
  ],
);

export const opportunities = sqliteTable(
  "opportunities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "restrict" }),
    opportunityType: text("opportunity_type", { enum: OPPORTUNITY_TYPES }).notNull(),
    slug: text("slug").notNull().unique(),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    postedAt: integer("posted_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** The application deadline (midnight UTC), null when open-ended. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    location: text("location"),
    /** Cities of an in-person or hybrid listing, at most three, "Pune, Mumbai" (docs/decisions/144). */
    city: text("city"),
    description: text("description").notNull(),
    applicationUrl: text("application_url"),
    requirements: text("requirements"),
    applicationInstructions: text("application_instructions"),
    postedBy: integer("posted_by").references(() => users.id, { onDelete: "set null" }),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: integer("approved_at", { mode: "timestamp_ms" }),
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
    rejectionReason: text("rejection_reason"),
    /**
     * Hidden from the public board after scam reports until an admin decides
     * (app/trust/reports.server.ts); listing_facets.visible follows it by trigger.
     */
    underReview: integer("under_review", { mode: "boolean" }).notNull().default(false),
    /** Moderation signals for admins only: "asks for money", "possible duplicate of #12" (app/trust/signals.ts). */
    flags: text("flags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /**
     * Who can apply and on what terms (app/eligibility/fields.ts, docs/who-can-apply.md, decision 375):
     * `openTo` and `perks` are bit masks of their values (openTo 0 = anyone); `workLanguages` is
     * language codes between commas (",hi,en,"). listing_facets copies the filtered ones by trigger.
     */
    openTo: integer("open_to").notNull().default(0),
    partTime: integer("part_time", { mode: "boolean" }).notNull().default(false),
    hoursPerWeek: integer("hours_per_week"),
    workLanguages: text("work_languages"),
    openings: integer("openings"),
    perks: integer("perks").notNull().default(0),
    programmeFor: text("programme_for"),
    accessibility: text("accessibility"),
    /** The listing this submission was posted again from ("Post again", docs/decisions/391): told to the moderator. */
    postedAgainFrom: integer("posted_again_from").references((): AnySQLiteColumn => opportunities.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("opportunities_public_idx").on(t.status, t.opportunityType, t.featured, t.postedAt),
    index("opportunities_status_expires_idx").on(t.status, t.expiresAt),
    index("opportunities_posted_idx").on(t.postedAt),
    index("opportunities_organization_idx").on(t.organizationId),
  ],
);

export const attributeDefinitions = sqliteTable("attribute_definitions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  dataType: text("data_type", { enum: ATTRIBUTE_DATA_TYPES }).notNull(),
  opportunityTypes: text("opportunity_types", { mode: "json" })
    .$type<OpportunityType[]>()
    .notNull()
    .default(sql`'[]'`),
  isRequired: integer("is_required", { mode: "boolean" }).notNull().default(false),
  defaultValue: text("default_value"),
  validationRules: text("validation_rules", { mode: "json" }).$type<Record<string, unknown>>(),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const opportunityAttributes = sqliteTable(
  "opportunity_attributes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    opportunityId: integer("opportunity_id")
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributeDefinitions.id, { onDelete: "cascade" }),
    stringValue: text("string_value"),
    numberValue: real("number_value"),
    booleanValue: integer("boolean_value", { mode: "boolean" }),
    dateValue: integer("date_value", { mode: "timestamp_ms" }),
    arrayValue: text("array_value", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("opportunity_attributes_unique_idx").on(t.opportunityId, t.attributeId),
    index("opportunity_attributes_attribute_idx").on(t.attributeId, t.stringValue),
  ],
);

export const jobListings = sqliteTable(
  "job_listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyName: text("company_name").notNull(),
    positionTitle: text("position_title").notNull(),
    slug: text("slug").notNull().unique(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    duration: text("duration"),
    salary: text("salary"),
    /** The salary in rupees a month, read from `salary` when the job is written (app/opportunities/stipend-amount.ts). */
    salaryMonthly: integer("salary_monthly"),
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    applicationInstructions: text("application_instructions"),
    applicationUrl: text("application_url").notNull(),
    companyLogo: text("company_logo"),
    postedAt: integer("posted_at", { mode: "timestamp_ms" }).notNull().default(now),
    applicationDeadline: integer("application_deadline", { mode: "timestamp_ms" }),
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
    expiryDate: integer("expiry_date", { mode: "timestamp_ms" }),
    rejectionReason: text("rejection_reason"),
    approvedAt: integer("approved_at", { mode: "timestamp_ms" }),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_listings_public_idx").on(t.status, t.featured, t.postedAt),
    index("job_listings_status_deadline_idx").on(t.status, t.applicationDeadline),
    index("job_listings_company_idx").on(sql`${t.companyName} collate nocase`),
  ],
);

/**
 * What the public board filters and sorts on, one row per listing of either kind,
 * keyed by the opportunity id, or minus the legacy job id (`listing_search` holds the
 * same listings, a legacy job's row above the opportunities': app/search/index-rows.ts).
 * Derived data: triggers keep it in sync with opportunities, their attributes and
 * job_listings (db/migrations/0002_board_search_facets.sql); never write it directly.
 * It exists so that a search over 100,000 listings reads one small covering index
 * instead of the attribute rows of every candidate (docs/decisions/043).
 */
export const listingFacets = sqliteTable(
  "listing_facets",
  {
    key: integer("key").primaryKey(),
    /** Published and not archived. */
    visible: integer("visible").notNull(),
    /** Legacy jobs are listed as internships. */
    opportunityType: text("opportunity_type").notNull(),
    featured: integer("featured").notNull(),
    postedAt: integer("posted_at").notNull(),
    /** The deadline (midnight UTC): expires_at, or for a legacy job the earlier of its deadline and expiry. */
    deadline: integer("deadline"),
    /** Lower-cased category. */
    category: text("category"),
    duration: text("duration"),
    /** 1 when the listing pays (app/opportunities/listing-rules.ts isPaid). */
    paid: integer("paid").notNull(),
    /** Location text read as remote work possible / on-site work possible. */
    remote: integer("remote").notNull(),
    onSite: integer("on_site").notNull(),
    /**
     * Lower-case cities between commas (",pune,navi mumbai,"): an opportunity's city, a legacy
     * job's location. Filled by its own trigger on this table (db/migrations, docs/decisions/144).
     */
    city: text("city"),
    /** Lower-case states of its known cities between commas (",karnataka,"), by the same trigger (decision 270). */
    state: text("state"),
    /**
     * The listing's causes as bits (bit n for cause id n, ids 1-62; larger ids are only in
     * listing_causes), kept by triggers on listing_causes and on this table (db/migrations/0023,
     * docs/decisions/272): the cause filter reads it from the covering indexes below.
     */
    causeMask: integer("cause_mask").notNull().default(0),
    /**
     * The stipend in rupees a month (0 unpaid, NULL unknown), read from the typed text when the
     * listing is written and copied here by trigger (db/migrations/0027, docs/decisions/315).
     */
    stipendMonthly: integer("stipend_monthly"),
    /**
     * Who can apply, copied from the opportunity by trigger (db/migrations/0035, decision 375); legacy jobs keep
     * the defaults. In the covering indexes below (db/migrations/0042, decision 410), as the cause mask is.
     */
    openTo: integer("open_to").notNull().default(0),
    partTime: integer("part_time").notNull().default(0),
    perks: integer("perks").notNull().default(0),
    workLanguages: text("work_languages"),
    programmeFor: text("programme_for"),
  },
  (t) => [
    index("listing_facets_board_idx").on(
      t.visible,
      t.opportunityType,
      t.featured,
      t.postedAt,
      t.deadline,
      t.category,
      t.duration,
      t.paid,
      t.remote,
      t.onSite,
      t.causeMask,
      t.stipendMonthly,
      t.openTo,
      t.partTime,
      t.perks,
      t.programmeFor,
      t.workLanguages,
    ),
    index("listing_facets_recent_idx").on(
      t.visible,
      t.featured,
      t.postedAt,
      t.deadline,
      t.opportunityType,
      t.causeMask,
      t.stipendMonthly,
      t.openTo,
      t.partTime,
      t.perks,
      t.programmeFor,
      t.workLanguages,
    ),
    index("listing_facets_stipend_idx").on(
      t.visible,
      t.stipendMonthly,
      t.postedAt,
      t.opportunityType,
      t.featured,
      t.deadline,
      t.category,
      t.duration,
      t.paid,
      t.remote,
      t.onSite,
      t.causeMask,
      t.openTo,
      t.partTime,
      t.perks,
      t.programmeFor,
      t.workLanguages,
    ),
    // Soonest deadline first, read in its order (db/migrations/0043, docs/decisions/461-deadline-order-from-its-index.md).
    index("listing_facets_deadline_idx").on(
      t.visible,
      t.deadline,
      sql`${t.postedAt} desc`,
      sql`${t.key} desc`,
      t.opportunityType,
      t.featured,
      t.category,
      t.duration,
      t.paid,
      t.remote,
      t.onSite,
      t.causeMask,
      t.stipendMonthly,
      t.openTo,
      t.partTime,
      t.perks,
      t.programmeFor,
      t.workLanguages,
    ),
  ],
);

export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  color: text("color").notNull().default("#6366f1"),
  createdAt: createdAt(),
});

export const contentPages = sqliteTable("content_pages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  /** Markdown; rendered to sanitised HTML. */
  content: text("content").notNull(),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  published: integer("published", { mode: "boolean" }).notNull().default(false),
  /** Linked from the site footer (when published). */
  showInFooter: integer("show_in_footer", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary"),
    /** Markdown; rendered to sanitised HTML. */
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

/**
 * A content page's or blog post's translation into one interface language (decision 360): exactly
 * one of page_id and post_id is set. A page without a row in a language shows its English text.
 */
export const contentTranslations = sqliteTable(
  "content_translations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageId: integer("page_id").references(() => contentPages.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    language: text("language").$type<Locale>().notNull(),
    title: text("title").notNull(),
    summary: text("summary"),
    /** Markdown, like the English text. */
    content: text("content").notNull(),
    metaDescription: text("meta_description"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_translations_page_language").on(t.pageId, t.language),
    uniqueIndex("content_translations_post_language").on(t.postId, t.language),
  ],
);

export const seoSettings = sqliteTable("seo_settings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** A route key such as "home", "about", "submit" (see app/lib/meta.ts). */
  pageKey: text("page_key").notNull().unique(),
  metaTitle: text("meta_title").notNull(),
  metaDescription: text("meta_description").notNull(),
  canonicalUrl: text("canonical_url"),
  openGraphType: text("open_graph_type", { enum: OPEN_GRAPH_TYPES }).notNull().default("website"),
  openGraphImage: text("open_graph_image"),
  isIndexed: integer("is_indexed", { mode: "boolean" }).notNull().default(true),
  structuredData: text("structured_data", { mode: "json" }).$type<unknown>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sitemapEntries = sqliteTable("sitemap_entries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull().unique(),
  changeFrequency: text("change_frequency", { enum: CHANGE_FREQUENCIES })
    .notNull()
    .default("weekly"),
  priority: text("priority").notNull().default("0.8"),
  lastModified: integer("last_modified", { mode: "timestamp_ms" }).notNull().default(now),
  include: integer("include", { mode: "boolean" }).notNull().default(true),
});

export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  value: text("value").notNull(),
  type: text("type", { enum: SITE_SETTING_TYPES }).notNull().default("text"),
  label: text("label").notNull(),
  description: text("description"),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Server-side sessions. The cookie holds a random 256-bit id; we store only its SHA-256. */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull().default(now),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Fixed-window counters for login throttling and posting rate limits.
 * key examples: "login-ip:203.0.113.9", "login-user:5", "post-ip:203.0.113.9".
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    count: integer("count").notNull().default(0),
    /** Consecutive failures (reset on success), used for the CAPTCHA rule per IP. */
    consecutive: integer("consecutive").notNull().default(0),
    /** No further attempt before this time (ms): the growing delay after consecutive failures. */
    blockedUntil: integer("blocked_until"),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/** Every moderation and content decision: who, what, when, status before and after. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references((): AnySQLiteColumn => users.id, {
      onDelete: "set null",
    }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    statusBefore: text("status_before"),
    statusAfter: text("status_after"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

// ── Trust and safety: visitors' reports of a listing (app/trust/) ───────────

/** "money" and "documents" first: the scams students meet most (docs/scam-signals.md); all three count towards auto-hide. */
export const REPORT_REASONS = ["money", "documents", "scam", "closed", "inaccurate", "duplicate", "offensive", "other"] as const;
/** The reasons that say a listing is a scam (they count towards hiding it for review). */
export const SCAM_REPORT_REASONS = ["money", "documents", "scam"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "dismissed", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const listingReports = sqliteTable(
  "listing_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The reported opportunity, or null when the report is about a job (exactly one is set, db/migrations/0032). */
    opportunityId: integer("opportunity_id").references(() => opportunities.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobListings.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    /** Every distinct details text this address sent, oldest first (JSON array; docs/decisions/261). */
    details: text("details", { mode: "json" }).$type<string[]>(),
    email: text("email"),
    /** HMAC of the reporter's IP (never the IP itself): one open report per listing and address. */
    reporterKey: text("reporter_key").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("listing_reports_open_reporter_idx")
      .on(t.opportunityId, t.reporterKey)
      .where(sql`${t.status} = 'open'`),
    index("listing_reports_status_idx").on(t.status, t.opportunityId),
    uniqueIndex("listing_reports_open_job_reporter_idx")
      .on(t.jobId, t.reporterKey)
      .where(sql`${t.status} = 'open' AND ${t.jobId} IS NOT NULL`),
    index("listing_reports_job_idx").on(t.jobId).where(sql`${t.jobId} IS NOT NULL`),
    check("listing_reports_one_listing", sql`(${t.opportunityId} IS NULL) <> (${t.jobId} IS NULL)`),
  ],
);

// ── Hardening: one-time secrets kept server-side ────────────────────────────

/**
 * Login CAPTCHA challenges: the browser's session holds only the random id;
 * the row (keyed by its SHA-256) holds the answer and the username it was
 * given for, and is deleted when taken, so one answer buys one password check.
 */
export const loginChallenges = sqliteTable(
  "login_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    username: text("username").notNull(),
    answer: integer("answer").notNull(),
    question: text("question").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_challenges_expires_idx").on(t.expiresAt)],
);

/** SHA-256 of /submit form tokens already used for an accepted submission. */
export const usedFormTokens = sqliteTable(
  "used_form_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("used_form_tokens_expires_idx").on(t.expiresAt)],
);

/** Two-factor recovery codes, stored as SHA-256; each works once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

export type User = typeof users.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type Opportunity = typeof opportunities.$inferSelect;
export type JobListing = typeof jobListings.$inferSelect;
export type AttributeDefinition = typeof attributeDefinitions.$inferSelect;

// ── Mail ───────────────────────────────────────────────────────────────
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;

/**
 * The transactional outbox: a message is inserted in the same transaction as the change
 * that causes it and delivered later by a sender that claims rows (app/mail/sender.server.ts).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What caused it, e.g. "submission-received", "alert-digest" (for logs and counts). */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /**
     * The text, HTML and headers, sealed with the server's key (AES-256-GCM, app/mail/sealed-body.server.ts):
     * they carry manage and unsubscribe links. Null once the message was sent or given up (docs/decisions/260).
     */
    body: blob("body", { mode: "buffer" }),
    /** Fixed when queued, so a retried message keeps its Message-ID. */
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(now),
    /** A sender's lease: until then no other process takes the row. */
    claimedUntil: integer("claimed_until", { mode: "timestamp_ms" }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

// ── Posters: the private manage link and status notices ──────────────────
/** The poster of an opportunity who gave an email address. Never shown on public pages or public APIs. */
export const listingPosters = sqliteTable(
  "listing_posters",
  {
    opportunityId: integer("opportunity_id")
      .primaryKey()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The language the listing was posted in (/submit or a twin: /hi/submit, /bn/submit…): its mails are written in it (decision 283). */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** When the "closes in 3 days" notice was queued, for the deadline it was about. */
    remindedFor: integer("reminded_for", { mode: "timestamp_ms" }),
    /** When the "closed" notice was queued. */
    closedNoticeAt: integer("closed_notice_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("listing_posters_email_idx").on(t.email)],
);

/**
 * Whether an open-ended listing is still open (docs/lifecycle.md): when its poster, or the team,
 * last said so (or it was reopened), and how many times it was asked since. Without a row the
 * clock runs from its approval.
 */
export const listingChecks = sqliteTable("listing_checks", {
  opportunityId: integer("opportunity_id")
    .primaryKey()
    .references(() => opportunities.id, { onDelete: "cascade" }),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }).notNull(),
  /** "Is this still open?" mails since `confirmedAt` (0, 1 or 2). */
  asks: integer("asks").notNull().default(0),
  askedAt: integer("asked_at", { mode: "timestamp_ms" }),
});

/**
 * Private manage links: each mail that carries one mints a new token (a random 256-bit
 * value); only its SHA-256 is stored, so a link cannot be read back, only re-issued.
 */
export const manageTokens = sqliteTable(
  "manage_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    opportunityId: integer("opportunity_id")
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** When a lost-link mail replaced it: the link then says a newer one was sent (docs/request-cost.md). */
    supersededAt: integer("superseded_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("manage_tokens_opportunity_idx").on(t.opportunityId)],
);

/**
 * "Your listings" links (docs/decisions/390): one secret per mailbox, SHA-256 hashed, opening the page
 * of every listing posted with that address. A lost-link mail replaces the address's links; one
 * not opened for LINK_IDLE_DAYS (app/posters/mailbox.server.ts) no longer works.
 */
export const mailboxLinks = sqliteTable(
  "mailbox_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Lower-cased, as listing_posters keeps it. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** When the page was last opened with it. */
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("mailbox_links_email_idx").on(t.email)],
);

/**
 * A poster's edit of a published opportunity, waiting for review: the public page
 * keeps the approved text until an admin approves it. One per opportunity.
 */
export const listingRevisions = sqliteTable("listing_revisions", {
  opportunityId: integer("opportunity_id")
    .primaryKey()
    .references(() => opportunities.id, { onDelete: "cascade" }),
  /** The submission form's validated value (app/submissions/schema.ts). */
  data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  /** The signals of the proposed text (app/trust/signals.ts), for the team only. */
  flags: text("flags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  createdAt: createdAt(),
});

/**
 * The logo an unreviewed submission proposes for an organisation that already exists: applied to
 * the organisation when a moderator approves the listing, never before (docs/decisions/365).
 */
export const organizationProposals = sqliteTable("organization_proposals", {
  opportunityId: integer("opportunity_id")
    .primaryKey()
    .references(() => opportunities.id, { onDelete: "cascade" }),
  logo: text("logo").notNull(),
  createdAt: createdAt(),
});

// ── Organisation pages, job alerts ───────────────────────────────────────────

/**
 * Every slug an organisation page has ever had (the current one included), so an
 * old address keeps answering with a 301 after a rename and is never given to
 * another organisation. The current slug is organizations.slug.
 */
export const organizationSlugs = sqliteTable(
  "organization_slugs",
  {
    slug: text("slug").primaryKey(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("organization_slugs_org_idx").on(t.organizationId)],
);

export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** A search alert (a digest of new listings), or deadline reminders for saved listings (docs/decisions/371). */
export const ALERT_KINDS = ["search", "deadlines"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * A job alert: the board search `search` (its URL query, so every board filter
 * applies), mailed as a digest daily or weekly once the address confirmed it.
 */
export const alerts = sqliteTable(
  "alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Lower-cased, trimmed. */
    email: text("email").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("daily"),
    /** The board's query string of the alert's filters, e.g. "type=internship&category=design". */
    search: text("search").notNull(),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** Listings published after this instant are new for the next digest (confirmation, then each digest run). */
    sinceAt: integer("since_at", { mode: "timestamp_ms" }),
    /** When the next digest is due (null until confirmed). */
    nextRunAt: integer("next_run_at", { mode: "timestamp_ms" }),
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }),
    /** The language of the page the alert was made on: its mails and links are in it (docs/decisions/285). */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** Its last sign of life (confirmed, a link of it used, "keep it" answered): 12 months without one, it is asked (app/privacy/retention.server.ts). */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /** When the "do you still want this alert?" mail was queued; deleted a set time later without an answer. */
    askedAt: integer("asked_at", { mode: "timestamp_ms" }),
    /** 'deadlines': no search and no digest; its listings are in alert_watches (docs/decisions/371). */
    kind: text("kind", { enum: ALERT_KINDS }).notNull().default("search"),
  },
  (t) => [
    index("alerts_email_idx").on(t.email),
    index("alerts_due_idx").on(t.nextRunAt),
    index("alerts_unconfirmed_idx").on(t.confirmedAt, t.createdAt),
  ],
);

/** Secrets of alert links (confirm, manage and unsubscribe): only their SHA-256 is stored. */
export const alertTokens = sqliteTable(
  "alert_tokens",
  {
    hash: text("hash").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "manage"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("alert_tokens_alert_idx").on(t.alertId)],
);

/** Which listings (search keys) an alert has mailed: a listing is never sent twice to one alert. */
export const alertDeliveries = sqliteTable(
  "alert_deliveries",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    listingKey: integer("listing_key").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.listingKey] })],
);

/**
 * The listings a deadline alert watches (docs/decisions/371), by search key (the opportunity id, or
 * minus the legacy job id): the deadline its reminder was about, and when its early-close mail was queued.
 */
export const alertWatches = sqliteTable(
  "alert_watches",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    listingKey: integer("listing_key").notNull(),
    remindedFor: integer("reminded_for", { mode: "timestamp_ms" }),
    closedNoticeAt: integer("closed_notice_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.listingKey] }), index("alert_watches_listing_idx").on(t.listingKey)],
);

// ── Insights: views, apply clicks and searches, as daily aggregates (app/insights/) ──

/**
 * Views and apply clicks of one listing (its search key: the opportunity id, or minus the
 * legacy job id) on one UTC day, each visitor counted once. Written in batches.
 */
export const listingDailyStats = sqliteTable(
  "listing_daily_stats",
  {
    listingKey: integer("listing_key").notNull(),
    /** YYYY-MM-DD, UTC. */
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    applyClicks: integer("apply_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingKey, t.day] }), index("listing_daily_stats_day_idx").on(t.day)],
);

/** Board searches by normalised query text per UTC day; `results` is the bucket 0, 1 (1-9) or 10 (10+). */
export const searchDailyStats = sqliteTable(
  "search_daily_stats",
  {
    day: text("day").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    results: integer("results").notNull().default(0),
    /** What search tried besides the words as typed: "", "expanded", "corrected" or "expanded, corrected" (decision 297). */
    tried: text("tried").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/**
 * The same views and apply clicks split by the language of the page (a code of app/i18n/locales.ts):
 * each visitor counted in listing_daily_stats is counted here once, under the language they used.
 */
export const listingLanguageStats = sqliteTable(
  "listing_language_stats",
  {
    listingKey: integer("listing_key").notNull(),
    day: text("day").notNull(),
    language: text("language").notNull(),
    views: integer("views").notNull().default(0),
    applyClicks: integer("apply_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingKey, t.day, t.language] }), index("listing_language_stats_day_idx").on(t.day)],
);

/** Board searches per UTC day by the language of the board they were made on. */
export const searchLanguageStats = sqliteTable(
  "search_language_stats",
  {
    day: text("day").notNull(),
    language: text("language").notNull(),
    searches: integer("searches").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.language] })],
);

/**
 * The visitors already counted today: a hash of the day's in-memory salt, the visitor's network
 * (an IPv4 address, an IPv6 /64; decision 308) and what was counted. Worthless without the salt, which is never stored; rows
 * older than yesterday are deleted.
 */
export const visitorMarks = sqliteTable(
  "visitor_marks",
  {
    hash: text("hash").primaryKey(),
    day: text("day").notNull(),
  },
  (t) => [index("visitor_marks_day_idx").on(t.day)],
);

/**
 * How many new search texts a visitor (a hash of the day's salt and their network) brought to the
 * day's search statistics; past the cap a new text counts as "other" (docs/decisions/308).
 */
export const searchNovelty = sqliteTable(
  "search_novelty",
  {
    hash: text("hash").primaryKey(),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("search_novelty_day_idx").on(t.day)],
);

/** Events that leave no row behind (an alert deleted on unsubscribe), counted per UTC day. */
export const insightEvents = sqliteTable(
  "insight_events",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * Uploaded logos (re-encoded WebP, a few KB each), in the database so that restoring the database
 * alone restores the whole board (docs/decisions/230). Served at /uploads/<name>; names are random.
 */
export const uploads = sqliteTable("uploads", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  data: blob("data", { mode: "buffer" }).notNull(),
  createdAt: createdAt(),
});

/**
 * A cause's or category's name (and a cause's description) in an interface language other than
 * English, by its code (app/i18n/locales.ts); without a row, pages show the English
 * (docs/decisions/301). Deleting the cause or category deletes its rows (db/migrations/0025).
 */
export const taxonomyNames = sqliteTable(
  "taxonomy_names",
  {
    kind: text("kind", { enum: ["cause", "category"] }).notNull(),
    refId: integer("ref_id").notNull(),
    language: text("language").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId, t.language] })],
);

/**
 * One row per listing (its listing_facets key) and place, 'c:bengaluru' or 's:karnataka', kept by
 * triggers (db/migrations/0016): the city and state filters look their listings up here (decision 270).
 */
export const listingPlaces = sqliteTable(
  "listing_places",
  { place: text("place").notNull(), key: integer("key").notNull() },
  (t) => [primaryKey({ columns: [t.place, t.key] }), index("listing_places_key_idx").on(t.key)],
);

/**
 * One row per listing and who-can-apply value a filter asks for ('part-time', 'programme:women',
 * 'language:hi', 'perk:3' for bit 3 of `perks`), kept by triggers from the facet row's copies
 * (db/migrations/0042): a filter of few listings reads only their keys (docs/decisions/410).
 */
export const listingWhoTerms = sqliteTable(
  "listing_who_terms",
  { term: text("term").notNull(), key: integer("key").notNull() },
  (t) => [primaryKey({ columns: [t.term, t.key] }), index("listing_who_terms_key_idx").on(t.key)],
);

/**
 * Every name of a city of app/taxonomy/cities.ts (lower-case, aliases included) with its
 * canonical name and state, so the facet triggers can read them (db/migrations/0016, decision 270).
 * Written by the migration only; a unit test keeps it equal to the list.
 */
export const cityNames = sqliteTable("city_names", {
  name: text("name").primaryKey(),
  city: text("city").notNull(),
  state: text("state").notNull(),
});

/**
 * Causes: the impact areas a listing works on (climate, education, …), beside its job-function
 * category (docs/decisions/271). Admins create, rename, reorder and hide them at /admin/causes; the
 * slug is the page's and the filter's address and never changes.
 */
export const causes = sqliteTable(
  "causes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** A few sentences the admin writes, shown on /causes/{slug}. */
    description: text("description").notNull().default(""),
    /** The order of lists and chips, smallest first. */
    position: integer("position").notNull().default(0),
    /** Hidden causes leave /submit, the filters, the API and their page; listings keep the tag. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("causes_name_nocase_idx").on(sql`${t.name} collate nocase`)],
);

/**
 * One row per listing (its listing_facets key: the opportunity id, or minus the legacy job id) and
 * cause; the board's cause filter looks its listings up here (docs/decisions/272). Written by the
 * app; triggers drop a deleted listing's rows (db/migrations/0019).
 */
export const listingCauses = sqliteTable(
  "listing_causes",
  {
    causeId: integer("cause_id")
      .notNull()
      .references(() => causes.id, { onDelete: "cascade" }),
    key: integer("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.causeId, t.key] }), index("listing_causes_key_idx").on(t.key)],
);

// ── Personal data: "My data" without an account (app/privacy/) ───────────────

/**
 * A request for "My data": a link mailed to `email`, its random 256-bit secret stored only as its
 * SHA-256. It opens the address's data for 24 hours; the retention job deletes it after that.
 */
export const myDataRequests = sqliteTable(
  "my_data_requests",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Lower-cased, as typed: the page lists what every address of this mailbox holds. */
    email: text("email").notNull(),
    language: text("language").$type<Locale>().notNull().default("en"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("my_data_requests_created_idx").on(t.createdAt)],
);
