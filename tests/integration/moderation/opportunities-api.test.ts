import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, opportunities } from "../../../db/schema";
import * as listRoute from "../../../app/routes/api/admin/opportunities";
import * as pendingRoute from "../../../app/routes/api/admin/opportunities-pending";
import * as itemRoute from "../../../app/routes/api/admin/opportunity";
import * as statusRoute from "../../../app/routes/api/admin/opportunity-status";
import * as featuredRoute from "../../../app/routes/api/admin/opportunity-featured";
import * as organizationsRoute from "../../../app/routes/api/admin/organizations";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import { useAdminTestDb } from "../../support/admin";
import { callApi } from "../../support/route-calls";
import { insertOpportunity, seedDefinitions, validOpportunity } from "./helpers";

const s = useAdminTestDb({ prepare: seedDefinitions });

const row = (id: number) => s.db.select().from(opportunities).where(eq(opportunities.id, id)).get();

describe("GET /api/admin/opportunities", () => {
  it("answers 401 anonymous and 403 for a non-admin", async () => {
    expect((await callApi(listRoute, { path: "/api/admin/opportunities", context: s.context })).status).toBe(401);
    const res = await callApi(listRoute, {
      path: "/api/admin/opportunities",
      context: s.context,
      cookie: s.userCookie,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "User is not an admin" });
  });

  it("lists every status with the admin list shape, filters and a total", async () => {
    insertOpportunity(s.db, { status: "pending", title: "Water fellow", organization: "Jal Seva" });
    insertOpportunity(s.db, { status: "published", title: "Solar intern", featured: true });
    insertOpportunity(s.db, { status: "rejected", rejectionReason: "Spam" });
    const res = await s.asAdmin(listRoute, { path: "/api/admin/opportunities" });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(Object.keys(list[0]!).sort()).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "description",
        "status",
        "opportunityType",
        "featured",
        "postedAt",
        "expiresAt",
        "organization",
        "attributes",
      ]),
    );
    const filtered = await s.asAdmin(listRoute, { path: "/api/admin/opportunities?status=pending&q=jal" });
    expect(
      ((await filtered.json()) as { title: string; organization: { name: string } }[]).map((o) => [
        o.title,
        o.organization.name,
      ]),
    ).toEqual([["Water fellow", "Jal Seva"]]);
  });

  it("GET /pending lists only pending opportunities", async () => {
    insertOpportunity(s.db, { status: "pending", title: "Waiting" });
    insertOpportunity(s.db, { status: "draft", title: "Draft" });
    const res = await s.asAdmin(pendingRoute, { path: "/api/admin/opportunities/pending" });
    expect(((await res.json()) as { title: string; status: string }[]).map((o) => [o.title, o.status])).toEqual([
      ["Waiting", "pending"],
    ]);
  });

  it("GET /api/admin/organizations lists organisations by name", async () => {
    insertOpportunity(s.db, { organization: "Zeal Trust" });
    insertOpportunity(s.db, { organization: "Asha Kiran" });
    const res = await s.asAdmin(organizationsRoute, { path: "/api/admin/organizations" });
    expect(((await res.json()) as { name: string }[]).map((o) => o.name)).toEqual(["Asha Kiran", "Zeal Trust"]);
  });
});

describe("PATCH /api/admin/opportunities/{id}", () => {
  const patch = (id: string, json: unknown, extra: { contentType?: string; body?: string } = {}) =>
    s.asAdmin(itemRoute, {
      method: "PATCH",
      path: `/api/admin/opportunities/${id}`,
      params: { id },
      ...(extra.body !== undefined ? { body: extra.body, contentType: extra.contentType } : { json }),
    });

  it("keeps the stored city when `city` is absent (a client of the spec), and sets or clears it when given", async () => {
    const { id } = insertOpportunity(s.db, { city: "Jaipur" });
    const { attributes, ...data } = validOpportunity;
    const edit = (city: Record<string, unknown>) =>
      patch(String(id), { data: { ...data, opportunityType: "internship", ...city }, attributes });
    expect((await edit({})).status).toBe(200);
    expect(row(id)!.city).toBe("Jaipur");
    expect((await edit({ city: "A, B, C, D" })).status).toBe(400);
    expect(row(id)!.city).toBe("Jaipur");
    expect(((await (await edit({ city: "Cochin" })).json()) as { city: string }).city).toBe("Kochi");
    // An in-person listing cannot lose its city; a remote one can.
    const cleared = await edit({ city: null });
    expect(cleared.status).toBe(400);
    expect(await cleared.json()).toMatchObject({ errors: { city: ["Please enter the city of an in-person or hybrid listing"] } });
    expect((await edit({ city: null, location: "Remote (Work From Home)" })).status).toBe(200);
    expect(row(id)!.city).toBeNull();
    // Absent on an in-person listing without a stored city: refused, nothing stored.
    const absent = await edit({});
    expect(absent.status).toBe(400);
    expect(JSON.stringify(await absent.json())).toContain("Please enter the city of an in-person or hybrid listing");
  });

  it("saves {data, attributes}, finds or creates the organisation, and answers the updated listing", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const { attributes, ...data } = validOpportunity;
    const res = await patch(String(id), { data: { ...data, featured: true }, attributes });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      title: string;
      organization: { name: string };
      location: unknown;
      attributes: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      title: "Climate policy fellow",
      organization: { name: "Centre for Clean Air" },
      location: null,
    });
    expect(body.attributes).toMatchObject({ category: "data", skills: ["research", "writing"], cohortSize: 12 });
    expect(row(id)!.expiresAt!.toISOString()).toBe("2030-06-30T00:00:00.000Z");
    expect(row(id)!.featured).toBe(true);
    expect(s.db.select({ action: auditLog.action }).from(auditLog).all()).toEqual([{ action: "opportunity.update" }]);
  });

  it("refuses invalid data with 400 and field messages, storing nothing", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const before = row(id);
    const res = await patch(String(id), {
      data: { ...validOpportunity, applicationUrl: "javascript:alert(1)", title: "" },
      attributes: { cohortSize: "lots" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.title).toEqual(["Title is required"]);
    expect(body.errors.applicationUrl).toEqual(["Please enter a valid application URL"]);
    expect(row(id)).toEqual(before);
  });

  it("answers 400 for malformed JSON, 415 for another content type, 413 for a huge body — never 500", async () => {
    const { id } = insertOpportunity(s.db);
    const malformed = await patch(String(id), undefined, { body: "{not json", contentType: "application/json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON" });
    const form = await patch(String(id), undefined, {
      body: "title=x",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const huge = await patch(String(id), undefined, {
      body: JSON.stringify({ data: { title: "x".repeat(200_000) } }),
      contentType: "application/json",
    });
    expect(huge.status).toBe(413);
    const notObject = await patch(String(id), [1, 2, 3]);
    expect(notObject.status).toBe(400);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["9999", "abc", "0", "-1", "1.5"]) {
      const res = await patch(id, { data: validOpportunity, attributes: {} });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "Opportunity not found" });
    }
  });

  it("DELETE removes it (204), then 404", async () => {
    const { id } = insertOpportunity(s.db);
    const del = () =>
      s.asAdmin(itemRoute, { method: "DELETE", path: `/api/admin/opportunities/${id}`, params: { id: String(id) } });
    expect((await del()).status).toBe(204);
    expect(row(id)).toBeUndefined();
    expect((await del()).status).toBe(404);
  });

  it("refuses methods it does not serve with 405", async () => {
    const { id } = insertOpportunity(s.db);
    const res = await s.asAdmin(itemRoute, {
      method: "PUT",
      path: `/api/admin/opportunities/${id}`,
      params: { id: String(id) },
      json: {},
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("PATCH, DELETE");
    const get = await s.asAdmin(itemRoute, { path: `/api/admin/opportunities/${id}`, params: { id: String(id) } });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: "Method GET not allowed" });
    const post = await s.asAdmin(listRoute, { method: "POST", path: "/api/admin/opportunities", json: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET");
  });
});

describe("PATCH /api/admin/opportunities/{id}/status and /featured", () => {
  const status = (id: number | string, json: unknown) =>
    s.asAdmin(statusRoute, { method: "PATCH", path: `/api/admin/opportunities/${id}/status`, params: { id: String(id) }, json });

  it("applies an allowed transition and answers the listing", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const res = await status(id, { id, status: "published" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe("published");
    expect(row(id)!.approvedBy).toBe(s.adminId);
  });

  it("refuses a transition outside the table with 409", async () => {
    const { id } = insertOpportunity(s.db, { status: "rejected" });
    const res = await status(id, { id, status: "published" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      "An opportunity cannot go from rejected to published",
    );
    expect(row(id)!.status).toBe("rejected");
  });

  it("needs a non-empty reason to reject, and stores it", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const empty = await status(id, { id, status: "rejected", rejectionReason: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Please give a reason for the rejection" });
    const ok = await status(id, { id, status: "rejected", rejectionReason: "Not a paid role" });
    expect(((await ok.json()) as { rejectionReason: string }).rejectionReason).toBe("Not a paid role");
  });

  it("validates the body: unknown status, id mismatch, unknown id", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    expect((await status(id, { id, status: "archived" })).status).toBe(400);
    expect((await status(id, { id: id + 1, status: "published" })).status).toBe(400);
    expect((await status(9999, { status: "published" })).status).toBe(404);
  });

  it("sets and clears featured", async () => {
    const { id } = insertOpportunity(s.db, { status: "published" });
    const feature = (json: unknown) =>
      s.asAdmin(featuredRoute, {
        method: "PATCH",
        path: `/api/admin/opportunities/${id}/featured`,
        params: { id: String(id) },
        json,
      });
    expect((await feature({ id, featured: true })).status).toBe(200);
    expect(row(id)!.featured).toBe(true);
    expect((await feature({ id, featured: "yes" })).status).toBe(400);
    expect((await feature({ id, featured: false })).status).toBe(200);
    expect(row(id)!.featured).toBe(false);
  });
});

describe("type change through the API", () => {
  it("resets attributes that the new type does not use", async () => {
    const { id } = insertOpportunity(s.db, { status: "draft", opportunityType: "fellowship" });
    const { attributes, ...data } = validOpportunity;
    await s.asAdmin(itemRoute, {
      method: "PATCH",
      path: `/api/admin/opportunities/${id}`,
      params: { id: String(id) },
      json: { data, attributes },
    });
    expect(getOpportunityAttributes(s.db, [id]).get(id)).toHaveProperty("cohortSize", 12);
    await s.asAdmin(itemRoute, {
      method: "PATCH",
      path: `/api/admin/opportunities/${id}`,
      params: { id: String(id) },
      json: { data: { ...data, opportunityType: "course", location: "Remote (Work From Home)" }, attributes },
    });
    expect(getOpportunityAttributes(s.db, [id]).get(id)).toEqual({ category: "data", skills: ["research", "writing"] });
    expect(row(id)!.location).toBe("Remote (Work From Home)");
  });
});
