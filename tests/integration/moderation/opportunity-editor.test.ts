import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { opportunities, organizations } from "../../../db/schema";
import * as opportunityEdit from "../../../app/routes/admin/opportunity-edit";
import * as opportunityNew from "../../../app/routes/admin/opportunity-new";
import * as itemRoute from "../../../app/routes/api/admin/opportunity";
import { createTestDb, type TestDb } from "../../support/db";
import { adminSetup, callApi, callPage, insertOpportunity, seedDefinitions, toastOf } from "./helpers";

let t: TestDb;
let s: Awaited<ReturnType<typeof adminSetup>>;
beforeEach(async () => {
  t = createTestDb();
  seedDefinitions(t.db);
  s = await adminSetup(t.db, { DATABASE_PATH: t.path });
});
afterEach(() => t.cleanup());

type H = Parameters<typeof callPage>[0];
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);
const replyOf = (result: unknown) =>
  (result as { data: { result: { error: Record<string, string[]> }; notice?: { message: string; description?: string } } }).data;
const row = (id: number) => t.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!;
const organizationOf = (id: number) =>
  t.db.select().from(organizations).where(eq(organizations.id, row(id).organizationId)).get()!;
const uploads = () => {
  const dir = join(s.env.dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** The editor's multipart form, as the browser sends it without JavaScript. */
function editorForm(fields: Record<string, string>, logo?: File) {
  const form = new FormData();
  const values = {
    title: "Solar field intern",
    organizationName: "Green Earth Trust",
    organizationLogo: "",
    opportunityType: "internship",
    location: "In-Person (On-Site)",
    city: "",
    description: "Help villages in Rajasthan install and maintain solar micro-grids.",
    applicationInstructions: "Apply with your CV",
    "attributes.category": "environment",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  form.set("logo", logo ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}

const save = (id: number, form: FormData) =>
  callPage(opportunityEdit.action as H, {
    path: `/admin/opportunities/${id}/edit`,
    params: { id: String(id) },
    form,
    cookie: s.adminCookie,
    context: s.context,
  });

async function png(size: number) {
  return new File(
    [new Uint8Array(await sharp({ create: { width: size, height: size, channels: 3, background: "#0ea5e9" } }).png().toBuffer())],
    "logo.png",
    { type: "image/png" },
  );
}

describe("the opportunity editor's organisation logo", () => {
  it("stores a file sent with the form (no JavaScript) as the organisation's logo", async () => {
    const { id } = insertOpportunity(t.db, { status: "published" });
    const res = await save(id, editorForm({}, await png(300)));
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity updated" });
    const logo = organizationOf(id).logo!;
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(s.env.dataDir, logo))).toBe(true);
    // The loader shows it to the editor next time.
    const page = (await callPage(opportunityEdit.loader as H, {
      path: `/admin/opportunities/${id}/edit`,
      params: { id: String(id) },
      cookie: s.adminCookie,
      context: s.context,
    })) as { opportunity: { organization: { logo: string | null } } };
    expect(page.opportunity.organization.logo).toBe(logo);
  });

  it("takes the URL of a file uploaded at once (JavaScript), and a blank field removes the logo", async () => {
    const { id } = insertOpportunity(t.db);
    await save(id, editorForm({ organizationLogo: "/uploads/0123456789abcdef0123456789abcdef.webp" }));
    expect(organizationOf(id).logo).toBe("/uploads/0123456789abcdef0123456789abcdef.webp");
    await save(id, editorForm({ organizationLogo: "" }));
    expect(organizationOf(id).logo).toBeNull();
  });

  it("refuses text posing as an image with 415 'Invalid file', storing nothing", async () => {
    const { id } = insertOpportunity(t.db, { title: "Unchanged" });
    const res = await save(id, editorForm({ title: "Changed" }, new File(["hello"], "logo.png", { type: "image/png" })));
    expect(statusOf(res)).toBe(415);
    expect(replyOf(res).notice).toMatchObject({ message: "Invalid file", description: "Please upload an image file" });
    expect(replyOf(res).result.error.logo).toEqual(["Please upload an image file"]);
    expect(row(id).title).toBe("Unchanged");
    expect(organizationOf(id).logo).toBeNull();
    expect(uploads()).toEqual([]);
  });

  it("refuses a file over 2 MB with 413, an image under 112 px with 400, and a javascript: URL with 400", async () => {
    const { id } = insertOpportunity(t.db);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(new Uint8Array(await (await png(200)).arrayBuffer()));
    expect(statusOf(await save(id, editorForm({}, new File([big], "big.png", { type: "image/png" }))))).toBe(413);
    expect(statusOf(await save(id, editorForm({}, await png(100))))).toBe(400);
    const url = await save(id, editorForm({ organizationLogo: "javascript:alert(1)" }));
    expect(statusOf(url)).toBe(400);
    expect(replyOf(url).result.error.organizationLogo).toEqual(["Please enter a valid image URL"]);
    expect(organizationOf(id).logo).toBeNull();
    expect(uploads()).toEqual([]);
  });

  it("does not carry a logo over when the listing moves to another organisation", async () => {
    const { id } = insertOpportunity(t.db, { organization: "Old Org" });
    t.db.update(organizations).set({ logo: "https://old.example.org/logo.png" }).where(eq(organizations.name, "Old Org")).run();
    insertOpportunity(t.db, { organization: "Other Org" });
    t.db.update(organizations).set({ logo: "https://other.example.org/logo.png" }).where(eq(organizations.name, "Other Org")).run();
    await save(id, editorForm({ organizationName: "Other Org", organizationLogo: "https://old.example.org/logo.png" }));
    expect(organizationOf(id).name).toBe("Other Org");
    expect(organizationOf(id).logo).toBe("https://other.example.org/logo.png");
  });

  it("the create page takes a logo file too", async () => {
    const res = await callPage(opportunityNew.action as H, {
      path: "/admin/opportunities/new",
      form: editorForm({ organizationName: "New Logo Org", city: "Pune" }, await png(200)),
      cookie: s.adminCookie,
      context: s.context,
    });
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity created" });
    const created = t.db.select().from(opportunities).where(eq(opportunities.title, "Solar field intern")).get()!;
    expect(created.city).toBe("Pune");
    expect(organizationOf(created.id).logo).toMatch(/^\/uploads\//);
  });
});

describe("the opportunity editor's city", () => {
  it("saves up to three cities, comma-separated, repeats dropped; blank removes them", async () => {
    const { id } = insertOpportunity(t.db, { location: "Both Remote & In-Person" });
    const res = await save(id, editorForm({ location: "Both Remote & In-Person", city: " pune, Navi  Mumbai , Pune" }));
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity updated" });
    expect(row(id).city).toBe("pune, Navi Mumbai");
    await save(id, editorForm({ location: "Both Remote & In-Person", city: "" }));
    expect(row(id).city).toBeNull();
  });

  it("refuses four cities and a city with digits with 400, keeping the stored one", async () => {
    const { id } = insertOpportunity(t.db, { location: "In-Person (On-Site)", city: "Jaipur" });
    const four = await save(id, editorForm({ city: "Pune, Delhi, Goa, Agra" }));
    expect(statusOf(four)).toBe(400);
    expect(replyOf(four).result.error.city).toEqual(["Please list at most 3 cities, separated by commas"]);
    const digits = await save(id, editorForm({ city: "Pune 411001" }));
    expect(statusOf(digits)).toBe(400);
    expect(replyOf(digits).result.error.city?.[0]).toMatch(/^Each city must be/);
    expect(row(id).city).toBe("Jaipur");
  });

  it("drops the city of a remote listing and of a fellowship", async () => {
    const { id } = insertOpportunity(t.db, { location: "In-Person (On-Site)", city: "Jaipur" });
    await save(id, editorForm({ location: "Remote (Work From Home)", city: "Jaipur" }));
    expect(row(id).city).toBeNull();
    await save(id, editorForm({ location: "Both Remote & In-Person", city: "Jaipur" }));
    expect(row(id).city).toBe("Jaipur");
    await save(id, editorForm({ opportunityType: "fellowship", city: "Jaipur" }));
    expect(row(id).city).toBeNull();
  });

  it("the JSON edit keeps the stored city when `city` is absent, and sets or clears it when given", async () => {
    const { id } = insertOpportunity(t.db, { location: "Both Remote & In-Person", city: "Jaipur" });
    const patch = (data: Record<string, unknown>) =>
      callApi(itemRoute, {
        method: "PATCH",
        path: `/api/admin/opportunities/${id}`,
        params: { id: String(id) },
        context: s.context,
        cookie: s.adminCookie,
        json: {
          data: {
            title: "Field intern",
            organizationName: "Green Earth Trust",
            opportunityType: "internship",
            location: "Both Remote & In-Person",
            description: "Help villages install solar micro-grids.",
            applicationInstructions: "Apply with your CV",
            ...data,
          },
          attributes: { category: "environment" },
        },
      });
    expect((await patch({})).status).toBe(200);
    expect(row(id).city).toBe("Jaipur");
    const tooMany = await patch({ city: "A, B, C, D" });
    expect(tooMany.status).toBe(400);
    expect(row(id).city).toBe("Jaipur");
    const set = await patch({ city: "Kochi" });
    expect(((await set.json()) as { city: string }).city).toBe("Kochi");
    expect((await patch({ city: null })).status).toBe(200);
    expect(row(id).city).toBeNull();
  });
});
