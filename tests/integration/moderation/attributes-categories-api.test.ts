import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attributeDefinitions, auditLog, categories, opportunityAttributes } from "../../../db/schema";
import * as definitionsRoute from "../../../app/routes/api/admin/attribute-definitions";
import * as definitionRoute from "../../../app/routes/api/admin/attribute-definition";
import * as categoriesRoute from "../../../app/routes/api/admin/categories";
import * as categoryRoute from "../../../app/routes/api/admin/category";
import { setOpportunityAttributes } from "../../../app/opportunities/store.server";
import { useAdminTestDb } from "../../support/admin";
import { insertOpportunity, seedDefinitions } from "./helpers";

const s = useAdminTestDb({ prepare: seedDefinitions });

const post = (json: unknown) =>
  s.asAdmin(definitionsRoute, { method: "POST", path: "/api/admin/attribute-definitions", json });
const patch = (id: number | string, json: unknown) =>
  s.asAdmin(definitionRoute, {
    method: "PATCH",
    path: `/api/admin/attribute-definitions/${id}`,
    params: { id: String(id) },
    json,
  });
const definition = {
  name: "Team Size",
  label: "Team size",
  dataType: "number",
  opportunityTypes: ["fellowship"],
  isRequired: false,
  defaultValue: "5",
  validationRules: { min: 1 },
  displayOrder: 7,
};

describe("attribute definitions API", () => {
  it("GET lists them in display order; ?type= filters", async () => {
    const res = await s.asAdmin(definitionsRoute, { path: "/api/admin/attribute-definitions" });
    const list = (await res.json()) as { name: string }[];
    expect(list.map((d) => d.name)).toEqual(["category", "duration", "stipend", "hasPaid", "skills", "cohortSize"]);
    const courses = await s.asAdmin(definitionsRoute, { path: "/api/admin/attribute-definitions?type=course" });
    expect(((await courses.json()) as { name: string }[]).map((d) => d.name)).toEqual([
      "category",
      "duration",
      "skills",
    ]);
  });

  it("POST creates one: name lowercased, whitespace → underscores", async () => {
    const res = await post(definition);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name: "team_size",
      label: "Team size",
      dataType: "number",
      defaultValue: "5",
      displayOrder: 7,
      validationRules: { min: 1 },
    });
    expect(s.db.select({ action: auditLog.action }).from(auditLog).all()).toEqual([{ action: "attribute.create" }]);
  });

  it("POST refuses a missing name or label with 'Name and label are required.'", async () => {
    for (const body of [
      { ...definition, name: " " },
      { ...definition, label: "" },
      { ...definition, name: undefined },
      { ...definition, name: null },
      { ...definition, label: null },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("Name and label are required.");
    }
  });

  it("POST needs at least one opportunity type, a known data type and a default of that type", async () => {
    expect(((await (await post({ ...definition, opportunityTypes: [] })).json()) as { message: string }).message).toBe(
      "Choose at least one opportunity type",
    );
    expect((await post({ ...definition, dataType: "json" })).status).toBe(400);
    const badDefault = await post({ ...definition, defaultValue: "many" });
    expect(((await badDefault.json()) as { errors: Record<string, string[]> }).errors.defaultValue).toEqual([
      "Default value: Team size must be a number",
    ]);
  });

  it("display order falls back to 0 when it is not an integer", async () => {
    for (const [i, displayOrder] of ["abc", 2.5, null, ""].entries()) {
      const res = await post({ ...definition, name: `order test ${i}`, displayOrder });
      expect(((await res.json()) as { displayOrder: number }).displayOrder).toBe(0);
    }
  });

  it("POST refuses a duplicate name with 409", async () => {
    await post(definition);
    const res = await post({ ...definition, name: "TEAM size" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "An attribute with this name already exists" });
  });

  it("PATCH: changing the data type clears the default; a core name cannot be renamed", async () => {
    const created = (await (await post(definition)).json()) as { id: number };
    const res = await patch(created.id, { ...definition, dataType: "string" });
    expect(((await res.json()) as { defaultValue: unknown }).defaultValue).toBeNull();
    const hasPaid = s.db.select().from(attributeDefinitions).where(eq(attributeDefinitions.name, "hasPaid")).get()!;
    // Unchanged camelCase name is kept as stored.
    const same = await patch(hasPaid.id, {
      name: "hasPaid",
      label: "Paid?",
      dataType: "boolean",
      opportunityTypes: ["internship"],
    });
    expect((await same.json()) as { name: string; label: string }).toMatchObject({ name: "hasPaid", label: "Paid?" });
    const renamed = await patch(hasPaid.id, {
      name: "is paid",
      label: "Paid?",
      dataType: "boolean",
      opportunityTypes: ["internship"],
    });
    expect(renamed.status).toBe(409);
    expect((await patch(9999, definition)).status).toBe(404);
  });

  it("DELETE removes the definition and its values (204), then 404", async () => {
    const { id: oppId } = insertOpportunity(s.db);
    setOpportunityAttributes(s.db, oppId, { stipend: "₹5,000/month" });
    const stipend = s.db.select().from(attributeDefinitions).where(eq(attributeDefinitions.name, "stipend")).get()!;
    const del = () =>
      s.asAdmin(definitionRoute, {
        method: "DELETE",
        path: `/api/admin/attribute-definitions/${stipend.id}`,
        params: { id: String(stipend.id) },
      });
    expect((await del()).status).toBe(204);
    expect(await s.db.$count(opportunityAttributes, eq(opportunityAttributes.attributeId, stipend.id))).toBe(0);
    expect((await del()).status).toBe(404);
  });
});

describe("categories API", () => {
  const create = (json: unknown) =>
    s.asAdmin(categoriesRoute, { method: "POST", path: "/api/admin/categories", json });
  const update = (id: number | string, json: unknown, method = "PATCH") =>
    s.asAdmin(categoryRoute, { method, path: `/api/admin/categories/${id}`, params: { id: String(id) }, json });

  it("POST creates with the default colour #6366f1", async () => {
    const res = await create({ name: "  Climate  " });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Climate", color: "#6366f1" });
  });

  it("POST refuses an empty name with 'Category name cannot be empty', a bad colour, and a duplicate", async () => {
    const empty = await create({ name: "   ", color: "#123456" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe("Category name cannot be empty");
    expect((await create({ name: "Health", color: "red" })).status).toBe(400);
    await create({ name: "Health", color: "#10B981" });
    expect((await create({ name: "health" })).status).toBe(409);
    expect(s.db.select({ color: categories.color }).from(categories).all()).toEqual([{ color: "#10b981" }]);
  });

  it("PATCH updates, DELETE removes; unknown ids are 404", async () => {
    const { id } = (await (await create({ name: "Education", color: "#6366f1" })).json()) as { id: number };
    const res = await update(id, { name: "Education & Skills", color: "#f59e0b" });
    expect(await res.json()).toMatchObject({ id, name: "Education & Skills", color: "#f59e0b" });
    expect((await update(id, { name: "" })).status).toBe(400);
    // A field left out keeps its stored value: renaming does not reset the colour.
    expect(await (await update(id, { name: "Education" })).json()).toMatchObject({ name: "Education", color: "#f59e0b" });
    expect(await (await update(id, { color: "#10B981" })).json()).toMatchObject({ name: "Education", color: "#10b981" });
    expect((await update(id, undefined, "DELETE")).status).toBe(204);
    expect((await update(id, { name: "x" })).status).toBe(404);
    expect((await update(id, undefined, "DELETE")).status).toBe(404);
    expect(
      s.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .all()
        .map((r) => r.action),
    ).toEqual(["category.create", "category.update", "category.update", "category.update", "category.delete"]);
  });
});
