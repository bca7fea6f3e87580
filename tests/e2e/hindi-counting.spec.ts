/**
 * Hindi readers count like English ones (decision 291): a view and an apply click on a /hi listing
 * page move the poster's numbers, with a line per language, and a search on /hi moves the Hindi row
 * of the team's languages table. Visitors are browser contexts of their own, JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { uniqueAddress } from "./support/mail";
import { applyClick, approvedListing, randomAddress, visitor } from "./support/visitors";

test.describe.configure({ timeout: 120_000 });

const SITE = "https://rivers.example.org";

/** The Hindi row's board searches on /admin/insights (the admin is signed in). */
async function hindiSearches(page: Page): Promise<number> {
  await page.goto("/admin/insights");
  const row = page.getByRole("region", { name: "Languages" }).getByRole("row", { name: /^Hindi / });
  const cell = row.locator("td[data-column='4']");
  return Number((await cell.textContent())!.replace(/,/g, ""));
}

test("a view and an apply click on /hi move the poster's count, and a search on /hi the insights table, by language", async ({
  page,
  browser,
  jsEnabled,
}) => {
  const email = uniqueAddress(`hindi-count-${test.info().project.name}`);
  const title = `River survey intern ${Date.now().toString(36)}${test.info().project.name}`;
  const { slug, manage } = await approvedListing(page, { title, organizationName: "River Friends Trust", posterEmail: email, applicationUrl: `${SITE}/apply` });
  const searchesBefore = await hindiSearches(page);

  // A Hindi reader opens the listing three times, applies through the Hindi apply link, and searches on /hi.
  const hindi = await visitor(browser, jsEnabled, randomAddress(), SITE);
  const hindiPage = await hindi.newPage();
  for (let i = 0; i < 3; i++) await hindiPage.goto(`/hi/internships/${slug}`);
  const apply = hindiPage.locator(`a[href="/hi/apply/${slug}"]`).first();
  expect(await applyClick(hindi, apply, `/hi/apply/${slug}`)).toBe(`${SITE}/apply`);
  await hindiPage.goto("/hi?query=river");
  // An English reader only looks.
  const english = await visitor(browser, jsEnabled, randomAddress(), SITE);
  await (await english.newPage()).goto(`/internships/${slug}`);
  await Promise.all([hindi.close(), english.close()]);

  await expect(async () => {
    await page.goto(manage);
    await expect(page.getByTestId("listing-totals")).toHaveText("Your listing: 2 views, 1 apply click", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const split = page.getByRole("list", { name: "By language" });
  await expect(split.getByRole("listitem")).toHaveText(["In English: 1 view, 0 apply clicks", "In Hindi: 1 view, 1 apply click"]);
  // The Hindi manage page names the languages in Hindi.
  await page.goto(manage.replace("/manage/", "/hi/manage/"));
  await expect(page.getByRole("list", { name: "भाषा के अनुसार" }).getByRole("listitem")).toHaveCount(2);

  await expect(async () => expect(await hindiSearches(page)).toBeGreaterThan(searchesBefore)).toPass({ timeout: 15_000 });
});
