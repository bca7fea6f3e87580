/** /admin/causes' form as the browser posts it (no JavaScript needed): what it may leave empty, and a clear refusal. */
import { describe, expect, it } from "vitest";
import * as causesPage from "../../../app/routes/admin/causes";
import { listCauses } from "../../../app/causes/causes.server";
import { namesOf } from "../../../app/taxonomy/names.server";
import { useAdminTestDb } from "../../support/admin";
import { toastOf } from "../../support/route-calls";
import { settle } from "../../support/route-results";

const s = useAdminTestDb();

/** The form's fields as a browser sends them: every field, the empty ones as "". */
const form = (fields: Record<string, string>) => ({
  intent: "create",
  name: "",
  slug: "",
  description: "",
  position: "0",
  namesFromForm: "1",
  name_hi: "",
  description_hi: "",
  ...fields,
});

describe("/admin/causes form", () => {
  it("creates a cause whose English description is left empty (descriptions are optional) and keeps its Hindi name", async () => {
    const res = (await s.postPage(causesPage.action, "/admin/causes", form({ name: "Oceans", name_hi: "समुद्र" }))) as Response;
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ type: "success", message: "Cause created successfully" });
    const created = listCauses(s.db).find((cause) => cause.name === "Oceans");
    expect(created).toMatchObject({ slug: "oceans", description: "" });
    expect(namesOf(s.db, "cause", created!.id)).toMatchObject({ hi: { name: "समुद्र", description: "" } });
  });

  it("refuses a form without a name with a 400 that names the field, and stores nothing", async () => {
    const before = listCauses(s.db).length;
    const { status, data } = await settle(() => s.postPage(causesPage.action, "/admin/causes", form({ description: "About the sea." })));
    expect(status).toBe(400);
    expect(data).toMatchObject({ result: { error: { name: ["Cause name is required"] } } });
    expect(listCauses(s.db)).toHaveLength(before);
  });
});
