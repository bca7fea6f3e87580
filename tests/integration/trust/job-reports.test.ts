/**
 * Jobs are reportable like opportunities (decision 345): the /report form and the API store a
 * report that points at the job, the Reports tab groups it and its decisions move the job; a job
 * page links its organisation, whose page and directory entry count its jobs. Migration 0032
 * rebuilds the reports table and keeps the rows it finds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { action as apiAction } from "../../../app/routes/api/listing-reports";
import { action as formAction, loader as formLoader } from "../../../app/routes/report";
import { loader as listingLoader } from "../../../app/routes/listing";
import { decideListingReports, listOpenReportGroups, openReportCounts, setReportStatus } from "../../../app/trust/reports.server";
import { handleReportDecision } from "../../../app/trust/reports-actions.server";
import { loadOrganizationPage } from "../../../app/organizations/page.server";
import { listOrganizations } from "../../../app/organizations/directory.server";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { settle } from "../../support/route-results";
import { formToken, toFormData } from "../../support/submissions";
import { migrationsBefore } from "../../support/migrations";
import { insertUser } from "../../support/admin";
import { createJob, createOpportunity } from "../board/fixtures";
import { monthlyStipendRupees } from "../../../app/opportunities/stipend-amount";

let t: TestDb;
afterEach(() => t?.cleanup());

const reportRows = () =>
  t.db.$client.prepare("SELECT id, opportunity_id, job_id, reason, status FROM listing_reports ORDER BY id").all() as {
    id: number;
    opportunity_id: number | null;
    job_id: number | null;
    reason: string;
    status: string;
  }[];

function setup() {
  t = createTestDb();
  const opportunity = createOpportunity(t.db, { title: "Water intern", organization: "Neer Trust" });
  const job = createJob(t.db, { title: "Field coordinator", company: "neer trust" });
  return { opportunity, job };
}

function postForm(slug: string, fields: Record<string, string>, { ip = "198.51.100.7", path = `/report/${slug}` } = {}) {
  const context = testContext(t.db, { ip, path });
  const request = new Request(`http://localhost${path}`, { method: "POST", body: toFormData(fields) });
  return settle(() => formAction({ request, context, params: { slug } } as never));
}

describe("reporting a job", () => {
  it("serves /report/{job} and /hi/report/{job}, and stores the report against the job", async () => {
    const { job } = setup();
    for (const path of [`/report/${job.slug}`, `/hi/report/${job.slug}`]) {
      const context = testContext(t.db, { path });
      const page = await settle(() => formLoader({ request: new Request(`http://localhost${path}`), context, params: { slug: job.slug } } as never));
      expect(page.status).toBe(200);
      expect((page.data as { listing: { path: string } }).listing.path).toBe(`/jobs/${job.slug}`);
    }
    const res = await postForm(job.slug, { reason: "scam", formToken: formToken(1_000) }, { path: `/hi/report/${job.slug}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/hi/report/${job.slug}?sent=1`);
    expect(reportRows()).toEqual([expect.objectContaining({ opportunity_id: null, job_id: job.id, reason: "scam", status: "open" })]);
  });

  it("takes a job report through the API; a second one from the same address updates it", async () => {
    const { job } = setup();
    const post = () =>
      settle(() =>
        apiAction({
          request: new Request(`http://localhost/api/opportunities/slug/${job.slug}/reports`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ reason: "closed" }),
          }),
          context: testContext(t.db, { ip: "198.51.100.9" }),
          params: { slug: job.slug },
        } as never),
      );
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect(reportRows()).toHaveLength(1);
  });

  it("links the report from the job page", async () => {
    const { job } = setup();
    const path = `/jobs/${job.slug}`;
    const page = await settle(() => listingLoader({ request: new Request(`http://localhost${path}`), context: testContext(t.db, { path }), params: { slug: job.slug } } as never));
    const listing = (page.data as { listing: { reportPath: string; organizationSlug: string | null } }).listing;
    expect(listing.reportPath).toBe(`/report/${job.slug}`);
    expect(listing.organizationSlug).toBe("neer-trust");
  });

  it("shows job reports on the Reports tab apart from an opportunity of the same id, and decides them", async () => {
    const { opportunity, job } = setup();
    expect(opportunity.id).toBe(job.id);
    await postForm(job.slug, { reason: "scam", formToken: formToken() }, { ip: "198.51.100.1" });
    await postForm(job.slug, { reason: "closed", formToken: formToken() }, { ip: "198.51.100.2" });
    await postForm(opportunity.slug, { reason: "duplicate", formToken: formToken() }, { ip: "198.51.100.1" });
    const groups = listOpenReportGroups(t.db);
    const jobGroup = groups.find((g) => g.opportunity.kind === "job")!;
    expect(groups).toHaveLength(2);
    expect(jobGroup.opportunity).toMatchObject({ id: job.id, title: "Field coordinator", path: `/jobs/${job.slug}`, status: "published" });
    expect(jobGroup.opportunity.organization).toMatchObject({ name: "Neer Trust" });
    expect(jobGroup.count).toBe(2);
    expect(openReportCounts(t.db)).toEqual({ reports: 3, listings: 2 });

    const admin = { id: insertUser(t.db) };
    const form = toFormData({ jobId: String(job.id), decision: "close" });
    const res = await settle(() => handleReportDecision(t.db, admin, form, "/admin/reports"));
    expect(res.status).toBe(302);
    expect(t.db.$client.prepare("SELECT status FROM job_listings WHERE id = ?").pluck().get(job.id)).toBe("expired");
    expect(t.db.$client.prepare("SELECT status FROM opportunities WHERE id = ?").pluck().get(opportunity.id)).toBe("published");
    expect(reportRows().filter((r) => r.job_id === job.id).map((r) => r.status)).toEqual(["resolved", "resolved"]);
    expect(listOpenReportGroups(t.db).map((g) => g.opportunity.kind)).toEqual(["opportunity"]);
  });

  it("unpublishes a reported job back to pending and answers a single job report's PATCH with its job id", async () => {
    const { job } = setup();
    await postForm(job.slug, { reason: "scam", formToken: formToken() }, { ip: "198.51.100.1" });
    await postForm(job.slug, { reason: "other", formToken: formToken() }, { ip: "198.51.100.2" });
    const admin = { id: insertUser(t.db) };
    const [first] = reportRows();
    expect(setReportStatus(t.db, admin, first!.id, "dismissed")).toMatchObject({ jobId: job.id, openReportsLeft: 1 });
    decideListingReports(t.db, admin, { kind: "job", id: job.id }, "unpublish", { note: "Asks for a fee" });
    expect(t.db.$client.prepare("SELECT status FROM job_listings WHERE id = ?").pluck().get(job.id)).toBe("pending");
    const audit = t.db.$client.prepare("SELECT action, entity_type FROM audit_log WHERE action LIKE 'job.%'").all();
    expect(audit).toEqual([{ action: "job.unpublish", entity_type: "job" }]);
  });

  it("refuses a decision that names no listing or both kinds", async () => {
    setup();
    const admin = { id: insertUser(t.db) };
    const namings: Record<string, string>[] = [{ decision: "close" }, { decision: "close", jobId: "1", opportunityId: "1" }];
    for (const fields of namings) {
      const res = await settle(() => handleReportDecision(t.db, admin, toFormData(fields), "/admin/reports"));
      expect(res.status).toBe(302);
    }
    expect(t.db.$client.prepare("SELECT count(*) FROM audit_log").pluck().get()).toBe(0);
  });
});

describe("an organisation's jobs", () => {
  it("are listed and counted on its page and in the directory", () => {
    const { job } = setup();
    createJob(t.db, { title: "Closed job", company: "Neer Trust", applicationDeadline: new Date(Date.now() - 3 * 86_400_000) });
    const result = loadOrganizationPage(t.db, "neer-trust");
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.page.open.map((c) => c.title).sort()).toEqual(["Field coordinator", "Water intern"]);
    expect(result.page.open.find((c) => c.title === "Field coordinator")!.path).toBe(`/jobs/${job.slug}`);
    expect(result.page.openTotal).toBe(2);
    expect(result.page.pastTotal).toBe(1);
    expect(listOrganizations(t.db, { query: "", page: 1 }).entries.map((e) => [e.name, e.open])).toEqual([["Neer Trust", 2]]);
  });

  it("give an organisation with only jobs its page", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Old intern", organization: "Jobs Only Org", status: "pending" });
    createJob(t.db, { title: "Only job", company: "Jobs Only Org" });
    const result = loadOrganizationPage(t.db, "jobs-only-org");
    expect(result.status).toBe("ok");
  });
});

describe("migration 0032", () => {
  const dir = mkdtempSync(join(tmpdir(), "ic-job-reports-migration-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps every report row with its id and lets a report point at a job, never at both or neither", () => {
    const db = openDatabase(join(dir, "app.db"));
    // The earlier backfills read stipends with the app's reader, as migrateDatabase provides it.
    db.$client.function("monthly_stipend_rupees", { deterministic: true }, (text: unknown) => monthlyStipendRupees(typeof text === "string" ? text : null));
    migrate(db, { migrationsFolder: migrationsBefore(dir, "_job_reports") });
    const { id } = createOpportunity(db, { title: "Reported intern" });
    const job = createJob(db, { title: "Reported job" });
    const insert = db.$client.prepare(
      `INSERT INTO listing_reports (opportunity_id, reason, details, reporter_key, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, 2)`,
    );
    insert.run(id, "scam", JSON.stringify(["Asked for money"]), "key-a", "open");
    insert.run(id, "closed", null, "key-b", "dismissed");
    const before = db.$client.prepare("SELECT * FROM listing_reports ORDER BY id").all();
    migrateDatabase(db);
    const after = db.$client.prepare("SELECT * FROM listing_reports ORDER BY id").all() as Record<string, unknown>[];
    expect(after.map(({ job_id, ...rest }) => (expect(job_id).toBeNull(), rest))).toEqual(before);
    const add = db.$client.prepare(`INSERT INTO listing_reports (opportunity_id, job_id, reason, reporter_key) VALUES (?, ?, 'scam', 'k')`);
    expect(() => add.run(null, job.id)).not.toThrow();
    expect(() => add.run(id, job.id)).toThrow(/CHECK/);
    expect(() => add.run(null, null)).toThrow(/CHECK/);
    expect(() => add.run(null, 99_999)).toThrow(/FOREIGN KEY/);
    db.$client.prepare("DELETE FROM job_listings WHERE id = ?").run(job.id);
    expect(db.$client.prepare("SELECT count(*) FROM listing_reports WHERE job_id IS NOT NULL").pluck().get()).toBe(0);
    expect(db.$client.pragma("foreign_key_check")).toEqual([]);
    db.$client.close();
  });
});
