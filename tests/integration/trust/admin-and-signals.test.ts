/** Admin APIs of trust and safety, verified organisations on the board, and the flags stored at submission. */
import { describe, expect, it } from "vitest";
import * as organizationRoute from "../../../app/routes/api/admin/organization";
import * as reportRoute from "../../../app/routes/api/admin/report";
import * as reportsRoute from "../../../app/routes/api/admin/reports";
import * as opportunitiesRoute from "../../../app/routes/api/admin/opportunities";
import * as searchModule from "../../../app/routes/api/opportunities-search";
import { parseHomeSearchParams } from "../../../app/search/search-schema";
import { homeSearch } from "../../../app/search/search-params";
import { searchListings } from "../../../app/search/search.server";
import { createSubmission } from "../../../app/submissions/create.server";
import { apiSubmissionSchema } from "../../../app/submissions/schema";
import { fileReport } from "../../../app/trust/reports.server";
import { seedEssentials } from "../../../db/seed";
import { useAdminTestDb } from "../../support/admin";
import { callApi } from "../../support/route-calls";
import { testEnv } from "../../support/context";
import { validFormFields } from "../../support/submissions";
import { createOpportunity } from "../board/fixtures";

const DAY = 86_400_000;
// The public search route's loader takes fewer arguments than the admin ones; callApi passes them all.
const searchRoute = searchModule as unknown as Parameters<typeof callApi>[0];
const s = useAdminTestDb({ prepare: seedEssentials });

const orgId = (name: string) =>
  (s.db.$client.prepare("SELECT id FROM organizations WHERE name = ?").get(name) as { id: number }).id;
const patchOrganization = (id: string, json: unknown) =>
  s.asAdmin(organizationRoute, { method: "PATCH", path: `/api/admin/organizations/${id}`, params: { id }, json });

describe("PATCH /api/admin/organizations/{id}", () => {
  it("is for admins only", async () => {
    createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const id = String(orgId("Surya Trust"));
    const options = { method: "PATCH", path: `/api/admin/organizations/${id}`, params: { id }, json: { verified: true }, context: s.context };
    expect((await callApi(organizationRoute, options)).status).toBe(401);
    expect((await callApi(organizationRoute, { ...options, cookie: s.userCookie })).status).toBe(403);
  });

  it("sets verified, description and website, and records it in the audit log", async () => {
    createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const id = String(orgId("Surya Trust"));
    const res = await patchOrganization(id, { verified: true, website: "https://surya.example.org", description: "Solar for schools." });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ verified: true, website: "https://surya.example.org", description: "Solar for schools." });
    const audit = s.db.$client.prepare("SELECT action, entity_type FROM audit_log WHERE entity_type = 'organization'").all();
    expect(audit).toEqual([{ action: "organization.verify", entity_type: "organization" }]);
    // Clearing the website keeps the rest.
    const cleared = await patchOrganization(id, { website: "" });
    expect(await cleared.json()).toMatchObject({ verified: true, website: null, description: "Solar for schools." });
  });

  it.each([
    [{ verified: "yes" }, "verified must be true or false"],
    [{ website: "javascript:alert(1)" }, "Please enter a valid website URL starting with http:// or https://"],
    [{ description: "x".repeat(2001) }, "The description cannot exceed 2000 characters"],
    [{}, "Send at least one of verified, description or website"],
    [{ name: "Renamed" }, undefined],
  ])("refuses %j with 400 and changes nothing", async (json, message) => {
    createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const id = String(orgId("Surya Trust"));
    const res = await patchOrganization(id, json);
    expect(res.status).toBe(400);
    if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(s.db.$client.prepare("SELECT verified, website FROM organizations WHERE id = ?").get(id)).toEqual({ verified: 0, website: null });
  });

  it("answers 404 for an unknown organisation", async () => {
    const res = await patchOrganization("999999", { verified: true });
    expect(res.status).toBe(404);
  });
});

describe("verified organisations on the board", () => {
  it("filters with verified=true in the API and verified=1 on the board, and marks results", async () => {
    const verified = createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    createOpportunity(s.db, { title: "Water Intern", organization: "Jal Seva" });
    s.db.$client.prepare("UPDATE organizations SET verified = 1 WHERE name = 'Surya Trust'").run();

    const res = await callApi(searchRoute, { path: "/api/opportunities/search?verified=true", context: s.context });
    const items = (await res.json()) as { id: number; organization: { verified: boolean } }[];
    expect(items.map((i) => i.id)).toEqual([verified.id]);
    expect(items[0]!.organization.verified).toBe(true);
    expect(((await (await callApi(searchRoute, { path: "/api/opportunities/search", context: s.context })).json()) as unknown[]).length).toBe(2);
    expect((await callApi(searchRoute, { path: "/api/opportunities/search?verified=maybe", context: s.context })).status).toBe(400);

    const board = parseHomeSearchParams(new URLSearchParams("type=internship&verified=1"));
    expect(board.verified).toBe(true);
    expect(homeSearch(board)).toBe("?type=internship&verified=1");
    expect(searchListings(s.db, board, { limit: 10 }).items.map((i) => i.id)).toEqual([verified.id]);
  });
});

describe("reports in the admin API", () => {
  it("lists open reports grouped by listing and lets an admin dismiss one", async () => {
    const listing = createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const env = testEnv();
    const filed = fileReport({ db: s.db, env, ip: "198.51.100.5" }, listing.slug, { reason: "scam", details: "Fee" });
    expect(filed.kind).toBe("stored");
    expect((await callApi(reportsRoute, { path: "/api/admin/reports", context: s.context })).status).toBe(401);
    const res = await s.asAdmin(reportsRoute, { path: "/api/admin/reports" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; items: { count: number; reports: { id: number }[]; opportunity: { id: number } }[] };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ count: 1, opportunity: { id: listing.id } });
    const reportId = String(body.items[0]!.reports[0]!.id);

    const patch = (json: unknown, cookie = s.adminCookie, id = reportId) =>
      callApi(reportRoute, { method: "PATCH", path: `/api/admin/reports/${id}`, params: { id }, json, cookie, context: s.context });
    expect((await patch({ status: "dismissed" }, s.userCookie)).status).toBe(403);
    expect((await patch({ status: "open" })).status).toBe(400);
    expect((await patch({ status: "dismissed" }, s.adminCookie, "999999")).status).toBe(404);
    const ok = await patch({ status: "dismissed" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "dismissed", openReportsLeft: 0 });
    const after = (await (await s.asAdmin(reportsRoute, { path: "/api/admin/reports" })).json()) as { total: number };
    expect(after.total).toBe(0);
  });
});

describe("flags at submission", () => {
  const submission = (overrides: Record<string, string> = {}) => apiSubmissionSchema.parse(validFormFields(overrides));
  const flagsOf = (id: number) =>
    JSON.parse((s.db.$client.prepare("SELECT flags FROM opportunities WHERE id = ?").get(id) as { flags: string }).flags) as string[];

  it("stores a submission that asks for money, flagged, never refused", () => {
    const created = createSubmission(s.db, submission({ applicationInstructions: "Selection ke baad registration fees ₹500 dena hoga." }));
    expect(created.status).toBe("pending");
    expect(flagsOf(created.id)).toEqual(["asks for money: “registration fees ₹500 dena hoga”"]);
  });

  it("flags a stipend above ₹10,00,000 a month, stored as unknown on the board", () => {
    const paid = (salary: string, positionTitle: string) => apiSubmissionSchema.parse({ ...validFormFields({ positionTitle }), offersStipend: true, salary });
    const created = createSubmission(s.db, paid("99999 crore per month", "Highest Paid Intern"));
    expect(flagsOf(created.id)).toEqual(["stipend above ₹10,00,000 a month"]);
    const stored = s.db.$client.prepare("SELECT a.number_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = ? AND d.name = 'stipend'").pluck().get(created.id);
    expect(stored).toBeNull();
    expect(flagsOf(createSubmission(s.db, paid("₹15,000 per month", "Fairly Paid Intern")).id)).toEqual([]);
  });

  it("flags a very similar title of the same organisation (any case) as a possible duplicate", () => {
    const first = createSubmission(s.db, submission());
    const second = createSubmission(s.db, submission({ companyName: "GREEN EARTH TRUST", positionTitle: "Climate research intern!" }));
    expect(flagsOf(first.id)).toEqual([]);
    expect(flagsOf(second.id)).toEqual([`possible duplicate of #${first.id}`]);
  });

  it("does not flag other organisations, other titles, old or rejected listings", () => {
    const old = createSubmission(s.db, submission(), { now: new Date(Date.now() - 61 * DAY) });
    expect(flagsOf(createSubmission(s.db, submission()).id)).toEqual([]);
    expect(flagsOf(createSubmission(s.db, submission({ companyName: "Blue Water Trust" })).id)).toEqual([]);
    expect(flagsOf(createSubmission(s.db, submission({ positionTitle: "Marketing Associate" })).id)).toEqual([]);
    // Rejected listings are not originals.
    s.db.$client.prepare("UPDATE opportunities SET status = 'rejected' WHERE organization_id = (SELECT id FROM organizations WHERE name = 'Green Earth Trust')").run();
    expect(flagsOf(createSubmission(s.db, submission()).id)).toEqual([]);
    expect(old.id).toBeGreaterThan(0);
  });

  it("shows flags in the admin API, never in the public one", async () => {
    const created = createSubmission(s.db, submission({ description: "A refundable security deposit of Rs. 2000 is required before you start working with us." }));
    const res = await s.asAdmin(opportunitiesRoute, { path: "/api/admin/opportunities?status=pending" });
    const list = (await res.json()) as { id: number; flags: string[] }[];
    expect(list.find((o) => o.id === created.id)?.flags).toEqual(["asks for money: “security deposit”, “Rs. 2000”"]);
    s.db.$client.prepare("UPDATE opportunities SET status = 'published' WHERE id = ?").run(created.id);
    const pub = await callApi(searchRoute, { path: "/api/opportunities/search", context: s.context });
    expect(JSON.stringify(await pub.json())).not.toContain("asks for money");
  });
});
