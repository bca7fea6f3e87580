/**
 * Who can apply, with JavaScript on and off (axe on every page): a part-time internship for
 * second-years with two perks, posted on /submit and approved, is found with the board's filters
 * and the search API's, and its page says who can apply, in English and in Hindi.
 */
import type { Page } from "@playwright/test";
import { submitAndApprove } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { ready, uniqueTag } from "./support/page";

test.describe.configure({ timeout: 120_000 });

const token = uniqueTag;
const results = (page: Page) => page.locator("#results");

test("a part-time internship for second-years with two perks is found with the filters and says who can apply", async ({ page }) => {
  const tag = token();
  const title = `Part-time river survey intern ${tag}`;
  await page.goto("/submit?type=internship");
  const servedAt = Date.now();
  await ready(page);
  await page.getByLabel("Organisation name").fill("Neer Jal Trust");
  await page.getByLabel("Position title").fill(title);
  await page.getByLabel("Category").selectOption("data");
  await page.getByRole("checkbox", { name: "Climate and environment", exact: true }).check();
  await page.getByLabel("Location type").selectOption("Remote (Work From Home)");
  await page.getByLabel("Duration").selectOption("1-3 months");
  await page.getByRole("checkbox", { name: "Second-year students", exact: true }).check();
  await page.getByRole("checkbox", { name: "This is part-time", exact: true }).check();
  await page.getByLabel(/^Hours a week/).fill("15");
  await page.getByRole("checkbox", { name: "Certificate", exact: true }).check();
  await page.getByRole("checkbox", { name: "Flexible hours", exact: true }).check();
  await page.getByLabel("Description").fill("Walk the river with the survey team on weekends, record what you find and help write the yearly report.");
  await page.getByLabel("Requirements").fill("Second-year students of any subject, careful with notes.");
  await page.getByLabel("Application instructions").fill("Apply online with a short note.");
  await page.getByLabel("Application URL").fill("https://neer.example.org/apply");
  await submitAndApprove(page, { servedAt, title });

  // The board's filter panel: open to second-years, part-time (a checkbox that applies the form; Apply without JavaScript).
  await page.goto(`/?type=internship&query=${tag}#opportunities`);
  await ready(page);
  await page.locator("#filter-openTo").selectOption("second-year");
  const js = test.info().project.name === "js";
  await page.locator("#filter-perk-certificate").check();
  if (!js) await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/perk=certificate/);
  if (!js) {
    await page.locator("#filter-partTime").check();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
  } else {
    await page.locator("#filter-partTime").check();
  }
  await expect(page).toHaveURL(/partTime=1/);
  await expect(page).toHaveURL(/openTo=second-year/);
  const card = results(page).locator("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Second-year students");
  await expect(card).toContainText("Part-time");
  // The filters' options carry their counts; the active filters show as chips that name them.
  await expect(page.locator('label[for="filter-perk-certificate"]')).toHaveText(/^Certificate \(\d+\)$/);
  await expect(page.getByRole("link", { name: "Remove filter Second-year students" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Certificate" })).toBeVisible();
  // In Hindi, the same board's chips in Hindi.
  await page.goto(`/hi?type=internship&query=${tag}&openTo=second-year&partTime=1&perk=certificate#opportunities`);
  await expect(results(page).locator("article").filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ: दूसरे वर्ष के छात्र", exact: true })).toBeVisible();
  // A year it is not open to finds nothing.
  await page.goto(`/?type=internship&query=${tag}&openTo=final-year#opportunities`);
  await expect(results(page).locator("article")).toHaveCount(0);

  // The search API, with the same names.
  const api = await page.request.get(`/api/opportunities/search?query=${tag}&openTo=second-year&partTime=1&perk=certificate&perk=flexible-hours`);
  const found = (await api.json()) as { slug: string; title: string; attributes: { openTo: string[]; perks: string[]; hoursPerWeek: number } }[];
  expect(found.map((r) => [r.title, r.attributes.openTo, r.attributes.perks, r.attributes.hoursPerWeek])).toEqual([
    [title, ["second-year"], ["certificate", "flexible-hours"], 15],
  ]);

  // Its page: the Who can apply block, in English and in Hindi.
  await page.goto(`/internships/${found[0]!.slug}`);
  await ready(page);
  const block = page.getByRole("region", { name: "Who can apply" });
  await expect(block).toContainText("Second-year students");
  await expect(block).toContainText("Part-time, 15 hours a week");
  await expect(block).toContainText("Certificate · Flexible hours");
  const path = new URL(page.url()).pathname;
  await page.goto(`/hi${path}`);
  await ready(page);
  const hindi = page.getByRole("region", { name: "कौन आवेदन कर सकता है" });
  await expect(hindi).toContainText("दूसरे वर्ष के छात्र");
  await expect(hindi).toContainText("पार्ट-टाइम, हफ़्ते में 15 घंटे");
  await expect(hindi).toContainText("सर्टिफ़िकेट · लचीले घंटे");
});
