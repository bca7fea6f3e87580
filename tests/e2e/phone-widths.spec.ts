/**
 * Pages at a phone's width, with JavaScript on and off. The home at 320, 390 and 1280 px: featured cards are
 * not shown twice on a phone, the first page holds at least ten cards before "Load more", the search
 * placeholder fits its box, and a card's text keeps the card's width. The team's insights at 390 px: the page
 * does not overflow, the Languages table scrolls in its own region, the chart's labels do not overlap.
 */
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

const PHONE = 640;

test("the home at 320, 390 and 1280 px: featured once, ten cards before Load more, the placeholder fits, cards not squeezed", async ({ page, request }) => {
  const total = Number((await request.get("/api/opportunities/search?type=all&limit=1")).headers()["x-total-count"]);
  expect(total).toBeGreaterThan(12);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/?type=all");
    const carousel = page.getByRole("region", { name: "Featured opportunities" });
    if (width < PHONE) {
      // The featured cards lead the results on a phone: no card is on the screen twice.
      await expect(carousel).toBeHidden();
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll("article h3 a")].filter((link) => link.checkVisibility()).map((link) => link.getAttribute("href")),
      );
      expect(shown.length, `${width} px`).toBeGreaterThan(0);
      expect(new Set(shown).size, `${width} px: each card once`).toBe(shown.length);
    } else {
      await expect(carousel.getByRole("article").first()).toBeVisible();
    }

    const results = page.locator("#results li[id^='result-']");
    await expect(results).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Load more" })).toBeVisible();

    // A card's title has the card's width on a phone, not a narrow column beside the logo and Save.
    const card = await results.first().getByRole("article").boundingBox();
    const title = await results.first().getByRole("heading").boundingBox();
    expect(title!.width, `${width} px: title width`).toBeGreaterThan(width < PHONE ? card!.width - 40 : 200);

    if (width >= 390) {
      const room = await page.locator("#board-query").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return { text: context.measureText(input.placeholder).width, box: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(room.text, `${width} px: the placeholder fits`).toBeLessThanOrEqual(room.box);
    }
  }
});

test("the team's insights at 390 px: no page overflow, the Languages table in its own scroll region, axis labels apart", async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/insights");
  const languages = page.getByTestId("languages-scroll");
  await expect(languages.getByRole("table")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page keeps to the screen").toBeLessThanOrEqual(390);
  expect(await languages.evaluate((region) => getComputedStyle(region).overflowX)).toBe("auto");
  const axes = await page.locator("[data-chart-axis]").evaluateAll((axes) =>
    axes.map((axis) => [...axis.querySelectorAll("span")].map((label) => label.getBoundingClientRect()).map(({ left, right }) => ({ left, right }))),
  );
  expect(axes.length).toBeGreaterThan(0);
  for (const labels of axes) {
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.left, "each label starts after the one before ends").toBeGreaterThanOrEqual(labels[i - 1]!.right);
  }
});
