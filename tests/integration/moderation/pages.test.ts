import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { categories, jobListings, opportunities, organizations, uploads as uploadedFiles } from "../../../db/schema";
import * as opportunitiesPage from "../../../app/routes/admin/opportunities";
import * as opportunityNew from "../../../app/routes/admin/opportunity-new";
import * as opportunityEdit from "../../../app/routes/admin/opportunity-edit";
import * as opportunityDelete from "../../../app/routes/admin/opportunity-delete";
import * as pendingPage from "../../../app/routes/admin/pending";
import * as jobsPage from "../../../app/routes/admin/jobs";
import * as jobEdit from "../../../app/routes/admin/job-edit";
import * as jobDelete from "../../../app/routes/admin/job-delete";
import * as categoriesPage from "../../../app/routes/admin/categories";
import * as attributeNew from "../../../app/routes/admin/attribute-new";
import * as dashboard from "../../../app/routes/admin/dashboard";
import { pendingCount } from "../../../app/moderation/pending-queue.server";
import { useAdminTestDb } from "../../support/admin";
import { callPage, toastOf } from "../../support/route-calls";
import { insertJob, insertOpportunity, seedDefinitions } from "./helpers";

const s = useAdminTestDb({ prepare: seedDefinitions, dataFolder: true });
const { postPage: post, getPage: get } = s;
/** The spec's toast of a refused form travels in the action data (see formFailure). */
const noticeOf = (result: unknown) =>
  (result as { data?: { notice?: { message: string; description?: string } } }).data?.notice;
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

describe("Opportunities tab", () => {
  it("approves with a redirect back to the filtered list and the toast 'Status updated'", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const res = (await post(opportunitiesPage.action, "/admin/opportunities?status=pending", {
      intent: "status",
      id: String(id),
      to: "published",
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/opportunities?status=pending");
    expect(await toastOf(res)).toMatchObject({ message: "Status updated", type: "success" });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.status).toBe("published");
  });

  it("with JavaScript (a POST to ….data) redirects back to the page, not to the data URL", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const res = (await callPage(opportunitiesPage.action as never, {
      path: "/admin/opportunities.data?status=pending",
      routeUrl: "/admin/opportunities?status=pending",
      form: { intent: "status", id: String(id), to: "published" },
      cookie: s.adminCookie,
      context: s.context,
    })) as Response;
    expect(res.headers.get("Location")).toBe("/admin/opportunities?status=pending");
  });

  it("refuses a transition outside the table with 'Status update failed'", async () => {
    const { id } = insertOpportunity(s.db, { status: "draft" });
    const res = await post(opportunitiesPage.action, "/admin/opportunities", {
      intent: "status",
      id: String(id),
      to: "rejected",
      rejectionReason: "x",
    });
    expect(await toastOf(res)).toMatchObject({
      message: "Status update failed",
      description: "An opportunity cannot go from draft to rejected",
      type: "error",
    });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.status).toBe("draft");
  });

  it("does nothing when a rejection has no reason", async () => {
    const { id } = insertOpportunity(s.db, { status: "pending" });
    const res = await post(opportunitiesPage.action, "/admin/opportunities", {
      intent: "status",
      id: String(id),
      to: "rejected",
      rejectionReason: "",
    });
    expect(await toastOf(res)).toMatchObject({
      message: "Status update failed",
      description: "Please give a reason for the rejection",
    });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.status).toBe("pending");
  });

  it("features with 'Feature status updated'", async () => {
    const { id } = insertOpportunity(s.db, { status: "published" });
    const res = await post(opportunitiesPage.action, "/admin/opportunities", {
      intent: "featured",
      id: String(id),
      featured: "true",
    });
    expect(await toastOf(res)).toMatchObject({ message: "Feature status updated" });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.featured).toBe(true);
  });

  it("lists with search, type and status filters", async () => {
    insertOpportunity(s.db, { status: "pending", title: "River clean-up fellow", opportunityType: "fellowship" });
    insertOpportunity(s.db, { status: "pending", title: "River survey intern" });
    insertOpportunity(s.db, { status: "published", title: "River guide intern" });
    const data = (await get(
      opportunitiesPage.loader,
      "/admin/opportunities?q=river&type=internship&status=pending",
    )) as { items: { title: string }[]; total: number };
    expect(data.items.map((i) => i.title)).toEqual(["River survey intern"]);
    expect(data.total).toBe(1);
  });

  it("'Create New Opportunity' really creates a draft; invalid input re-renders with errors and stores nothing", async () => {
    const form = {
      title: "Mangrove restoration intern",
      organizationName: "Sundarbans Alliance",
      opportunityType: "internship",
      location: "In-Person (On-Site)",
      city: "Calcutta",
      description: "Plant and monitor mangroves with coastal communities.",
      applicationInstructions: "Fill in our form",
      applicationUrl: "https://sundarbans.example.org/apply",
      expiresAt: "2031-03-01",
      "attributes.category": "operations",
      "attributes.skills": "fieldwork, Bengali",
      "attributes.hasPaid": "on",
    };
    const res = (await post(opportunityNew.action, "/admin/opportunities/new", form)) as Response;
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity created" });
    const created = s.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.title, "Mangrove restoration intern"))
      .get()!;
    expect(created).toMatchObject({
      status: "draft",
      location: "In-Person (On-Site)",
      city: "Kolkata",
      slug: "mangrove-restoration-intern",
    });
    const bad = await post(opportunityNew.action, "/admin/opportunities/new", {
      ...form,
      title: "",
      "attributes.category": "",
    });
    expect(statusOf(bad)).toBe(400);
    const { result } = (bad as { data: { result: { error: Record<string, string[]> } } }).data;
    expect(result.error).toMatchObject({ title: ["Title is required"] });
    expect(await s.db.$count(opportunities)).toBe(1);
  });

  it("the edit page saves, and its loader answers 404 for an unknown id", async () => {
    const { id } = insertOpportunity(s.db, { status: "published", title: "Old title" });
    const res = await post(
      opportunityEdit.action,
      `/admin/opportunities/${id}/edit`,
      {
        title: "New title",
        organizationName: "Renamed Org",
        opportunityType: "internship",
        description: "Updated description of the work.",
        applicationInstructions: "Apply online",
        "attributes.category": "design",
      },
      { id: String(id) },
    );
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity updated" });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!.title).toBe("New title");
    const missing = await get(opportunityEdit.loader, "/admin/opportunities/999/edit", { id: "999" });
    expect(statusOf(missing)).toBe(404);
  });

  it("deletes after the confirm step with 'Opportunity deleted'", async () => {
    const { id } = insertOpportunity(s.db);
    const confirm = (await get(opportunityDelete.loader, `/admin/opportunities/${id}/delete`, { id: String(id) })) as {
      itemName: string;
    };
    expect(confirm.itemName).toMatch(/Solar field intern/);
    const res = (await post(
      opportunityDelete.action,
      `/admin/opportunities/${id}/delete?returnTo=/admin/opportunities?status=draft`,
      { intent: "delete" },
      { id: String(id) },
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/opportunities?status=draft");
    expect(await toastOf(res)).toMatchObject({
      message: "Opportunity deleted",
      description: "The opportunity has been permanently removed.",
    });
    expect(await s.db.$count(opportunities)).toBe(0);
    const again = await post(
      opportunityDelete.action,
      `/admin/opportunities/${id}/delete`,
      { intent: "delete" },
      { id: String(id) },
    );
    expect(await toastOf(again)).toMatchObject({ message: "Delete failed" });
  });

  it("refuses an open redirect in returnTo", async () => {
    const { id } = insertOpportunity(s.db);
    const res = (await post(
      opportunityDelete.action,
      `/admin/opportunities/${id}/delete?returnTo=//evil.example`,
      { intent: "delete" },
      { id: String(id) },
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/opportunities");
  });
});

describe("Pending Approvals and Legacy Job Listings", () => {
  it("shows the pending queue oldest first and approves a job into a draft with 'Job updated'", async () => {
    insertJob(s.db, { status: "pending", positionTitle: "Second", postedAt: new Date("2025-02-01") });
    const first = insertJob(s.db, { status: "pending", positionTitle: "First", postedAt: new Date("2025-01-01") });
    insertJob(s.db, { status: "published", positionTitle: "Live" });
    const data = (await get(pendingPage.loader, "/admin/pending")) as {
      items: { kind: string; item: { positionTitle: string } }[];
    };
    expect(data.items.map((j) => j.item.positionTitle)).toEqual(["First", "Second"]);
    const res = (await post(pendingPage.action, "/admin/pending", {
      intent: "status",
      id: String(first.id),
      to: "draft",
    })) as Response;
    expect(res.headers.get("Location")).toBe("/admin/pending");
    expect(await toastOf(res)).toMatchObject({ message: "Job updated" });
    expect(s.db.select().from(jobListings).where(eq(jobListings.id, first.id)).get()!.status).toBe("draft");
  });

  it("lists pending opportunities and legacy jobs in one queue, oldest first, each with its kind", async () => {
    insertJob(s.db, { status: "pending", positionTitle: "Job B", postedAt: new Date("2025-02-01T10:00:00Z") });
    insertOpportunity(s.db, { status: "pending", title: "Opp A", postedAt: new Date("2025-01-01T10:00:00Z") });
    insertOpportunity(s.db, { status: "pending", title: "Opp C", postedAt: new Date("2025-03-01T10:00:00Z") });
    insertOpportunity(s.db, { status: "published", title: "Live" });
    const data = (await get(pendingPage.loader, "/admin/pending")) as {
      items: { kind: string; item: { title?: string; positionTitle?: string } }[];
      total: number;
    };
    expect(data.items.map((e) => [e.kind, e.item.title ?? e.item.positionTitle])).toEqual([
      ["opportunity", "Opp A"],
      ["job", "Job B"],
      ["opportunity", "Opp C"],
    ]);
    expect(data.total).toBe(3);
    const stats = (await get(dashboard.loader, "/admin")) as { stats: { pending: number } };
    expect(stats.stats.pending).toBe(3);
    // The tab badge (admin layout) counts the same.
    expect(pendingCount(s.db)).toBe(3);
  });

  it("approves and rejects a pending opportunity from the queue (kind=opportunity)", async () => {
    const a = insertOpportunity(s.db, { status: "pending" });
    const b = insertOpportunity(s.db, { status: "pending" });
    const res = (await post(pendingPage.action, "/admin/pending", {
      kind: "opportunity",
      intent: "status",
      id: String(a.id),
      to: "published",
    })) as Response;
    expect(res.headers.get("Location")).toBe("/admin/pending");
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, a.id)).get()!.status).toBe("published");
    await post(pendingPage.action, "/admin/pending", {
      kind: "opportunity",
      intent: "status",
      id: String(b.id),
      to: "rejected",
      rejectionReason: "Duplicate",
    });
    expect(s.db.select().from(opportunities).where(eq(opportunities.id, b.id)).get()).toMatchObject({
      status: "rejected",
      rejectionReason: "Duplicate",
    });
  });

  it("rejects a job with the fixed reason", async () => {
    const { id } = insertJob(s.db, { status: "pending" });
    await post(pendingPage.action, "/admin/pending", { intent: "status", id: String(id), to: "rejected" });
    expect(s.db.select().from(jobListings).where(eq(jobListings.id, id)).get()).toMatchObject({
      status: "rejected",
      rejectionReason: "Does not meet our guidelines",
    });
  });

  it("refuses to feature a draft job: 'Update failed' / 'Only published jobs can be featured'", async () => {
    const { id } = insertJob(s.db, { status: "draft" });
    const res = await post(jobsPage.action, "/admin/jobs", { intent: "featured", id: String(id), featured: "true" });
    expect(await toastOf(res)).toMatchObject({
      message: "Update failed",
      description: "Only published jobs can be featured",
    });
    const live = insertJob(s.db, { status: "published" });
    const ok = await post(jobsPage.action, "/admin/jobs?status=published", {
      intent: "featured",
      id: String(live.id),
      featured: "true",
    });
    expect(await toastOf(ok)).toMatchObject({ message: "Featured status updated" });
  });

  it("the edit form stores an uploaded logo (the way without JavaScript) and the deadline as midnight UTC", async () => {
    const { id } = insertJob(s.db, { status: "draft" });
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#22c55e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      companyName: "Pratham Books",
      positionTitle: "Story illustrator",
      category: "design",
      location: "Remote (Work From Home)",
      duration: "1-3 months",
      salary: "",
      description: "Illustrate stories.",
      requirements: "Portfolio",
      applicationInstructions: "",
      applicationUrl: "https://example.org/apply",
      companyLogo: "",
      applicationDeadline: "2030-05-20",
    }))
      form.set(k, v);
    form.set("logo", new File([new Uint8Array(logo)], "logo.png", { type: "image/png" }));
    const res = await post(jobEdit.action, `/admin/jobs/${id}/edit`, form, { id: String(id) });
    expect(await toastOf(res)).toMatchObject({ message: "Job updated" });
    const job = s.db.select().from(jobListings).where(eq(jobListings.id, id)).get()!;
    expect(job.companyLogo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(uploads()).toEqual([{ name: job.companyLogo!.replace("/uploads/", "") }]);
    expect(job.applicationDeadline!.toISOString()).toBe("2030-05-20T00:00:00.000Z");
    expect(job.salary).toBeNull();
  });

  it("the edit form refuses a text file as logo with 'Invalid file' and keeps the job unchanged", async () => {
    const { id } = insertJob(s.db, { status: "draft", positionTitle: "Unchanged" });
    const form = new FormData();
    form.set("positionTitle", "Changed");
    form.set("logo", new File(["hello"], "logo.png", { type: "image/png" }));
    const res = await post(jobEdit.action, `/admin/jobs/${id}/edit`, form, { id: String(id) });
    expect(statusOf(res)).toBe(415);
    expect(noticeOf(res)).toMatchObject({ message: "Invalid file", description: "Please upload an image file" });
    expect(s.db.select().from(jobListings).where(eq(jobListings.id, id)).get()!.positionTitle).toBe("Unchanged");
  });

  it("deletes a job from the pending queue and returns there", async () => {
    const { id } = insertJob(s.db, { status: "pending" });
    const res = (await post(
      jobDelete.action,
      `/admin/jobs/${id}/delete?returnTo=/admin/pending`,
      { intent: "delete" },
      { id: String(id) },
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/pending");
    expect(await toastOf(res)).toMatchObject({ message: "Job deleted" });
  });
});

describe("Categories and attributes tabs", () => {
  it("an empty category name gives 'Validation error' / 'Category name cannot be empty'", async () => {
    const res = await post(categoriesPage.action, "/admin/categories", {
      intent: "save",
      name: "  ",
      color: "#6366f1",
      colorPicker: "#6366f1",
      colorInitial: "#6366f1",
    });
    expect(statusOf(res)).toBe(400);
    expect(noticeOf(res)).toEqual({ message: "Validation error", description: "Category name cannot be empty" });
    expect(await s.db.$count(categories)).toBe(0);
  });

  it("without JavaScript the colour picker wins when only it changed", async () => {
    await post(categoriesPage.action, "/admin/categories", {
      intent: "save",
      name: "Oceans",
      color: "#6366f1",
      colorPicker: "#0ea5e9",
      colorInitial: "#6366f1",
    });
    await post(categoriesPage.action, "/admin/categories", {
      intent: "save",
      name: "Forests",
      color: "#15803d",
      colorPicker: "#6366f1",
      colorInitial: "#6366f1",
    });
    expect(s.db.select({ name: categories.name, color: categories.color }).from(categories).all()).toEqual([
      { name: "Oceans", color: "#0ea5e9" },
      { name: "Forests", color: "#15803d" },
    ]);
  });

  it("an attribute without name or label gives 'Creation failed' / 'Name and label are required.'", async () => {
    const res = await post(attributeNew.action, "/admin/attributes/new", {
      name: "",
      label: "",
      dataType: "string",
      opportunityTypes: "internship",
    });
    expect(statusOf(res)).toBe(400);
    expect(noticeOf(res)).toEqual({ message: "Creation failed", description: "Name and label are required." });
    const ok = await post(attributeNew.action, "/admin/attributes/new", {
      name: "Work Mode",
      label: "Work mode",
      dataType: "string",
      opportunityTypes: "internship",
    });
    expect(await toastOf(ok)).toMatchObject({ message: "Attribute created" });
  });
});

describe("Dashboard", () => {
  it("counts published, featured and pending listings of both kinds and every category", async () => {
    s.db.insert(categories).values([{ name: "water" }, { name: "Design" }, { name: "operations" }]).run();
    const a = insertOpportunity(s.db, { status: "published", featured: true });
    const { setOpportunityAttributes } = await import("../../../app/opportunities/store.server");
    setOpportunityAttributes(s.db, a.id, { category: "design" });
    insertOpportunity(s.db, { status: "pending" });
    insertJob(s.db, { status: "published", category: "design" });
    insertJob(s.db, { status: "published", category: "operations", featured: true });
    insertJob(s.db, { status: "pending" });
    const data = (await get(dashboard.loader, "/admin")) as {
      stats: { active: number; featured: number; pending: number; categories: { category: string; count: number }[] };
    };
    expect(data.stats).toMatchObject({ active: 3, featured: 2, pending: 2 });
    // Every category of the categories table, not only five fixed ones.
    expect(data.stats.categories).toEqual([
      { category: "design", count: 2 },
      { category: "operations", count: 1 },
      { category: "water", count: 0 },
    ]);
  });
});

// ── The opportunity editor: organisation logo and city ──────────────────────

const replyOf = (result: unknown) => (result as { data: { result: { error: Record<string, string[]> } } }).data;
const opportunityRow = (id: number) => s.db.select().from(opportunities).where(eq(opportunities.id, id)).get()!;
const organizationOf = (id: number) =>
  s.db.select().from(organizations).where(eq(organizations.id, opportunityRow(id).organizationId)).get()!;
const uploads = () => s.db.select({ name: uploadedFiles.name }).from(uploadedFiles).all();

/** The editor's multipart form, as the browser sends it without JavaScript. */
function editorForm(fields: Record<string, string>, logo?: File) {
  const form = new FormData();
  const values = {
    title: "Solar field intern",
    organizationName: "Green Earth Trust",
    organizationLogo: "",
    opportunityType: "internship",
    location: "In-Person (On-Site)",
    city: "Jaipur",
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
  post(opportunityEdit.action, `/admin/opportunities/${id}/edit`, form, { id: String(id) });

async function png(size: number) {
  return new File(
    [new Uint8Array(await sharp({ create: { width: size, height: size, channels: 3, background: "#0ea5e9" } }).png().toBuffer())],
    "logo.png",
    { type: "image/png" },
  );
}

describe("the opportunity editor's organisation logo", () => {
  it("stores a file sent with the form (no JavaScript) as the organisation's logo", async () => {
    const { id } = insertOpportunity(s.db, { status: "published" });
    const res = await save(id, editorForm({}, await png(300)));
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity updated" });
    const logo = organizationOf(id).logo!;
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(uploads()).toContainEqual({ name: logo.replace("/uploads/", "") });
    // The loader shows it to the editor next time.
    const page = (await get(opportunityEdit.loader, `/admin/opportunities/${id}/edit`, { id: String(id) })) as {
      opportunity: { organization: { logo: string | null } };
    };
    expect(page.opportunity.organization.logo).toBe(logo);
  });

  it("takes the URL of a file uploaded at once (JavaScript), and a blank field removes the logo", async () => {
    const { id } = insertOpportunity(s.db);
    await save(id, editorForm({ organizationLogo: "/uploads/0123456789abcdef0123456789abcdef.webp" }));
    expect(organizationOf(id).logo).toBe("/uploads/0123456789abcdef0123456789abcdef.webp");
    await save(id, editorForm({ organizationLogo: "" }));
    expect(organizationOf(id).logo).toBeNull();
  });

  it("refuses text posing as an image with 415 'Invalid file', storing nothing", async () => {
    const { id } = insertOpportunity(s.db, { title: "Unchanged" });
    const res = await save(id, editorForm({ title: "Changed" }, new File(["hello"], "logo.png", { type: "image/png" })));
    expect(statusOf(res)).toBe(415);
    expect(noticeOf(res)).toMatchObject({ message: "Invalid file", description: "Please upload an image file" });
    expect(replyOf(res).result.error.logo).toEqual(["Please upload an image file"]);
    expect(opportunityRow(id).title).toBe("Unchanged");
    expect(organizationOf(id).logo).toBeNull();
    expect(uploads()).toEqual([]);
  });

  it("refuses a file over 2 MB with 413, an image under 112 px with 400, and a javascript: URL with 400", async () => {
    const { id } = insertOpportunity(s.db);
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
    const { id } = insertOpportunity(s.db, { organization: "Old Org" });
    s.db.update(organizations).set({ logo: "https://old.example.org/logo.png" }).where(eq(organizations.name, "Old Org")).run();
    insertOpportunity(s.db, { organization: "Other Org" });
    s.db.update(organizations).set({ logo: "https://other.example.org/logo.png" }).where(eq(organizations.name, "Other Org")).run();
    await save(id, editorForm({ organizationName: "Other Org", organizationLogo: "https://old.example.org/logo.png" }));
    expect(organizationOf(id).name).toBe("Other Org");
    expect(organizationOf(id).logo).toBe("https://other.example.org/logo.png");
  });

  it("the create page takes a logo file too", async () => {
    const res = await post(
      opportunityNew.action,
      "/admin/opportunities/new",
      editorForm({ organizationName: "New Logo Org", city: "Pune" }, await png(200)),
    );
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity created" });
    const created = s.db.select().from(opportunities).where(eq(opportunities.title, "Solar field intern")).get()!;
    expect(created.city).toBe("Pune");
    expect(organizationOf(created.id).logo).toMatch(/^\/uploads\//);
  });
});

describe("the opportunity editor's city", () => {
  it("saves up to three cities by their canonical names, repeats dropped; a blank city is refused for a hybrid listing", async () => {
    const { id } = insertOpportunity(s.db, { location: "Both Remote & In-Person" });
    const res = await save(id, editorForm({ location: "Both Remote & In-Person", city: " poona, Navi  Mumbai , Pune" }));
    expect(await toastOf(res)).toMatchObject({ message: "Opportunity updated" });
    expect(opportunityRow(id).city).toBe("Pune, Navi Mumbai");
    const blank = await save(id, editorForm({ location: "Both Remote & In-Person", city: "" }));
    expect(statusOf(blank)).toBe(400);
    expect(replyOf(blank).result.error.city).toEqual(["Please enter the city of an in-person or hybrid listing"]);
    expect(opportunityRow(id).city).toBe("Pune, Navi Mumbai");
    await save(id, editorForm({ location: "Remote (Work From Home)", city: "" }));
    expect(opportunityRow(id).city).toBeNull();
  });

  it("refuses four cities and a city with digits with 400, keeping the stored one", async () => {
    const { id } = insertOpportunity(s.db, { location: "In-Person (On-Site)", city: "Jaipur" });
    const four = await save(id, editorForm({ city: "Pune, Delhi, Goa, Agra" }));
    expect(statusOf(four)).toBe(400);
    expect(replyOf(four).result.error.city).toEqual(["Please list at most 3 cities, separated by commas"]);
    const digits = await save(id, editorForm({ city: "Pune 411001" }));
    expect(statusOf(digits)).toBe(400);
    expect(replyOf(digits).result.error.city?.[0]).toMatch(/^Each city must be/);
    expect(opportunityRow(id).city).toBe("Jaipur");
  });

  it("keeps the city a remote listing or a fellowship names", async () => {
    const { id } = insertOpportunity(s.db, { location: "In-Person (On-Site)", city: "Jaipur" });
    await save(id, editorForm({ location: "Remote (Work From Home)", city: "Jaipur" }));
    expect(opportunityRow(id).city).toBe("Jaipur");
    await save(id, editorForm({ opportunityType: "fellowship", city: "Calcutta" }));
    expect(opportunityRow(id).city).toBe("Kolkata");
  });
});
