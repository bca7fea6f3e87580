import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobListings } from "../../../db/schema";
import * as listRoute from "../../../app/routes/api/admin/jobs";
import * as pendingRoute from "../../../app/routes/api/admin/jobs-pending";
import * as itemRoute from "../../../app/routes/api/admin/job";
import * as approvalRoute from "../../../app/routes/api/admin/job-approval";
import * as featuredRoute from "../../../app/routes/api/admin/job-featured";
import { useAdminTestDb } from "../../support/admin";
import { callApi } from "../../support/route-calls";
import { insertJob } from "./helpers";

const s = useAdminTestDb();

const row = (id: number) => s.db.select().from(jobListings).where(eq(jobListings.id, id)).get()!;
const approval = (id: number | string, json: unknown) =>
  s.asAdmin(approvalRoute, { method: "PATCH", path: `/api/admin/jobs/${id}/approval`, params: { id: String(id) }, json });
const featured = (id: number | string, json: unknown) =>
  s.asAdmin(featuredRoute, { method: "PATCH", path: `/api/admin/jobs/${id}/featured`, params: { id: String(id) }, json });

const editBody = {
  companyName: "Pratham Books",
  positionTitle: "Illustration intern",
  category: "design",
  location: "In-Person (On-Site)",
  duration: "3-6 months",
  salary: "₹8,000/month",
  description: "Illustrate storybooks.",
  requirements: "A portfolio",
  applicationInstructions: "Email us",
  applicationUrl: "https://prathambooks.example.org/jobs",
  companyLogo: "https://prathambooks.example.org/logo.png",
  applicationDeadline: "2030-01-15",
};

describe("GET /api/admin/jobs and /pending", () => {
  it("lists legacy jobs in the admin shape; pending lists only pending", async () => {
    insertJob(s.db, { status: "pending", positionTitle: "Waiting job" });
    insertJob(s.db, { status: "published", positionTitle: "Live job" });
    const all = await s.asAdmin(listRoute, { path: "/api/admin/jobs" });
    expect(all.status).toBe(200);
    const jobs = (await all.json()) as Record<string, unknown>[];
    expect(jobs).toHaveLength(2);
    // The admin shape: every field an edit sends, plus what the server keeps.
    for (const key of ["id", ...Object.keys(editBody), "postedAt", "status", "rejectionReason", "featured"]) {
      expect(jobs[0]).toHaveProperty(key);
    }
    const pending = await s.asAdmin(pendingRoute, { path: "/api/admin/jobs/pending" });
    expect(((await pending.json()) as { positionTitle: string }[]).map((j) => j.positionTitle)).toEqual([
      "Waiting job",
    ]);
    expect((await callApi(pendingRoute, { path: "/api/admin/jobs/pending", context: s.context })).status).toBe(401);
  });
});

describe("PATCH /api/admin/jobs/{id}/approval — the legacy transition table", () => {
  const allowed = [
    ["pending", "published", "approve"],
    ["pending", "draft", "approve"],
    ["pending", "rejected", "reject"],
    ["draft", "published", "publish"],
    ["published", "draft", "unpublish"],
  ] as const;
  for (const [from, to, action] of allowed) {
    it(`allows ${from} → ${to} (${action})`, async () => {
      const { id } = insertJob(s.db, { status: from });
      const res = await approval(id, { status: to, rejectionReason: null });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe(to);
      expect(s.db.select().from(auditLog).get()).toMatchObject({
        action: `job.${action}`,
        statusBefore: from,
        statusAfter: to,
        actorId: s.adminId,
      });
    });
  }
  const statuses = ["pending", "draft", "published", "rejected"] as const;
  for (const from of statuses) {
    for (const to of [...statuses, "expired"] as const) {
      if (allowed.some(([f, tt]) => f === from && tt === to)) continue;
      it(`refuses ${from} → ${to} with 409`, async () => {
        const { id } = insertJob(s.db, { status: from });
        const res = await approval(id, { status: to });
        expect(res.status).toBe(409);
        expect(row(id).status).toBe(from);
      });
    }
  }

  it("approving publishes in one step (or makes a draft, as the spec's table allows) and records who approved", async () => {
    const { id } = insertJob(s.db, { status: "pending" });
    await approval(id, { status: "published" });
    expect(row(id)).toMatchObject({ status: "published", approvedBy: s.adminId });
    const other = insertJob(s.db, { status: "pending" });
    await approval(other.id, { status: "draft" });
    expect(row(other.id)).toMatchObject({ status: "draft", approvedBy: s.adminId });
  });

  it("rejecting stores the fixed reason 'Does not meet our guidelines'", async () => {
    const { id } = insertJob(s.db, { status: "pending" });
    const res = await approval(id, { status: "rejected", rejectionReason: null });
    expect(((await res.json()) as { rejectionReason: string }).rejectionReason).toBe("Does not meet our guidelines");
  });

  it("unpublishing a featured job also unfeatures it", async () => {
    const { id } = insertJob(s.db, { status: "published", featured: true });
    await approval(id, { status: "draft" });
    expect(row(id)).toMatchObject({ status: "draft", featured: false });
  });

  it("validates the body and answers 404 for unknown ids", async () => {
    const { id } = insertJob(s.db, { status: "pending" });
    expect((await approval(id, { status: "approved" })).status).toBe(400);
    expect((await approval(id, {})).status).toBe(400);
    expect((await approval(9999, { status: "draft" })).status).toBe(404);
    expect((await approval("x", { status: "draft" })).status).toBe(404);
  });
});

describe("PATCH /api/admin/jobs/{id}/featured", () => {
  it("features only published jobs: 409 'Only published jobs can be featured' otherwise", async () => {
    const draft = insertJob(s.db, { status: "draft" });
    const res = await featured(draft.id, { featured: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Only published jobs can be featured" });
    expect(row(draft.id).featured).toBe(false);
    const live = insertJob(s.db, { status: "published" });
    expect((await featured(live.id, { featured: true })).status).toBe(200);
    expect(row(live.id).featured).toBe(true);
    expect((await featured(live.id, { featured: false })).status).toBe(200);
    expect(row(live.id).featured).toBe(false);
    expect((await featured(live.id, { featured: "true" })).status).toBe(400);
    expect((await featured(9999, { featured: true })).status).toBe(404);
  });
});

describe("PATCH and DELETE /api/admin/jobs/{id}", () => {
  const patch = (id: number | string, json: unknown) =>
    s.asAdmin(itemRoute, { method: "PATCH", path: `/api/admin/jobs/${id}`, params: { id: String(id) }, json });

  it("saves every field; the deadline is stored as midnight UTC", async () => {
    const { id } = insertJob(s.db, { status: "draft" });
    const res = await patch(id, { ...editBody, applicationDeadline: "2030-01-15T18:30:00.000Z" });
    expect(res.status).toBe(200);
    const saved = row(id);
    expect(saved).toMatchObject({
      positionTitle: "Illustration intern",
      location: "In-Person (On-Site)",
      salary: "₹8,000/month",
      duration: "3-6 months",
    });
    expect(saved.applicationDeadline!.toISOString()).toBe("2030-01-15T00:00:00.000Z");
    expect(s.db.select({ action: auditLog.action }).from(auditLog).all()).toEqual([{ action: "job.update" }]);
  });

  it("refuses bad links, unknown categories and featuring a draft", async () => {
    const { id } = insertJob(s.db, { status: "draft" });
    const bad = await patch(id, {
      ...editBody,
      applicationUrl: "javascript:alert(1)",
      companyLogo: "data:image/svg+xml,<svg/>",
      category: "astrology",
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      applicationUrl: ["Please enter a valid application URL"],
      companyLogo: ["Please enter a valid image URL"],
      category: ["Please select a valid category"],
    });
    const featuring = await patch(id, { ...editBody, featured: true });
    expect(featuring.status).toBe(409);
    expect(row(id).featured).toBe(false);
  });

  it("accepts our own uploaded logo path", async () => {
    const { id } = insertJob(s.db, { status: "draft" });
    expect((await patch(id, { ...editBody, companyLogo: "/uploads/0123abcd.webp" })).status).toBe(200);
    expect(row(id).companyLogo).toBe("/uploads/0123abcd.webp");
  });

  it("DELETE answers 204 then 404; non-admins get 403", async () => {
    const { id } = insertJob(s.db);
    const forbidden = await callApi(itemRoute, {
      method: "DELETE",
      path: `/api/admin/jobs/${id}`,
      params: { id: String(id) },
      context: s.context,
      cookie: s.userCookie,
    });
    expect(forbidden.status).toBe(403);
    const del = () =>
      s.asAdmin(itemRoute, { method: "DELETE", path: `/api/admin/jobs/${id}`, params: { id: String(id) } });
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(404);
  });
});
