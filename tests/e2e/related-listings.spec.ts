/**
 * Under a listing (decision 346), with JavaScript on and off, in English and Hindi: its causes
 * link to their pages, and up to four similar open listings link to theirs, in the page's
 * language. Every page visited is checked by axe (the fixtures).
 */
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { expect, test } from "./support/fixtures";

const path = `/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`;

test("a listing page shows its causes as links and similar listings", async ({ page }) => {
  await page.goto(path);
  const causes = page.getByRole("region", { name: "Causes" });
  const firstCause = causes.getByRole("link").first();
  await expect(firstCause).toHaveAttribute("href", /^\/causes\/[a-z0-9-]+$/);
  const similar = page.getByRole("region", { name: "Similar opportunities" });
  const cards = similar.getByRole("listitem");
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(4);
  for (const href of await similar.locator("a[href^='/internships/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).not.toBe(path);
  }
  // A similar listing opens its own page.
  const target = (await similar.locator("a[href^='/internships/'], a[href^='/jobs/']").first().getAttribute("href"))!;
  await similar.locator(`a[href='${target}']`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await page.goto(path);
  const name = (await page.getByRole("region", { name: "Causes" }).getByRole("link").first().textContent())!;
  await page.getByRole("region", { name: "Causes" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/causes\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.trim());
});

test("the Hindi listing page shows them in Hindi, linking to Hindi pages", async ({ page }) => {
  await page.goto(`/hi${path}`);
  const causes = page.getByRole("region", { name: "मुद्दे" });
  await expect(causes.getByRole("link").first()).toHaveAttribute("href", /^\/hi\/causes\/[a-z0-9-]+$/);
  const similar = page.getByRole("region", { name: "मिलते-जुलते अवसर" });
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  const hrefs = await similar.locator("a[href*='/internships/'], a[href*='/jobs/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/hi\//);
});
