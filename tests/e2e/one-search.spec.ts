/**
 * One search across every type, with JavaScript on and off (axe on every page): the search
 * box finds a fellowship from the Internships tab through the tab counts; cards say how fresh
 * a listing is; a category created in the admin reaches /submit and the board's filter.
 */
import type { Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { expectToast, noJs, ready } from "./support/page";

/** Lower-case letters and digits, unique per run and project (a category named with it keeps its label). */
const token = () => `${noJs() ? "nojs" : "js"}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe.configure({ timeout: 120_000 });

/** Posts a listing through the JSON API (it waits for review). */
async function post(page: Page, data: Record<string, unknown>, category = "data") {
  const response = await page.request.post("/api/opportunities", {
    data: {
      data: {
        organizationName: "Sundarbans Tide Trust",
        description: "Walk the tidal creeks with fishing families and record how the mangroves change each season.",
        requirements: "Students who like boats, notebooks and long walks on mudflats.",
        applicationInstructions: "Apply with a short note about a river you know.",
        applicationUrl: "https://tide.example.org/apply",
        ...data,
      },
      attributes: { category, duration: "6+ months", hasPaid: false },
    },
  });
  expect(response.status()).toBe(201);
}

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Opportunity types" }).getByRole("link", { name: new RegExp(`^${name}`) });

test("the search box finds a fellowship from the Internships tab, and the tabs count each type's matches", async ({ page }) => {
  const tag = token();
  const title = `Creek fellow ${tag}`;
  await post(page, { title, opportunityType: "fellowship" });
  await signInAsAdmin(page);
  await approvePending(page, title);

  await page.goto("/?type=internship");
  await ready(page);
  await expect(tab(page, "Internships")).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search opportunities" }).fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();

  // The Internships tab has none: the search lands on the first tab that has, with the counts.
  await expect(tab(page, "Fellowships")).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "Fellowships")).toHaveAccessibleName("Fellowships 1 match");
  await expect(tab(page, "Internships")).toHaveAccessibleName("Internships 0 matches");
  await expect(tab(page, "Courses")).toHaveAccessibleName("Courses 0 matches");
  const card = page.locator("#results article").filter({ hasText: title });
  await expect(card).toBeVisible();
  // The card says how fresh the listing is.
  await expect(card).toContainText("Posted today");

  // A tab chosen by the visitor stays chosen, even without matches; the counts stay.
  await tab(page, "Internships").click();
  await expect(tab(page, "Internships")).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No internships found matching your criteria")).toBeVisible();
  await expect(tab(page, "Fellowships")).toHaveAccessibleName("Fellowships 1 match");

  // A search from a tab that has matches stays there.
  await tab(page, "Fellowships").click();
  await expect(tab(page, "Fellowships")).toHaveAttribute("aria-current", "page");
  await ready(page);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(tab(page, "Fellowships")).toHaveAttribute("aria-current", "page");
  await expect(card).toBeVisible();
});

test("a category created in the admin is offered on /submit and, once it has a listing, in the board's filter", async ({ page }) => {
  const tag = token();
  const name = `Tide ${tag}`;
  await signInAsAdmin(page);
  await page.goto("/admin/categories");
  await ready(page);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created");

  // /submit offers it (its value is the name in lower case, as listings store categories).
  await page.goto("/submit");
  const select = page.getByLabel("Category", { exact: false }).first();
  await expect(select.locator("option", { hasText: name })).toHaveCount(1);

  const title = `Tide intern ${tag}`;
  await post(page, { title, opportunityType: "internship", location: "Remote (Work From Home)" }, name);
  await approvePending(page, title);

  await page.goto("/?type=internship");
  await ready(page);
  const filter = page.getByLabel("Category", { exact: true });
  await expect(filter.locator("option", { hasText: name })).toHaveCount(1);
  if (!noJs()) await filter.dispatchEvent("pointerdown");
  await filter.selectOption({ label: name });
  if (noJs()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name: `Remove filter ${name}` })).toBeVisible();
  await expect(page.locator("#results article").filter({ hasText: title })).toBeVisible();
});
