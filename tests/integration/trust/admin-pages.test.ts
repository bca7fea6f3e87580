/** The Reports tab, the organisation form and the dashboard count, as the pages' loaders and actions (no JavaScript needed). */
import { describe, expect, it } from "vitest";
import * as reportsPage from "../../../app/routes/admin/reports";
import * as organizationPage from "../../../app/routes/admin/organization-edit";
import * as dashboard from "../../../app/routes/admin/dashboard";
import { fileReport } from "../../../app/trust/reports.server";
import { useAdminTestDb } from "../../support/admin";
import { toastOf } from "../../support/route-calls";
import { createOpportunity } from "../board/fixtures";

const s = useAdminTestDb({ dataFolder: true });
const { postPage: post, getPage: get } = s;

function reported() {
  const listing = createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
  for (const ip of ["198.51.100.1", "198.51.100.2"]) {
    fileReport({ db: s.db, env: s.env, ip }, listing.slug, { reason: "scam", details: `seen by ${ip}` });
  }
  return listing;
}

describe("Reports tab", () => {
  it("lists open reports grouped by listing and counts them on the dashboard", async () => {
    const { id } = reported();
    const page = (await get(reportsPage.loader, "/admin/reports")) as { groups: { count: number; opportunity: { id: number } }[] };
    expect(page.groups).toEqual([expect.objectContaining({ count: 2, opportunity: expect.objectContaining({ id }) })]);
    const stats = (await get(dashboard.loader, "/admin")) as { reports: { reports: number; listings: number } };
    expect(stats.reports).toEqual({ reports: 2, listings: 1 });
  });

  it("dismisses all of a listing's reports with a form post, back to the tab with a toast", async () => {
    const { id } = reported();
    const res = (await post(reportsPage.action, "/admin/reports", { intent: "decide", opportunityId: String(id), decision: "dismiss" })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/reports");
    expect(await toastOf(res)).toMatchObject({ message: "Reports updated", type: "success" });
    expect(s.db.$client.prepare("SELECT count(*) AS n FROM listing_reports WHERE status = 'open'").get()).toEqual({ n: 0 });
  });

  it("refuses an unknown listing or decision with an error toast", async () => {
    reported();
    const unknown = (await post(reportsPage.action, "/admin/reports", { opportunityId: "999999", decision: "dismiss" })) as Response;
    expect(await toastOf(unknown)).toMatchObject({ message: "Report decision failed", description: "Opportunity not found" });
    const bad = (await post(reportsPage.action, "/admin/reports", { opportunityId: "1", decision: "delete" })) as Response;
    expect(await toastOf(bad)).toMatchObject({ message: "Report decision failed", description: "Unknown action" });
  });
});

describe("organisation form", () => {
  it("saves the Verified checkbox, website and description and goes back to returnTo", async () => {
    createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const id = String((s.db.$client.prepare("SELECT id FROM organizations").get() as { id: number }).id);
    const res = (await post(
      organizationPage.action,
      `/admin/organizations/${id}?returnTo=${encodeURIComponent("/admin/opportunities/1/edit")}`,
      { verified: "on", website: "https://surya.example.org", description: "Solar for schools." },
      { id },
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/opportunities/1/edit");
    expect(s.db.$client.prepare("SELECT verified, website, description FROM organizations WHERE id = ?").get(id)).toEqual({
      verified: 1,
      website: "https://surya.example.org",
      description: "Solar for schools.",
    });
  });

  it("re-renders with the message for a bad website and changes nothing", async () => {
    createOpportunity(s.db, { title: "Solar Intern", organization: "Surya Trust" });
    const id = String((s.db.$client.prepare("SELECT id FROM organizations").get() as { id: number }).id);
    const res = (await post(organizationPage.action, `/admin/organizations/${id}`, { website: "ftp://surya" }, { id })) as {
      data: { errors: Record<string, string[]> };
      init: { status: number };
    };
    expect(res.init.status).toBe(400);
    expect(res.data.errors.website).toEqual(["Please enter a valid website URL starting with http:// or https://"]);
    expect(s.db.$client.prepare("SELECT verified, website FROM organizations WHERE id = ?").get(id)).toEqual({ verified: 0, website: null });
  });
});
