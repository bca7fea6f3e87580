/**
 * Content and settings, each journey with JavaScript on and off: an
 * admin imports the sample and a messy CSV, changes the site name, a page's SEO,
 * adds a sitemap entry and publishes a blog post, and sees each change on the
 * public site. Site-wide settings are changed on a private server (its own
 * database) so that the parallel tests of other areas keep the shared site as seeded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/admin";
import { expectToast, ready } from "./support/page";

// Long journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const isNoJs = () => test.info().project.name === "no-js";

async function signIn(page: Page, origin = "") {
  if (!origin) return signInAsAdmin(page);
  await page.goto(`${origin}/admin`);
  await ready(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 30_000 });
}

test.describe("bulk import", () => {
  test("imports the sample, then a messy CSV, and lists what failed", async ({ page }) => {
    await signIn(page);
    await page.getByRole("link", { name: "Bulk Import" }).click();
    await expect(page.getByRole("heading", { name: "Bulk Import Opportunities" })).toBeVisible();

    await page.getByRole("button", { name: "Load Sample" }).click();
    await expect(page.getByLabel("Import data")).toHaveValue(/Community Water Quality Intern/);
    await page.getByRole("button", { name: "Import Opportunities" }).click();
    const results = page.getByRole("region", { name: "Bulk Import Opportunities" }).getByRole("status").filter({ hasText: "Import completed" });
    await expect(results).toContainText("Successfully imported 2 opportunities with 0 failures.");

    const tag = unique();
    // Every row is held to /submit's rules (decision 347): texts long enough, a deadline within the year.
    const deadline = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const requirements = "Comfortable walking door to door and speaking Marathi";
    const csv = [
      "\uFEFFtitle,opportunityType,company.name,company.website,description,requirements,applicationInstructions,applicationUrl,location,duration,stipend,deadline,category",
      `"Survey Intern, Pune ${tag}",,"Gram Vikas, Pune",https://gramvikas.example.org,"Door-to-door surveys in three wards.\nTwo weeks of ""field"" training first.",${requirements},Apply online,https://gramvikas.example.org/apply,remote,1-3 months,"₹6,000/month",${deadline},Operations`,
      "",
      `Missing description ${tag},internship,Some Org,,,${requirements},Apply online,https://someorg.example.org/apply,remote,1-3 months,,,`,
      `Course on climate ${tag},course,Harit Climate Lab,,Six weeks online on the science and the policy of climate change.,${requirements},Enrol online,https://harit.example.org/enrol,Remote (Work From Home),1-3 months,Unpaid,${deadline},data`,
    ].join("\r\n");
    await page.getByRole("radio", { name: "CSV" }).check();
    if (isNoJs()) {
      // Without JavaScript: upload the file (a plain multipart form).
      const file = join(tmpdir(), `import-${tag}.csv`);
      writeFileSync(file, csv);
      await page.getByLabel("Import data").fill("");
      await page.getByLabel("Or upload a file (.json or .csv)").setInputFiles(file);
    } else {
      await page.getByLabel("Import data").fill(csv);
    }
    await page.getByRole("button", { name: "Import Opportunities" }).click();
    await expect(results).toContainText("Successfully imported 2 opportunities with 1 failures.");
    await expect(results.getByRole("region", { name: "Import errors" }).or(results.getByLabel("Import errors"))).toContainText(
      "Row 2, description: Description must be at least 50 characters",
    );
    // The completion toast (destructive when there are failures).
    if (!isNoJs()) await expect(page.getByRole("alert").filter({ hasText: "Successfully imported 2 opportunities with 1 failures." })).toBeVisible();
  });

  test("says 'Invalid JSON format' for broken JSON", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/import");
    await ready(page);
    await page.getByLabel("Import data").fill('[{"title": "x"');
    await page.getByRole("button", { name: "Import Opportunities" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Import failed" }).first()).toContainText("Invalid JSON format");
  });
});

test.describe("blog", () => {
  test("an admin writes, previews and publishes a post, sees it at /blog/:slug, and unpublishes it", async ({ page }) => {
    const tag = unique();
    const title = `Field notes ${tag}`;
    await signIn(page);
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "New Post" }).click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Summary").fill("What we learnt in the villages.");
    await page.getByLabel("Content (Markdown)").fill(`Hello **world** ${tag}\n\n<script>window.__pwned = true</script>\n\n[safe](https://example.org)`);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.locator("strong")).toHaveText("world");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);

    await page.getByLabel("Published (visible on the site)").check();
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByText("Blog post created successfully")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Published");
    await expect(row).toContainText("Site Administrator");

    const slug = `field-notes-${tag}`;
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("article strong")).toHaveText("world");
    await expect(page).toHaveTitle(`${title} | Impact Careers`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "What we learnt in the villages.");
    expect(await page.locator("article script").count()).toBe(0);
    if (!isNoJs()) expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await page.goto("/admin/content");
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByText("Blog post updated successfully")).toBeVisible();
    const gone = await page.goto(`/blog/${slug}`);
    expect(gone?.status()).toBe(404);
  });
});

test.describe("SEO and sitemap", () => {
  test("a page's SEO setting changes its title, description and indexing", async ({ page }) => {
    const tag = unique();
    await signIn(page);
    await page.goto("/admin/content/new-page");
    await ready(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`Volunteer FAQ ${tag}`);
    await page.getByLabel("Content (Markdown)").fill("## Who can volunteer?\n\nAnyone over 18.");
    await page.getByLabel("Published (visible on the site)").check();
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByText("Content page created successfully")).toBeVisible();
    const path = `/pages/volunteer-faq-${tag}`;
    await page.goto(path);
    await expect(page).toHaveTitle(`Volunteer FAQ ${tag} | Impact Careers`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto("/admin/settings");
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "SEO Management" }).click();
    await page.getByRole("link", { name: "Add SEO Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add SEO Setting" });
    await dialog.getByLabel("Page Key").fill(path);
    await dialog.getByLabel("Meta Title").fill(`Volunteering questions ${tag}`);
    await dialog.getByLabel("Meta Description").fill("Everything about volunteering with our partner organisations.");
    await dialog.getByLabel("Allow search engines to index this page").uncheck();
    await dialog.getByRole("button", { name: "Save SEO Setting" }).click();
    await expect(page.getByText("SEO setting created successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: path })).toContainText("No (noindex)");

    await page.goto(path);
    await expect(page).toHaveTitle(`Volunteering questions ${tag} | Impact Careers`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Everything about volunteering with our partner organisations.");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("a sitemap entry added in Settings appears in /sitemap.xml; an unknown value is refused", async ({ page, request }) => {
    const url = `/e2e-sitemap-${unique()}`;
    await signIn(page);
    await page.goto("/admin/settings/seo");
    await page.getByRole("link", { name: "Sitemap", exact: true }).click();
    await page.getByRole("link", { name: "Add Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Sitemap Entry" });
    await dialog.getByLabel("URL").fill("no-leading-slash");
    await dialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(dialog.getByText("Enter a path on this site starting with a single /, e.g. /about")).toBeVisible();
    await dialog.getByLabel("URL").fill(url);
    await dialog.getByLabel("Change Frequency").selectOption("monthly");
    await dialog.getByLabel("Priority").selectOption("0.5");
    await dialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(page.getByText("Sitemap entry created successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: url })).toContainText("0.5 (Medium)");

    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`${url}</loc>`);
  });
});

test.describe("on a private server", () => {
  let server: ChildProcess | undefined;
  let origin = "";

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    const port = Number(process.env.E2E_PORT ?? 4310) + 100 + testInfo.workerIndex;
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["tests/e2e/support/server.js"], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: "ignore",
    });
    // A second server beside the shared one: generous, as the first start migrates and seeds.
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error("private e2e server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("changing the site name and hero tagline changes the public site", async ({ page }) => {
    const name = `Seva Careers ${unique()}`;
    await signIn(page, origin);
    await page.goto(`${origin}/admin/settings`);
    await expect(page.getByRole("heading", { name: "Site Settings" })).toBeVisible();

    await page.getByRole("link", { name: "Edit Site name" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Site Setting" });
    await expect(dialog.getByLabel("Key")).toHaveAttribute("readonly", "");
    await dialog.getByLabel("Value").fill("");
    await dialog.getByRole("button", { name: "Update Setting" }).click();
    await expect(dialog.getByText("Value is required")).toBeVisible();
    await dialog.getByLabel("Value").fill(name);
    await dialog.getByRole("button", { name: "Update Setting" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Site setting has been updated successfully" })).toBeVisible();

    await page.getByRole("link", { name: "Edit Hero tagline" }).click();
    await page.getByRole("dialog", { name: "Edit Site Setting" }).getByLabel("Value").fill("Internships with people who change things");
    await page.getByRole("dialog", { name: "Edit Site Setting" }).getByRole("button", { name: "Update Setting" }).click();
    await expect(page.getByRole("row").filter({ hasText: "hero_tagline" })).toContainText("Internships with people who change things");

    // An html setting renders sanitised: the footer note keeps its words, loses its script.
    await page.getByRole("link", { name: "Edit Footer note", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Edit Site Setting" })
      .getByLabel("Value")
      .fill('<p>Run by volunteers <img src="x" onerror="document.title=\'pwned\'"><script>document.title="pwned"</script></p>');
    await page.getByRole("dialog", { name: "Edit Site Setting" }).getByRole("button", { name: "Update Setting" }).click();
    // The English note's row, not its languages' (footer_note_hi…).
    const englishNote = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "footer_note", exact: true }) });
    await expect(englishNote).toContainText("Run by volunteers");

    await page.goto(`${origin}/about`);
    await expect(page).toHaveTitle(`About Us | ${name}`);
    await expect(page.getByRole("contentinfo")).toContainText(name);
    await expect(page.getByRole("contentinfo")).toContainText("Run by volunteers");
    expect(await page.getByRole("contentinfo").innerHTML()).not.toMatch(/script|onerror/i);
    await expect(page).toHaveTitle(`About Us | ${name}`);
    await page.goto(`${origin}/`);
    await expect(page.getByText("Internships with people who change things")).toBeVisible();

    // Deleting asks first; the site falls back to its configured name.
    await page.goto(`${origin}/admin/settings`);
    await page.getByRole("link", { name: "Delete Site name" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the site setting from the database.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Site setting has been deleted successfully" })).toBeVisible();
    await page.goto(`${origin}/about`);
    await expect(page).toHaveTitle("About Us | Impact Careers");
  });

  test("a setting's Hindi value, changed on the one form of every language, is what the Hindi page shows", async ({ page }) => {
    const intro = `यह बोर्ड स्वयंसेवक चलाते हैं ${unique()}`;
    await signIn(page, origin);
    await page.goto(`${origin}/admin/settings/languages`);
    await ready(page);
    const form = page.getByRole("form", { name: "Terms introduction" });
    // An empty language's field says what its pages fall back to.
    await expect(form.getByText("Empty: Marathi pages show their built-in Marathi text.")).toBeVisible();
    await form.getByLabel("Hindi (हिंदी)").fill(intro);
    await form.getByRole("button", { name: "Save terms introduction" }).click();
    await expectToast(page, "Terms introduction saved in every language");
    await expect(page.getByRole("form", { name: "Terms introduction" }).getByLabel("Hindi (हिंदी)")).toHaveValue(intro);

    await page.goto(`${origin}/hi/terms`);
    await expect(page.getByRole("main").getByText(intro)).toBeVisible();
  });

  test("a large import goes in batches with a progress bar (JavaScript)", async ({ page }) => {
    test.skip(isNoJs(), "without JavaScript the import is one request");
    const tag = unique();
    const items = Array.from({ length: 1200 }, (_, i) => ({
      title: `Batch intern ${tag} ${i}`,
      company: { name: `Batch Org ${i % 7}` },
      description: "Survey households and summarise what you find for the village council.",
      requirements: "Patience, a notebook and a phone.",
      applicationInstructions: "Apply online.",
      duration: "1-3 months",
      location: "Remote (Work From Home)",
      applicationUrl: `https://batch.example.org/apply/${i}`,
      category: "operations",
    }));
    await signIn(page, origin);
    await page.goto(`${origin}/admin/import`);
    // Slow each batch down a little so that the progress can be seen.
    await page.route("**/api/admin/opportunities/import", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.getByLabel("Import data").fill(JSON.stringify(items));
    await page.getByRole("button", { name: "Import Opportunities" }).click();
    // A batch of 500 is checked and indexed row by row: on a loaded machine it takes a while.
    await expect(page.getByText(/Importing (500|1,000) of 1,200…/)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator("progress")).toHaveAttribute("max", "1200");
    const results = page.getByRole("region", { name: "Bulk Import Opportunities" }).getByRole("status").filter({ hasText: "Import completed" });
    await expect(results).toContainText("Successfully imported 1200 opportunities with 0 failures.", { timeout: 60_000 });
    await expect(page.locator("progress")).toHaveCount(0);
  });
});
