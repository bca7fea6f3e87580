import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, opportunities, organizations } from "../../../db/schema";
import {
  changeOpportunityStatus,
  createOpportunity,
  deleteOpportunity,
  ListingError,
  setOpportunityFeatured,
  updateOpportunity,
  validateOpportunityInput,
} from "../../../app/opportunities/write.server";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import { createTestDb, type TestDb } from "../../support/db";
import { insertUser } from "../../support/admin";
import { insertOpportunity, seedDefinitions, validOpportunity } from "./helpers";

let t: TestDb;
let actor: { id: number };
beforeEach(() => {
  t = createTestDb();
  seedDefinitions(t.db);
  actor = { id: insertUser(t.db) };
});
afterEach(() => t.cleanup());

function valid(overrides: Record<string, unknown> = {}) {
  const parsed = validateOpportunityInput(t.db, { ...validOpportunity, ...overrides });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

function statusOf(id: number) {
  return t.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)).get()
    ?.status;
}

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ListingError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("opportunity schema (the rules of an edit, shared with import)", () => {
  it("stores the deadline as midnight UTC and drops the location of a fellowship", async () => {
    const input = valid({ expiresAt: "2030-06-30T17:45:00+00:00" });
    expect(input.expiresAt?.toISOString()).toBe("2030-06-30T00:00:00.000Z");
    expect(input.location).toBeNull();
  });

  it("keeps only the attributes of the chosen type, typed", async () => {
    const input = valid({
      opportunityType: "course",
      location: "Both Remote & In-Person",
      city: "Pune",
      attributes: { category: "design", cohortSize: 5, duration: "1-3 months" },
    });
    expect(input.attributes).toEqual({ category: "design", duration: "1-3 months" });
    expect(valid().attributes).toEqual({
      category: "data",
      skills: ["research", "writing"],
      cohortSize: 12,
      hasPaid: true,
      stipend: "₹20,000/month",
    });
  });

  it("enforces required attributes and attribute types", async () => {
    const parsed = validateOpportunityInput(t.db, { ...validOpportunity, attributes: { cohortSize: "many" } });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("attributes.category: Category is required");
    expect(messages).toContain("attributes.cohortSize: Cohort size must be a number");
  });

  it("accepts only http(s) application links", async () => {
    for (const url of ["javascript:alert(1)", "ftp://example.org/x", "data:text/html,hi", "not a url"]) {
      const parsed = validateOpportunityInput(t.db, { ...validOpportunity, applicationUrl: url });
      expect(parsed.success, url).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe("Please enter a valid application URL");
    }
  });

  it("requires title, organisation, description and application instructions", async () => {
    const parsed = validateOpportunityInput(t.db, {
      opportunityType: "internship",
      title: " ",
      description: "",
      applicationInstructions: "",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Title is required", "Description is required", "Application instructions are required"]),
    );
    const noOrg = validateOpportunityInput(t.db, { ...validOpportunity, organizationName: "" });
    expect(noOrg.error!.issues.map((i) => i.message)).toContain("Organisation name is required");
  });
});

describe("createOpportunity / updateOpportunity", () => {
  it("creates a draft with its organisation, attributes and an audit entry", async () => {
    const { id, slug } = createOpportunity(t.db, actor, valid());
    expect(slug).toBe("climate-policy-fellow");
    const row = t.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!;
    expect(row.status).toBe("draft");
    expect(row.postedBy).toBe(actor.id);
    expect(getOpportunityAttributes(t.db, [id]).get(id)).toMatchObject({ category: "data", cohortSize: 12 });
    const audit = t.db.select().from(auditLog).all();
    expect(audit).toMatchObject([
      { action: "opportunity.create", entityId: id, statusAfter: "draft", actorId: actor.id },
    ]);
  });

  it("finds or creates a renamed organisation, and a type change resets attributes", async () => {
    const { id } = createOpportunity(t.db, actor, valid());
    const orgBefore = t.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.organizationId;
    updateOpportunity(
      t.db,
      actor,
      id,
      valid({
        organizationId: orgBefore,
        organizationName: "Clean Air Collective",
        opportunityType: "internship",
        location: "In-Person (On-Site)",
        city: "Pune",
        attributes: { category: "design" },
      }),
    );
    const row = t.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!;
    expect(row.organizationId).not.toBe(orgBefore);
    expect(
      t.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.organizationId))
        .get()!.name,
    ).toBe("Clean Air Collective");
    expect(row.opportunityType).toBe("internship");
    expect(row.location).toBe("In-Person (On-Site)");
    expect(getOpportunityAttributes(t.db, [id]).get(id)).toEqual({ category: "design", hasPaid: false });
    // Same name in a different case: the existing organisation is found, not duplicated.
    updateOpportunity(t.db, actor, id, valid({ organizationName: "clean air collective" }));
    expect(await t.db.$count(organizations)).toBe(2);
  });

  it("refuses to update an unknown id with a 404", async () => {
    expect(refusal(() => updateOpportunity(t.db, actor, 9999, valid()))).toEqual({
      status: 404,
      message: "Opportunity not found",
    });
  });
});

describe("opportunity transitions (§4)", () => {
  const allowed = [
    ["pending", "published", "approve"],
    ["pending", "rejected", "reject"],
    ["draft", "published", "publish"],
    ["published", "draft", "unpublish"],
  ] as const;
  for (const [from, to, action] of allowed) {
    it(`allows ${from} → ${to} (${action}) and records it`, async () => {
      const { id } = insertOpportunity(t.db, { status: from });
      const result = changeOpportunityStatus(t.db, actor, id, to, { rejectionReason: "Not an impact role" });
      expect(result).toEqual({ from, to, action });
      expect(statusOf(id)).toBe(to);
      const entry = t.db.select().from(auditLog).get()!;
      expect(entry).toMatchObject({
        action: `opportunity.${action}`,
        statusBefore: from,
        statusAfter: to,
        actorId: actor.id,
        entityId: id,
      });
    });
  }

  const statuses = ["pending", "draft", "published", "rejected", "expired"] as const;
  for (const from of statuses) {
    for (const to of statuses) {
      if (allowed.some(([f, tt]) => f === from && tt === to)) continue;
      it(`refuses ${from} → ${to} with a 409 and changes nothing`, async () => {
        const { id } = insertOpportunity(t.db, { status: from });
        expect(refusal(() => changeOpportunityStatus(t.db, actor, id, to, { rejectionReason: "x" })).status).toBe(409);
        expect(statusOf(id)).toBe(from);
        expect(await t.db.$count(auditLog)).toBe(0);
      });
    }
  }

  it("refuses a rejection without a reason", async () => {
    const { id } = insertOpportunity(t.db, { status: "pending" });
    expect(refusal(() => changeOpportunityStatus(t.db, actor, id, "rejected", { rejectionReason: "   " }))).toEqual({
      status: 400,
      message: "Please give a reason for the rejection",
    });
    expect(statusOf(id)).toBe("pending");
  });

  it("stores the rejection reason, and approval records who approved", async () => {
    const a = insertOpportunity(t.db, { status: "pending" });
    changeOpportunityStatus(t.db, actor, a.id, "rejected", { rejectionReason: "  Not an impact role " });
    expect(t.db.select().from(opportunities).where(eq(opportunities.id, a.id)).get()!.rejectionReason).toBe(
      "Not an impact role",
    );
    const b = insertOpportunity(t.db, { status: "pending" });
    changeOpportunityStatus(t.db, actor, b.id, "published");
    const row = t.db.select().from(opportunities).where(eq(opportunities.id, b.id)).get()!;
    expect(row.approvedBy).toBe(actor.id);
    expect(row.approvedAt).toBeInstanceOf(Date);
  });

  it("features, unfeatures and deletes with audit entries; unknown ids are 404", async () => {
    const { id } = insertOpportunity(t.db, { status: "published" });
    setOpportunityFeatured(t.db, actor, id, true);
    expect(t.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.featured).toBe(true);
    deleteOpportunity(t.db, actor, id);
    expect(await t.db.$count(opportunities)).toBe(0);
    expect(
      t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .all()
        .map((r) => r.action),
    ).toEqual(["opportunity.feature", "opportunity.delete"]);
    expect(refusal(() => deleteOpportunity(t.db, actor, id)).status).toBe(404);
    expect(refusal(() => setOpportunityFeatured(t.db, actor, id, false)).status).toBe(404);
  });
});
