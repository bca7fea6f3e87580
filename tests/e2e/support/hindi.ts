/** What the Hindi journeys check on every twin (decisions 280, 285, 267). */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The path of a link in the head (canonical, hreflang), which are absolute URLs. */
export const pathOf = async (page: Page, selector: string) => new URL((await page.locator(selector).getAttribute("href"))!).pathname;

/**
 * A Hindi twin: lang="hi", its own canonical, the language switch to the English page; an
 * indexed page names both in hreflang, a noindex one (alerts, reports) names none.
 */
export async function expectTwins(page: Page, english: string, { indexed = false } = {}) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await pathOf(page, "link[rel='canonical']")).toBe(`/hi${english}`);
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", new RegExp(`^${english}(\\?|$)`));
  const alternates = page.locator("link[rel='alternate'][hreflang]");
  if (!indexed) return expect(alternates).toHaveCount(0);
  await expect(alternates).toHaveCount(3);
  expect(await pathOf(page, "link[hreflang='en']")).toBe(english);
  expect(await pathOf(page, "link[hreflang='hi']")).toBe(`/hi${english}`);
  expect(await pathOf(page, "link[hreflang='x-default']")).toBe(english);
}
