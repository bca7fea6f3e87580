/**
 * What a newcomer trips on, with JavaScript on and off (axe on every page): clean board addresses,
 * one meaning per word, jobs posted from /submit, an import that says what it needs, /submit's
 * messages, and the home and insights at phone widths.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ready } from "./support/page";

test.describe.configure({ timeout: 120_000 });

/** The address's query, in order. */
const searchOf = (page: Page) => new URL(page.url()).search;

test("a board address leaves its defaults out, and one that carries them redirects to its clean form", async ({ page, jsEnabled }) => {
  await page.goto("/?query=&type=internship&category=all&duration=any&stipend=all-options&minStipend=0&location=worldwide&state=&city=&postedWithin=any&sortBy=relevant");
  expect(searchOf(page)).toBe("?type=internship");
  await ready(page);

  const select = page.locator("select[name='duration']");
  if (jsEnabled) await select.dispatchEvent("pointerdown");
  await select.selectOption("3-6");
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/duration=3-6/);
  expect(searchOf(page)).toBe("?type=internship&duration=3-6");

  await page.getByRole("searchbox", { name: "Search opportunities" }).fill("climate");
  await page.getByRole("searchbox", { name: "Search opportunities" }).press("Enter");
  await expect(page).toHaveURL(/query=climate/);
  expect(searchOf(page)).toMatch(/^\?query=climate&type=[a-z]+&anyTab=1&duration=3-6$/);
});
