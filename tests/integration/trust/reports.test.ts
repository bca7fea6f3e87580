/** Reporting a listing (form and JSON API), the per-IP rules, auto-hide and the admins' decisions, on a real SQLite file. */
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/listing-reports";
import { action as formAction, loader as formLoader } from "../../../app/routes/report";
import { loader as listingLoader } from "../../../app/routes/listing";
import { loader as detailApiLoader } from "../../../app/routes/api/opportunity-by-slug";
import { searchListings } from "../../../app/search/search.server";
import { collectSitemapUrls } from "../../../app/seo/sitemap.server";
import { decideListingReports, listOpenReportGroups, setReportStatus } from "../../../app/trust/reports.server";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { settle } from "../../support/route-results";
import { formToken, toFormData } from "../../support/submissions";
import { createOpportunity } from "../board/fixtures";
import { insertUser } from "../../support/admin";

let t: TestDb;
afterEach(() => t?.cleanup());

function setup() {
  t = createTestDb();
  const listing = createOpportunity(t.db, { title: "Climate Research Intern", organization: "Green Earth Trust" });
  return listing;
}

function postReport(slug: string, body: unknown, { ip = "198.51.100.1", env = testEnv() } = {}) {
  const context = testContext(t.db, { ip, env });
  const request = new Request(`http://localhost/api/opportunities/slug/${slug}/reports`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return settle(() => apiAction({ request, context, params: { slug } } as never));
}

const reports = () =>
  (
    t.db.$client.prepare("SELECT id, opportunity_id, reason, details, email, status FROM listing_reports ORDER BY id").all() as {
      id: number;
      opportunity_id: number;
      reason: string;
      details: string | null;
      email: string | null;
      status: string;
    }[]
  ).map((row) => ({ ...row, details: row.details === null ? null : (JSON.parse(row.details) as string[]) }));

const visibleOnBoard = (id: number) =>
  searchListings(
    t.db,
    { query: "", type: "all", category: "all", duration: "any", stipend: "all-options", location: "worldwide", sortBy: "recent" },
    { limit: 50 },
  ).items.some((item) => item.id === id);

describe("POST /api/opportunities/slug/{slug}/reports", () => {
  it("stores a report and answers 201 with its id", async () => {
    const { slug, id } = setup();
    const res = await postReport(slug, { reason: "scam", details: "They asked me for ₹500.", email: "seeker@example.org" });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: reports()[0]!.id });
    expect(reports()).toEqual([
      expect.objectContaining({ opportunity_id: id, reason: "scam", details: ["They asked me for ₹500."], email: "seeker@example.org", status: "open" }),
    ]);
  });

  it.each([
    [{ reason: "spam" }, "Please choose a reason"],
    [{}, "Please choose a reason"],
    [{ reason: "other", details: "x".repeat(1001) }, "Details cannot exceed 1000 characters"],
    [{ reason: "other", email: "not-an-email" }, "Please enter a valid email address, or leave it empty"],
    [["scam"], "The request body must be a JSON object"],
  ])("refuses %j with 400 and stores nothing", async (body, message) => {
    const { slug } = setup();
    const res = await postReport(slug, body);
    expect(res.status).toBe(400);
    expect((res.data as { message: string }).message).toBe(message);
    expect(reports()).toHaveLength(0);
  });

  it("answers malformed JSON with 400", async () => {
    const { slug } = setup();
    expect((await postReport(slug, "{nope")).status).toBe(400);
  });

  it("answers 404 for an unknown slug and for listings that are not public", async () => {
    setup();
    const pending = createOpportunity(t.db, { title: "Pending Intern", status: "pending" });
    const rejected = createOpportunity(t.db, { title: "Rejected Intern", status: "rejected" });
    const archived = createOpportunity(t.db, { title: "Archived Intern", archived: true });
    for (const slug of ["no-such-listing", pending.slug, rejected.slug, archived.slug]) {
      const res = await postReport(slug, { reason: "scam" });
      expect(res.status, slug).toBe(404);
    }
    expect(reports()).toHaveLength(0);
  });

  it("accepts reports of a closed listing", async () => {
    setup();
    const closed = createOpportunity(t.db, { title: "Closed Intern", status: "expired" });
    expect((await postReport(closed.slug, { reason: "closed" })).status).toBe(201);
  });

  it("updates the open report of the same address instead of adding one", async () => {
    const { slug } = setup();
    const first = await postReport(slug, { reason: "inaccurate", details: "Wrong city." });
    const second = await postReport(slug, { reason: "scam", details: "Actually they want a deposit." });
    expect(second.status).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(reports()).toEqual([
      expect.objectContaining({ reason: "scam", details: ["Wrong city.", "Actually they want a deposit."] }),
    ]);
    // Another address adds its own report.
    await postReport(slug, { reason: "scam" }, { ip: "198.51.100.2" });
    expect(reports()).toHaveLength(2);
  });

  it("keeps every distinct details text and the address when the same address reports again without them", async () => {
    const { slug } = setup();
    await postReport(slug, { reason: "scam", details: "They asked for a ₹2,000 registration fee.", email: "seeker@example.org" });
    await postReport(slug, { reason: "scam" });
    await postReport(slug, { reason: "inaccurate", details: "They asked for a ₹2,000 registration fee." });
    await postReport(slug, { reason: "scam", details: "And a deposit by UPI." });
    expect(reports()).toEqual([
      expect.objectContaining({
        reason: "scam",
        email: "seeker@example.org",
        details: ["They asked for a ₹2,000 registration fee.", "And a deposit by UPI."],
      }),
    ]);
    // The admin's Reports tab shows both texts.
    const [group] = listOpenReportGroups(t.db);
    expect(group!.reports[0]!.details).toEqual(["They asked for a ₹2,000 registration fee.", "And a deposit by UPI."]);
  });

  it("lets an address report again after its earlier report was decided", async () => {
    const { slug, id } = setup();
    const admin = insertUser(t.db);
    await postReport(slug, { reason: "other" });
    decideListingReports(t.db, { id: admin }, id, "dismiss");
    await postReport(slug, { reason: "other", details: "Still wrong." });
    expect(reports().map((r) => r.status)).toEqual(["dismissed", "open"]);
  });

  it("allows 5 reports per address per hour, then answers 429 with Retry-After", async () => {
    setup();
    const listings = Array.from({ length: 6 }, (_, i) => createOpportunity(t.db, { title: `Listing number ${i}` }));
    for (const listing of listings.slice(0, 5)) expect((await postReport(listing.slug, { reason: "other" })).status).toBe(201);
    const refused = await postReport(listings[5]!.slug, { reason: "other" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((refused.data as { message: string }).message).toMatch(/^Too many reports from your network/);
    expect(reports()).toHaveLength(5);
    // Another address is not affected.
    expect((await postReport(listings[5]!.slug, { reason: "other" }, { ip: "198.51.100.99" })).status).toBe(201);
  });
});

describe("auto-hide after scam reports", () => {
  it("hides a published listing reported as a scam from three addresses, until an admin decides", async () => {
    const { slug, id } = setup();
    const env = testEnv();
    await postReport(slug, { reason: "scam" }, { ip: "198.51.100.1" });
    await postReport(slug, { reason: "other" }, { ip: "198.51.100.2" });
    await postReport(slug, { reason: "scam" }, { ip: "198.51.100.3" });
    // The same address twice counts once.
    await postReport(slug, { reason: "scam" }, { ip: "198.51.100.3" });
    expect(visibleOnBoard(id)).toBe(true);

    await postReport(slug, { reason: "scam" }, { ip: "198.51.100.4" });
    expect(visibleOnBoard(id)).toBe(false);
    const facets = t.db.$client.prepare("SELECT visible FROM listing_facets WHERE key = ?").get(id) as { visible: number };
    expect(facets.visible).toBe(0);
    expect(collectSitemapUrls(t.db, env.SITE_URL).some((u) => u.loc.endsWith(slug))).toBe(false);
    const audit = t.db.$client
      .prepare("SELECT action, actor_id, entity_id FROM audit_log WHERE action = 'opportunity.hide'")
      .all();
    expect(audit).toEqual([{ action: "opportunity.hide", actor_id: null, entity_id: id }]);

    // The page stays, saying the listing is under review; the detail API no longer serves it.
    const context = testContext(t.db);
    const page = (await settle(() =>
      listingLoader({ request: new Request(`http://localhost/internships/${slug}`), context, params: { slug } } as never),
    )) as { status: number; data: { listing: { underReview: boolean }; jsonLd: unknown } };
    expect(page.status).toBe(200);
    expect(page.data.listing.underReview).toBe(true);
    expect(page.data.jsonLd).toBeNull();
    const api = await settle(() =>
      detailApiLoader({ request: new Request(`http://localhost/api/opportunities/slug/${slug}`), context, params: { slug } } as never),
    );
    expect(api.status).toBe(404);

    // An edit of the listing (which recomputes its facets row) does not show it again.
    t.db.$client.prepare("UPDATE opportunities SET title = 'Climate Research Intern 2' WHERE id = ?").run(id);
    expect(visibleOnBoard(id)).toBe(false);

    // Dismissing the reports shows it again.
    decideListingReports(t.db, { id: insertUser(t.db) }, id, "dismiss");
    expect(visibleOnBoard(id)).toBe(true);
    expect(collectSitemapUrls(t.db, env.SITE_URL).some((u) => u.loc.endsWith(slug))).toBe(true);
  });

  it("does nothing when REPORTS_AUTO_HIDE is 0", async () => {
    const { slug, id } = setup();
    const env = testEnv({ REPORTS_AUTO_HIDE: "0" });
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      await postReport(slug, { reason: "scam" }, { ip, env });
    }
    expect(visibleOnBoard(id)).toBe(true);
  });

  it("follows a custom threshold", async () => {
    const { slug, id } = setup();
    const env = testEnv({ REPORTS_AUTO_HIDE: "1" });
    await postReport(slug, { reason: "scam" }, { env });
    expect(visibleOnBoard(id)).toBe(false);
  });

  it("refuses a bad REPORTS_AUTO_HIDE at start-up", () => {
    expect(() => testEnv({ REPORTS_AUTO_HIDE: "-1" })).toThrow(/REPORTS_AUTO_HIDE/);
  });
});

describe("admin decisions", () => {
  async function hiddenListing() {
    const listing = setup();
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      await postReport(listing.slug, { reason: "scam", details: `from ${ip}` }, { ip });
    }
    return { ...listing, admin: { id: insertUser(t.db) } };
  }
  const listingRow = (id: number) =>
    t.db.$client.prepare("SELECT status, under_review, flags FROM opportunities WHERE id = ?").get(id) as {
      status: string;
      under_review: number;
      flags: string;
    };

  it("groups open reports by listing with counts per reason", async () => {
    const { id } = await hiddenListing();
    const other = createOpportunity(t.db, { title: "Design Fellow" });
    await postReport(other.slug, { reason: "offensive" }, { ip: "198.51.100.9" });
    const groups = listOpenReportGroups(t.db);
    expect(groups.map((g) => g.opportunity.id)).toEqual([other.id, id]);
    expect(groups[1]).toMatchObject({ count: 3, reasons: { scam: 3 }, opportunity: { underReview: true, status: "published" } });
    expect(groups[1]!.reports.map((r) => r.details)).toEqual([["from 198.51.100.3"], ["from 198.51.100.2"], ["from 198.51.100.1"]]);
  });

  it("closes a listing: expired, shown again as closed, reports resolved", async () => {
    const { id, admin } = await hiddenListing();
    decideListingReports(t.db, admin, id, "close");
    expect(listingRow(id)).toMatchObject({ status: "expired", under_review: 0 });
    expect(reports().every((r) => r.status === "resolved")).toBe(true);
    expect(listOpenReportGroups(t.db)).toEqual([]);
  });

  it("unpublishes a listing back to pending with the note as a flag", async () => {
    const { id, admin } = await hiddenListing();
    decideListingReports(t.db, admin, id, "unpublish", { note: "Asks for a deposit on the phone." });
    const row = listingRow(id);
    expect(row).toMatchObject({ status: "pending", under_review: 0 });
    expect(JSON.parse(row.flags)).toEqual(["Unpublished after reports: Asks for a deposit on the phone."]);
    expect(visibleOnBoard(id)).toBe(false);
    const audit = t.db.$client
      .prepare("SELECT status_before, status_after FROM audit_log WHERE action = 'opportunity.unpublish'")
      .get();
    expect(audit).toEqual({ status_before: "published", status_after: "pending" });
  });

  it("ends the review when the last open report is dismissed one by one", async () => {
    const { id, admin } = await hiddenListing();
    const [a, b, c] = reports();
    setReportStatus(t.db, admin, a!.id, "dismissed");
    setReportStatus(t.db, admin, b!.id, "resolved");
    expect(listingRow(id).under_review).toBe(1);
    setReportStatus(t.db, admin, c!.id, "dismissed");
    expect(listingRow(id).under_review).toBe(0);
    expect(visibleOnBoard(id)).toBe(true);
  });

  it("ends the review when an admin changes the listing's status elsewhere", async () => {
    const { id } = await hiddenListing();
    t.db.$client.prepare("UPDATE opportunities SET status = 'draft' WHERE id = ?").run(id);
    expect(listingRow(id).under_review).toBe(0);
  });
});

describe("the /report/{slug} form", () => {
  function post(slug: string, fields: Record<string, string>, ip = "198.51.100.7") {
    const context = testContext(t.db, { ip });
    const request = new Request(`http://localhost/report/${slug}`, { method: "POST", body: toFormData(fields) });
    return settle(() => formAction({ request, context, params: { slug } } as never));
  }

  it("serves the form for a public listing and 404 for others", async () => {
    const { slug } = setup();
    const pending = createOpportunity(t.db, { title: "Pending Intern", status: "pending" });
    const context = testContext(t.db);
    const ok = await settle(() =>
      formLoader({ request: new Request(`http://localhost/report/${slug}`), context, params: { slug } } as never),
    );
    expect(ok.status).toBe(200);
    expect((ok.data as { formToken: string }).formToken).not.toBe("");
    const missing = await settle(() =>
      formLoader({ request: new Request(`http://localhost/report/x`), context, params: { slug: pending.slug } } as never),
    );
    expect(missing.status).toBe(404);
  });

  it("stores a report and redirects to the thank-you", async () => {
    const { slug } = setup();
    const res = await post(slug, { reason: "duplicate", details: "Same as another one.", email: "", formToken: formToken() });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/report/${slug}?sent=1`);
    expect(reports()).toEqual([expect.objectContaining({ reason: "duplicate", email: null })]);
  });

  it("answers a filled trap field like a success and stores nothing", async () => {
    const { slug } = setup();
    const res = await post(slug, { reason: "scam", formToken: formToken(), contactEmail: "bot@example.org" });
    expect(res.status).toBe(302);
    expect(reports()).toHaveLength(0);
  });

  it("accepts a report sent one second after the page was served: one choice needs no long wait", async () => {
    const { slug } = setup();
    const res = await post(slug, { reason: "scam", formToken: formToken(1_000) });
    expect(res.status).toBe(302);
    expect(reports()).toEqual([expect.objectContaining({ reason: "scam" })]);
  });

  it("refuses a report sent too quickly, keeping the values", async () => {
    const { slug } = setup();
    const res = await post(slug, { reason: "scam", details: "Fee asked", formToken: formToken(300) });
    expect(res.status).toBe(400);
    const data = res.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(data.result.error[""]).toEqual(["Please wait a few seconds and send the report again."]);
    expect(data.result.initialValue.details).toBe("Fee asked");
    expect(reports()).toHaveLength(0);
  });

  it("refuses a missing reason with the field's message", async () => {
    const { slug } = setup();
    const res = await post(slug, { formToken: formToken() });
    expect(res.status).toBe(400);
    expect((res.data as { result: { error: Record<string, string[]> } }).result.error.reason).toEqual(["Please choose a reason"]);
  });
});
