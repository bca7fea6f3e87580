/**
 * The poster's views chart on /manage/{token} is readable at 375 and 1280 px, in English and
 * Hindi, with JavaScript on and off (decision 348): its axis labels are text of the page's size,
 * not stretched with the bars, a few of them, side by side without overlapping, inside the chart.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { withE2eDatabase } from "./support/database";
import { uniqueAddress } from "./support/mail";
import { approvedListing } from "./support/visitors";

test.describe.configure({ timeout: 120_000 });

async function expectReadableAxis(page: Page) {
  const chart = page.locator("figure").filter({ has: page.locator("[data-chart-axis]") }).first();
  await expect(chart).toBeVisible();
  // No text inside an SVG that is stretched to the width.
  expect(await page.locator('svg[preserveAspectRatio="none"] text').count()).toBe(0);
  const labels = chart.locator("[data-chart-axis] span");
  const count = await labels.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(5);
  const svg = (await chart.locator("svg").first().boundingBox())!;
  const boxes = [];
  for (let i = 0; i < count; i++) {
    const label = labels.nth(i);
    const box = (await label.boundingBox())!;
    const style = await label.evaluate((el) => ({ size: getComputedStyle(el).fontSize, transform: getComputedStyle(el).transform }));
    // The page's small text (12 px), never scaled.
    expect(style.size).toBe("12px");
    expect(style.transform === "none" || /^matrix\(1, 0, 0, 1, /.test(style.transform)).toBe(true);
    expect(box.height).toBeLessThan(24);
    expect(box.x).toBeGreaterThanOrEqual(svg.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
    boxes.push(box);
  }
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width + 4);
}

test("the views chart's axis labels are readable at 375 and 1280 px, in English and Hindi", async ({ page }) => {
  const email = uniqueAddress(`chart-${test.info().project.name}`);
  const title = `Mangrove count intern ${Date.now().toString(36)}`;
  const { slug, manage } = await approvedListing(page, { title, organizationName: "Mangrove Watch Trust", posterEmail: email, applicationUrl: "https://mangroves.example.org/apply" });
  // Published four weeks ago: the chart has a bar a day for 28 days, as the issue saw it.
  withE2eDatabase((db) => db.prepare("UPDATE opportunities SET posted_at = ? WHERE slug = ?").run(Date.now() - 27 * 86_400_000, slug));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(manage);
    await expectReadableAxis(page);
    await page.goto(manage.replace("/manage/", "/hi/manage/"));
    await expectReadableAxis(page);
  }
});
