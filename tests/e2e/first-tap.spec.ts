/**
 * The board and /submit hydrate at the visitor's first tap, key or focus (docs/decisions/463): that first
 * tap does what it does on the hydrated page (with JavaScript), or what the plain HTML does (without).
 * No `ready` here on purpose: the tap is the first thing the page gets.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { noJs } from "./support/page";

const html = (page: Page) => page.locator("html");

test("a first tap on a Hindi board's tab, before React has the page, opens the tab as the hydrated board does", async ({ page }) => {
  await page.goto("/hi");
  if (!noJs()) {
    // Nothing has touched the page: its scripts listen, React has not hydrated it.
    await expect(html(page)).toHaveAttribute("data-awaits-interaction", "");
    await expect(html(page)).not.toHaveAttribute("data-enhanced");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }
  const tab = page.locator("#opportunities nav").getByRole("link", { name: /^फ़ेलोशिप/ });
  await tab.click();
  await expect(page).toHaveURL(/\/hi\?(.*&)?type=fellowship/);
  await expect(tab).toHaveAttribute("aria-current", "page");
  if (!noJs()) {
    // React's router answered the tap: the same document, hydrated.
    await expect(html(page)).toHaveAttribute("data-enhanced", "");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  }
});

test("a first tap on /submit lands on what it aimed at, though the hydrated form folds the stipend amount away", async ({ page }) => {
  // The whole form in view: the page does not scroll, so nothing keeps the box where it was if the form moved.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto("/submit");
  const amount = page.getByLabel(/^Stipend amount/);
  await expect(amount).toBeVisible();
  // The terms box sits below the stipend amount: had the form folded it away under the pointer, the
  // press and the release would meet different elements and the box would stay empty (check() throws).
  const terms = page.getByLabel("I agree to the Terms and Conditions");
  await terms.check();
  await expect(terms).toBeChecked();
  // With JavaScript the hydrated form shows the amount only once the stipend box is ticked.
  if (!noJs()) await expect(amount).toBeHidden();
});

test("a header menu opened by the tap that hydrates the board stays open once React has the page", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("header details[data-menu='opportunities']");
  // A quick tap: its press starts hydration and its click opens the menu in the same moment, before React
  // has committed the page (a test's click moves the pointer first, which would hydrate sooner).
  await menu.locator("summary").evaluate((summary) => {
    summary.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    (summary as HTMLElement).click();
  });
  if (!noJs()) await expect(html(page)).toHaveAttribute("data-enhanced", "");
  await expect(menu.getByRole("link", { name: "Internships", exact: true })).toBeVisible();
});
