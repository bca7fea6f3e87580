/**
 * Causes, with JavaScript on and off (axe on every page): a fellowship posted on /submit with a
 * city and two causes is found by a cause chip on the board, on its cause page and in the search
 * API and feed; a cause an admin creates appears on /submit and among the board's chips.
 */
import type { Page } from "@playwright/test";
import { addCause, approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { expectToast, formWait, ready, uniqueTag } from "./support/page";

test.describe.configure({ timeout: 120_000 });

const token = uniqueTag;

const results = (page: Page) => page.locator("#results");

test("a fellowship posted with a city and two causes is found by a cause chip, on its cause page, in the API and the feed", async ({
  page,
}) => {
  const tag = token();
  const title = `Wetland restoration fellowship ${tag}`;
  await page.goto("/submit?type=fellowship");
  const servedAt = Date.now();
  await ready(page);
  await page.getByLabel("Organisation name").fill("Ujani Wetlands Trust");
  await page.getByLabel("Name of fellowship").fill(title);
  await page.getByLabel("Category").selectOption("data");
  await page.getByRole("checkbox", { name: "Climate and environment", exact: true }).check();
  await page.getByRole("checkbox", { name: "Water and sanitation", exact: true }).check();
  await page.getByRole("combobox", { name: /^City/ }).fill("Poona");
  await page.getByLabel("Duration").selectOption("6+ months");
  await page.getByLabel("Description").fill("Restore the wetlands near Pune with farmers and fishers, and measure how the water and birds come back.");
  await page.getByLabel("Requirements").fill("Graduates in ecology, hydrology or social work.");
  await page.getByLabel("Application instructions").fill("Apply with a one-page note on a wetland you know.");
  await page.getByLabel("Application URL").fill("https://ujani.example.org/fellowship");
  await page.getByLabel("I agree to the Terms and Conditions").check();
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Submit fellowship" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your fellowship has been submitted." })).toBeVisible();

  await signInAsAdmin(page);
  await approvePending(page, title);

  // The board: a cause chip adds the filter (a link, so it works without JavaScript) and keeps the search.
  await page.goto(`/?type=fellowship&query=${tag}#opportunities`);
  await ready(page);
  const chips = page.getByRole("navigation", { name: "Filter by cause" });
  await chips.getByRole("link", { name: "Water and sanitation" }).click();
  await expect(page).toHaveURL(/cause=water-sanitation/);
  await expect(page).toHaveURL(new RegExp(`query=${tag}`));
  await expect(results(page).locator("article").filter({ hasText: title })).toHaveCount(1);
  await expect(chips.getByRole("link", { name: "Water and sanitation" })).toHaveAttribute("aria-current", "true");
  // A cause it does not have finds nothing; the chip is taken away by clicking it again.
  await page.goto(`/?type=fellowship&query=${tag}&cause=animal-welfare#opportunities`);
  await expect(results(page).locator("article")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Filter by cause" }).getByRole("link", { name: "Animal welfare" }).click();
  await expect(page).not.toHaveURL(/cause=/);
  await expect(results(page).locator("article").filter({ hasText: title })).toHaveCount(1);

  // Its cause page lists it among every type, with the cause's description, feed and alert form.
  await page.goto("/");
  await page.getByRole("region", { name: "Browse by cause" }).getByRole("link", { name: "Climate and environment" }).click();
  await expect(page).toHaveURL(/\/causes\/climate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Climate and environment: opportunities" })).toBeVisible();
  await expect(page.getByText("Work that cuts emissions")).toBeVisible();
  await expect(page.locator("main article").filter({ hasText: title })).toHaveCount(1);
  await expect(page.locator("#job-alert input[name=cause]")).toHaveValue("climate");

  // The search API filters by cause and returns a listing's causes like its skills; the feed follows a cause.
  const api = await page.request.get(`/api/opportunities/search?cause=climate&query=${tag}`);
  const found = (await api.json()) as { title: string; city: string; attributes: { causes: string } }[];
  expect(found.map((r) => [r.title, r.city, r.attributes.causes])).toEqual([[title, "Pune", "climate, water-sanitation"]]);
  const none = await page.request.get(`/api/opportunities/search?cause=health&query=${tag}`);
  expect(await none.json()).toEqual([]);
  const feed = await page.request.get(`/feed.xml?cause=water-sanitation&query=${tag}`);
  expect(await feed.text()).toContain(title);
  const causes = (await (await page.request.get("/api/causes")).json()) as { slug: string; name: string }[];
  expect(causes.map((c) => c.slug)).toEqual(expect.arrayContaining(["climate", "education", "human-rights"]));
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
});

test("a cause an admin creates appears on /submit and among the board's chips; hidden, it leaves both", async ({ page }) => {
  const name = `Ocean literacy ${token()}`;
  await signInAsAdmin(page);
  await addCause(page, name, { Description: "Work that helps people understand and care for the sea." });
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();

  await page.goto("/submit");
  await expect(page.getByRole("checkbox", { name, exact: true })).toHaveCount(1);
  await page.goto("/?type=all#opportunities");
  const chip = page.getByRole("navigation", { name: "Filter by cause" }).getByRole("link", { name, exact: true });
  await expect(chip).toHaveCount(1);
  const slug = new URL(String(await chip.getAttribute("href")), "http://x").searchParams.get("cause");
  expect(slug).toMatch(/^ocean-literacy-/);

  // Hidden: gone from /submit and the chips, its page answers 404.
  await page.goto("/admin/causes");
  await ready(page);
  await page.getByRole("link", { name: `Edit cause ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Cause" });
  await edit.getByLabel("Hidden").check();
  await edit.getByRole("button", { name: "Update Cause" }).click();
  await expectToast(page, "Cause updated successfully");
  await page.goto("/submit");
  await expect(page.getByRole("checkbox", { name, exact: true })).toHaveCount(0);
  const gone = await page.request.get(`/causes/${slug}`);
  expect(gone.status()).toBe(404);
});

test("listings without causes are tagged on the admin's tagging screen, suggested causes ticked", async ({ page }) => {
  const title = `Groundwater survey intern ${token()}`;
  // A client from before causes posts without them (decision 274): the listing has none.
  const payload = internshipPayload({ title, organizationName: "Jal Survey Collective" });
  const { causes: _none, ...attributes } = payload.attributes;
  const posted = await page.request.post("/api/opportunities", { data: { ...payload, attributes } });
  expect(posted.status()).toBe(201);
  await signInAsAdmin(page);
  await approvePending(page, title);

  await page.goto("/admin/causes");
  await ready(page);
  await page.getByRole("link", { name: "Tag them" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tag listings with causes" })).toBeVisible();
  const form = page.getByRole("form", { name: title });
  // "groundwater" and "water" point to water and sanitation.
  await expect(form.getByRole("checkbox", { name: "Water and sanitation", exact: true })).toBeChecked();
  for (const box of await form.getByRole("checkbox", { checked: true }).all()) await box.uncheck();
  await form.getByRole("button", { name: "Save causes" }).click();
  await expect(page.getByRole("form", { name: title }).getByText("Please choose at least one cause")).toBeVisible();

  const again = page.getByRole("form", { name: title });
  await again.getByRole("checkbox", { name: "Water and sanitation", exact: true }).check();
  await again.getByRole("checkbox", { name: "Agriculture and food", exact: true }).check();
  await again.getByRole("button", { name: "Save causes" }).click();
  await expectToast(page, "Causes saved");
  await expect(page.getByRole("form", { name: title })).toHaveCount(0);
  await page.goto("/causes/agriculture-food");
  await expect(page.locator("article").filter({ hasText: title })).toHaveCount(1);
});

test("a cause page has its Hindi twin, reached from the Hindi home page", async ({ page }) => {
  await page.goto("/hi");
  await ready(page);
  await page.getByRole("region", { name: "मुद्दे के हिसाब से देखें" }).getByRole("link", { name: "जलवायु और पर्यावरण" }).click();
  await expect(page).toHaveURL(/\/hi\/causes\/climate$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const heading = page.getByRole("heading", { level: 1 });
  // The cause's Hindi name, in a sentence that reads naturally (decision 301).
  await expect(heading).toHaveText("जलवायु और पर्यावरण से जुड़े अवसर");
  await expect(heading.locator('span[lang="en"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/जलवायु और पर्यावरण से जुड़े अवसर/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/causes\/climate$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/causes\/climate$/);
  await expect(page.getByRole("link", { name: "मुद्दे" }).first()).toHaveAttribute("href", "/hi");
  // The language switch leads to the English page and back.
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/causes\/climate$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Climate and environment: opportunities");
  expect((await page.request.get("/hi/causes/no-such-cause")).status()).toBe(404);
});
