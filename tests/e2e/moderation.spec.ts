/**
 * Moderation journeys with JavaScript on and off: an admin signs in
 * through the /admin card and works through opportunities, the pending queue of
 * legacy jobs, attributes and categories. Every page visited is checked by axe.
 *
 * Tests share one seeded database: each creates its own uniquely named data, or
 * uses seeded rows reserved for its project (js / no-js) so they never collide.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";
import { addPendingLegacyJob } from "./support/database";
import { expect, test } from "./support/fixtures";
import { card, expectToast, noJs, publicTitles, ready } from "./support/page";

const DELETE_OPPORTUNITY = "Are you sure you want to delete this opportunity? This action cannot be undone.";
const DELETE_ATTRIBUTE = "Are you sure you want to delete this attribute? This will affect all opportunities using it!";

function unique(prefix: string) {
  return `${prefix} ${test.info().project.name} ${token()}`;
}

function token() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

// Long journeys on a shared two-core machine, with axe on every page: give them room.
test.describe.configure({ timeout: 180_000 });

/** Seeded rows (db/seed-data.ts) reserved per project so the two projects never touch the same row. */
const SEEDED = {
  js: {
    approveJob: "Backend Engineer (Node.js)",
    rejectJob: "Community Manager",
    editJob: "UI Designer",
    deleteJob: "Telecaller",
    approveOpportunity: "Hydrology Modelling Intern",
    rejectOpportunity: "Brand Photography Intern",
  },
  "no-js": {
    approveJob: "Monitoring and Evaluation Officer",
    rejectJob: "Grant Writer",
    editJob: "Supply Chain Associate",
    deleteJob: "Campus Brand Ambassador",
    approveOpportunity: "Marine Biology Field Intern",
    rejectOpportunity: "Legal Literacy for Changemakers",
  },
} as const;
const seeded = () => SEEDED[test.info().project.name as keyof typeof SEEDED];

/** Delete through the confirmation: a dialog with JavaScript, a confirm page without. */
async function confirmDelete(page: Page, scope: ReturnType<typeof card>, message: string) {
  await scope.getByRole("link", { name: /^Delete/ }).click();
  if (noJs()) {
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
  } else {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  }
}

test("every moderation tab opens from the tab list, with links to the legacy job listings", async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await expect(page.getByRole("heading", { name: "Published listings by category" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Number of published listings" })).toContainText("Engineering");
  await expect(page.getByText("After 3 consecutive failed logins, a CAPTCHA is required")).toBeVisible();
  const security = page.getByRole("region", { name: "Security" });
  await expect(security.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expect(security.getByText(/Status: (Enabled|Disabled)/)).toBeVisible();

  await nav.getByRole("link", { name: "Opportunities" }).click();
  await expect(page.getByRole("heading", { name: "Opportunity Management" })).toBeVisible();
  await nav.getByRole("link", { name: /Pending Approvals/ }).click();
  await expect(page.getByRole("heading", { name: "Pending Approvals" })).toBeVisible();
  await page.getByRole("link", { name: "All jobs" }).click();
  await expect(page.getByRole("heading", { name: "Jobs", exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Attributes" }).click();
  await expect(page.getByRole("heading", { name: "Attribute Management" })).toBeVisible();
  await nav.getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { name: "Categories", exact: true })).toBeVisible();
  // The earlier ?tab= values still work.
  await page.goto("/admin?tab=all");
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});

test("an opportunity from creation to deletion: create, publish, feature, edit, unpublish, delete", async ({
  page,
}) => {
  const word = `wetland${token()}`;
  const title = unique(`Wetland survey intern ${word}`);
  await signInAsAdmin(page);
  await page.goto("/admin/opportunities");
  await page.getByRole("link", { name: "Create New Opportunity" }).click();
  await expect(page.getByRole("heading", { name: "Create New Opportunity" })).toBeVisible();
  await ready(page);

  // Invalid first: the server (or the form) refuses and keeps what was typed.
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Organisation name").fill("Wetlands Trust of India");
  await page.getByLabel("Application URL", { exact: true }).fill("javascript:alert(1)");
  await page.getByLabel("Description").fill("Survey birds and water quality in the wetlands around Chilika lake.");
  await page.getByLabel("Application instructions").fill("Apply with a short note.");
  await page.getByRole("button", { name: "Create Opportunity" }).click();
  await expect(page.getByText("Please enter a valid application URL")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  await page.getByLabel("Application URL", { exact: true }).fill("https://wetlands.example.org/apply");
  await page.getByLabel("Location").selectOption("In-Person (On-Site)");
  await page.getByRole("combobox", { name: /^City/ }).fill("Bhubaneshwar");
  await page.getByLabel("Application deadline").fill("2031-04-30");
  await page.getByLabel("Category").selectOption("operations");
  await page.getByLabel("Skills").fill("birding, water testing");
  await page.getByRole("button", { name: "Create Opportunity" }).click();
  await expectToast(page, "Opportunity created");

  const item = card(page, title);
  await expect(item).toContainText("Draft");
  await expect(item).toContainText("Wetlands Trust of India");
  await expect(item).toContainText("30 Apr 2031");
  expect(await publicTitles(page, word)).toEqual([]);
  await item.getByRole("button", { name: `Publish ${title}` }).click();
  await expectToast(page, "Status updated");
  await expect(card(page, title)).toContainText("Published");
  expect(await publicTitles(page, word)).toEqual([title]);

  await card(page, title)
    .getByRole("button", { name: `Feature ${title}` })
    .click();
  await expectToast(page, "Feature status updated");
  await expect(card(page, title).getByText("Featured", { exact: true })).toBeVisible();

  await card(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Opportunity" })).toBeVisible();
  await ready(page);
  await expect(page.getByLabel("Skills")).toHaveValue("birding, water testing");
  const renamed = `${title} (paid)`;
  await page.getByLabel("Title").fill(renamed);
  await page.getByLabel("Organisation name").fill("Chilika Wetlands Collective");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Opportunity updated");
  await expect(card(page, renamed)).toContainText("Chilika Wetlands Collective");

  await card(page, renamed)
    .getByRole("button", { name: `Unpublish ${renamed}` })
    .click();
  await expectToast(page, "Status updated");
  await expect(card(page, renamed)).toContainText("Draft");
  expect(await publicTitles(page, word)).toEqual([]);

  await confirmDelete(page, card(page, renamed), DELETE_OPPORTUNITY);
  await expectToast(page, "Opportunity deleted");
  await expect(card(page, renamed)).toHaveCount(0);
});

test("pending opportunities: approve publishes, reject needs a reason", async ({ page }) => {
  const { approveOpportunity, rejectOpportunity } = seeded();
  // Each list narrowed to its listing: the other journeys' listings fill the first page late in a run.
  const list = (status: string, title: string) => `/admin/opportunities?status=${status}&q=${encodeURIComponent(title)}`;
  await signInAsAdmin(page);
  await page.goto(list("pending", approveOpportunity));
  await ready(page);
  await card(page, approveOpportunity)
    .getByRole("button", { name: `Approve ${approveOpportunity}` })
    .click();
  await expectToast(page, "Status updated");
  await expect(page).toHaveURL(/status=pending/);
  await expect(card(page, approveOpportunity)).toHaveCount(0);

  await page.goto(list("pending", rejectOpportunity));
  await ready(page);
  const rejecting = card(page, rejectOpportunity);
  await rejecting
    .getByText(/^Reject/)
    .first()
    .click();
  await rejecting.getByLabel("Reason for rejection").fill("Please add the stipend amount and resubmit.");
  await rejecting.getByRole("button", { name: `Reject ${rejectOpportunity}` }).click();
  await expectToast(page, "Status updated");

  await page.goto(list("rejected", rejectOpportunity));
  await expect(card(page, rejectOpportunity)).toContainText("Please add the stipend amount and resubmit.");
  await page.goto(list("published", approveOpportunity));
  await expect(card(page, approveOpportunity)).toContainText("Published");
});

test("pending job listings: approve publishes in one step, reject uses the fixed reason", async ({ page }) => {
  const { approveJob, rejectJob } = seeded();
  await signInAsAdmin(page);
  await page.goto("/admin/pending");
  const pending = card(page, approveJob);
  await expect(pending).toContainText("Submitted");
  await expect(pending).toContainText(/Deadline/);
  await pending.getByRole("button", { name: `Approve ${approveJob}` }).click();
  await expectToast(page, "Job updated");
  await expect(page.getByText("The job was approved and is now published on the board.")).toBeVisible();
  await expect(card(page, approveJob)).toHaveCount(0);

  await card(page, rejectJob)
    .getByRole("button", { name: `Reject ${rejectJob}` })
    .click();
  await expectToast(page, "Job updated");

  await page.getByRole("link", { name: "All jobs" }).click();
  await page.getByLabel("Status").selectOption("rejected");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(card(page, rejectJob)).toContainText("Rejection reason: Does not meet our guidelines");

  // The approved job is published at once: it can be featured.
  await page.goto("/admin/jobs?status=published");
  const live = card(page, approveJob);
  const featured = live.getByRole("switch", { name: /Featured/ });
  await expect(featured).toBeEnabled();
  await expect(featured).toHaveAttribute("aria-checked", "false");
  await featured.click();
  await expectToast(page, "Featured status updated");
  await expect(card(page, approveJob).getByRole("switch", { name: /Featured/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  // Unpublished, it is a draft that cannot be featured until published again.
  await card(page, approveJob)
    .getByRole("button", { name: `Unpublish ${approveJob}` })
    .click();
  await expectToast(page, "Job updated");
  await page.goto("/admin/jobs?status=draft");
  const draft = card(page, approveJob);
  await expect(draft.getByRole("switch", { name: /Featured/ })).toBeDisabled();
  await expect(draft).toContainText("Only published jobs can be featured");
  await draft.getByRole("button", { name: `Publish ${approveJob}` }).click();
  await expectToast(page, "Job updated");
});

test("a legacy job is edited with every field and deleted after confirmation", async ({ page }) => {
  const { editJob, deleteJob } = seeded();
  const newTitle = unique("Service designer");
  await signInAsAdmin(page);
  await page.goto("/admin/jobs?status=draft");
  await card(page, editJob)
    .getByRole("link", { name: `Edit ${editJob}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Job Listing" })).toBeVisible();
  await ready(page);
  await page.getByLabel("Position title").fill(newTitle);
  await page.getByLabel("Stipend").fill("₹12,000/month");
  await page.getByLabel("Application deadline").fill("2031-02-14");
  await page.getByLabel("Duration").selectOption("3-6 months");
  await page.getByLabel("…or an image URL").fill("ftp://example.org/logo.png");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a valid image URL")).toBeVisible();
  await page.getByLabel("…or an image URL").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Job updated");
  const edited = card(page, newTitle);
  await expect(edited).toContainText("14 Feb 2031");

  await page.goto("/admin/jobs?status=rejected");
  await confirmDelete(
    page,
    card(page, deleteJob),
    "Are you sure you want to delete this job listing? This action cannot be undone.",
  );
  await expectToast(page, "Job deleted");
  await expect(card(page, deleteJob)).toHaveCount(0);
});

test("attributes: add, edit and delete with the warning", async ({ page }) => {
  const label = unique("Team size");
  await signInAsAdmin(page);
  await page.goto("/admin/attributes");
  await page.getByRole("link", { name: "Add Attribute" }).click();
  await expect(page.getByRole("heading", { name: "Add Attribute" })).toBeVisible();
  await ready(page);
  await page.getByLabel("Label").fill(label);
  await page.getByRole("checkbox", { name: "Fellowship" }).check();
  if (noJs()) {
    // Without JavaScript the server answers the missing name.
    await page.getByRole("button", { name: "Create Attribute" }).click();
    await expect(page.getByText("Name and label are required.").first()).toBeVisible();
  }
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(label);
  await page.getByLabel("Data type").selectOption("number");
  await page.getByLabel("Display order").fill("12");
  await page.getByRole("checkbox", { name: "Fellowship" }).check();
  await page.getByRole("button", { name: "Create Attribute" }).click();
  await expectToast(page, "Attribute created");
  const item = card(page, label);
  const storedName = label.toLowerCase().replace(/\s+/g, "_");
  await expect(item).toContainText(storedName);
  await expect(item).toContainText("Number");

  await item.getByRole("link", { name: `Edit ${label}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Attribute" })).toBeVisible();
  await ready(page);
  await page.getByRole("checkbox", { name: "Required" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Attribute updated");
  const required = page.getByRole("article", { name: `${label} (required)` });
  await expect(required).toBeVisible();

  await confirmDelete(page, required, DELETE_ATTRIBUTE);
  await expectToast(page, "Attribute deleted");
});

test("categories: empty name refused, add with a colour, edit, delete", async ({ page }) => {
  const name = unique("Climate");
  await signInAsAdmin(page);
  await page.goto("/admin/categories");
  await ready(page);
  const add = page.getByRole("button", { name: "Create Category" });
  if (noJs()) {
    await add.click();
    await expectToast(page, "Validation error");
    await expect(page.getByText("Category name cannot be empty").first()).toBeVisible();
  } else {
    await expect(add).toBeDisabled();
  }
  await expect(page.getByLabel("Hex colour")).toHaveValue("#6366f1");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Hex colour").fill("#0EA5E9");
  await add.click();
  await expectToast(page, "Category created");
  const list = page.getByRole("list", { name: "Categories" });
  const row = list.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("#0ea5e9");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await ready(page);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} and energy`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Category updated");
  const renamed = list.getByRole("listitem").filter({ hasText: `${name} and energy` });
  await renamed.getByRole("link", { name: /^Delete/ }).click();
  const confirm = noJs() ? page : page.getByRole("dialog");
  await expect(
    confirm.getByText("Are you sure you want to delete this category? This action cannot be undone."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Category deleted");
  await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("the admin API refuses a signed-out caller and answers JSON for bad input", async ({ page, request }) => {
  const anonymous = await request.get("/api/admin/opportunities");
  expect(anonymous.status()).toBe(401);
  await signInAsAdmin(page);
  const api = page.request;
  const malformed = await api.patch("/api/admin/opportunities/1/status", {
    headers: { "Content-Type": "application/json" },
    data: Buffer.from("{oops"),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ message: "Malformed JSON" });
  const unknown = await api.patch("/api/admin/jobs/999999/featured", { data: { featured: true } });
  expect(unknown.status()).toBe(404);
});

test("an uploaded logo is served as an inert image", async ({ page }) => {
  await signInAsAdmin(page);
  // A real 300×200 PNG named .txt is accepted (judged by content), re-encoded and served inert.
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#4338ca" } })
    .png()
    .toBuffer();
  const res = await page.request.post("/api/admin/upload", {
    multipart: { logo: { name: "logo.txt", mimeType: "text/plain", buffer: png } },
  });
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-security-policy"]).toContain("sandbox");
  const svg = await page.request.post("/api/admin/upload", {
    multipart: {
      logo: {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    },
  });
  expect(svg.status()).toBe(415);
  expect(await svg.json()).toEqual({ title: "Invalid file", message: "Please upload an image file" });
});

/** A card's moderation controls, in the order they sit: first word of each, and where each sits in the row. */
async function controlsOf(scope: ReturnType<typeof card>) {
  const known = new Set(["Approve", "Publish", "Unpublish", "Reject", "Feature", "Unfeature", "Featured", "Edit", "Delete"]);
  const controls = await scope.locator("button:visible, a:visible, summary:visible").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { word: (element.textContent ?? "").trim().split(/\s+/)[0] ?? "", x: box.left, y: box.top };
    }),
  );
  const row = controls.filter((c) => known.has(c.word));
  const first = row[0]!;
  return row.map((c) => ({ word: c.word, x: Math.round(c.x - first.x), y: Math.round(c.y - first.y) }));
}

test("moderation cards keep one button order, and the audit feed is written in words", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const title = unique("Feed words course");
  const imported = await page.request.post("/api/admin/opportunities/import", {
    headers: { Origin: baseURL! },
    data: {
      opportunities: [
        {
          title,
          company: { name: "Words Trust" },
          description: "A course to show in the audit feed, written long enough for /submit's rules.",
          requirements: "Curiosity about how admins decide.",
          applicationInstructions: "Apply online",
          duration: "1-3 months",
          location: "Remote (Work From Home)",
          applicationUrl: "https://words.example.org/apply",
          opportunityType: "course",
          status: "draft",
        },
      ],
    },
  });
  expect(imported.status()).toBe(200);

  await page.goto("/admin");
  const feed = page.getByRole("region", { name: "Latest moderation decisions" });
  await expect(feed).toContainText("imported 1 listing");
  const feedText = await feed.innerText();
  expect(feedText).not.toMatch(/\b(opportunity|job|import|category|attribute)\.[a-z]/);
  expect(feedText).not.toContain("“#”");

  // The seed's pending legacy jobs are decided by the other tests: this card compares with its own.
  addPendingLegacyJob(unique("Words legacy job"));
  await page.goto("/admin/pending");
  await ready(page);
  const opportunity = page.getByRole("article").filter({ has: page.getByText("Opportunity", { exact: true }) }).first();
  const job = page.getByRole("article").filter({ has: page.getByText("Job", { exact: true }) }).first();
  const opportunityControls = await controlsOf(opportunity);
  const jobControls = await controlsOf(job);
  expect(opportunityControls.map((c) => c.word)).toEqual(["Approve", "Reject", "Edit", "Delete"]);
  expect(jobControls.map((c) => c.word)).toEqual(["Approve", "Reject", "Edit", "Delete"]);
  // Each button sits in the same place on both kinds of card.
  opportunityControls.forEach((control, i) => {
    expect(Math.abs(control.x - jobControls[i]!.x), `${control.word} moves sideways`).toBeLessThanOrEqual(3);
    expect(Math.abs(control.y - jobControls[i]!.y), `${control.word} moves down`).toBeLessThanOrEqual(3);
  });
});
